import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../../../api/errors';
import { ButtonLink } from '../../../components/links';
import { SessionScreenFrame } from '../../../components/SessionScreenFrame';
import { unsubscribe, unsubscribeLinkQueryOptions } from '../api';
import { INCOMPLETE_LINK_MESSAGE, UNREACHABLE_MESSAGE } from '../messages';

export type UnsubscribePageProps = {
  /** The signed token of the email's unsubscribe link (?token=). */
  token: string | undefined;
};

/**
 * Where an email's unsubscribe link leads, signed in or not. Opening it only reads what the link
 * is about (mail scanners open links too); the emails stop when the button is pressed. Mail
 * providers' one-click unsubscribe posts to the API directly and never comes here.
 */
export function UnsubscribePage({ token }: UnsubscribePageProps) {
  return (
    <SessionScreenFrame>
      <Stack gap="md">{token ? <UnsubscribeLink token={token} /> : <LinkNotWorking reason={INCOMPLETE_LINK_MESSAGE} />}</Stack>
    </SessionScreenFrame>
  );
}

function UnsubscribeLink({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const link = useQuery(unsubscribeLinkQueryOptions(token));
  const stop = useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (result) => {
      queryClient.setQueryData(unsubscribeLinkQueryOptions(token).queryKey, (shown) => (shown ? { ...shown, ...result } : shown));
    },
  });

  if (link.isPending) {
    return (
      <>
        <UnsubscribeTitle />
        <Center py="md">
          <Loader role="status" aria-label="Loading" />
        </Center>
      </>
    );
  }
  if (link.isError) return <LinkNotWorking reason={getErrorMessage(link.error, UNREACHABLE_MESSAGE)} />;

  const { label, email, enabled, savedSearch } = link.data;
  const confirm = (question: ReactNode) => (
    <>
      <UnsubscribeTitle />
      <Text style={{ overflowWrap: 'anywhere' }}>{question}</Text>
      {stop.isError && (
        <Alert color="red" variant="light" role="alert">
          {getErrorMessage(stop.error, UNREACHABLE_MESSAGE)}
        </Alert>
      )}
      <Button fullWidth onClick={() => stop.mutate()} loading={stop.isPending}>
        Unsubscribe
      </Button>
    </>
  );
  // A saved search's digest link turns off that search's alerts only (decision 0073).
  if (savedSearch) {
    if (savedSearch.alert !== 'off') {
      return confirm(
        <>
          Stop the alerts of your saved search <b>{savedSearch.name}</b> to {email}?
        </>,
      );
    }
    return (
      <Unsubscribed>
        <Text style={{ overflowWrap: 'anywhere' }}>
          Your saved search <b>{savedSearch.name}</b> sends no more alerts. Your other saved searches keep theirs.
        </Text>
        <ButtonLink to="/saved-searches" variant="default" fullWidth>
          Open saved searches
        </ButtonLink>
      </Unsubscribed>
    );
  }
  if (enabled) {
    return confirm(
      <>
        Stop emails about <b>{label}</b> to {email}?
      </>,
    );
  }
  return (
    <Unsubscribed>
      <Text>
        You will no longer get emails about <b>{label}</b>. You can turn them back on in Settings → Notifications.
      </Text>
      <SettingsLink />
    </Unsubscribed>
  );
}

function Unsubscribed({ children }: { children: ReactNode }) {
  return (
    <>
      <Title order={1} size="h2">
        Unsubscribed
      </Title>
      {children}
    </>
  );
}

function UnsubscribeTitle() {
  return (
    <Title order={1} size="h2">
      Unsubscribe
    </Title>
  );
}

function LinkNotWorking({ reason }: { reason: ReactNode }) {
  return (
    <>
      <UnsubscribeTitle />
      <Alert color="red" variant="light" role="alert">
        {reason}
      </Alert>
      <Text>You can choose which emails you get in Settings → Notifications.</Text>
      <SettingsLink />
    </>
  );
}

function SettingsLink() {
  return (
    <ButtonLink to="/settings" variant="default" fullWidth>
      Open Settings
    </ButtonLink>
  );
}
