import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../../../api/errors';
import { SessionScreenFrame } from '../../../components/SessionScreenFrame';
import { useConfirmLinkOnce } from '../hooks/useConfirmLinkOnce';
import { INCOMPLETE_LINK_MESSAGE, UNREACHABLE_MESSAGE } from '../messages';

export const LINK_FAILED_TITLE = 'This link did not work';

export type ConfirmLinkScreenProps<Result> = {
  /** The link's token (?token=); without one the link is reported incomplete and nothing is sent. */
  token: string | undefined;
  confirm: (token: string) => Promise<Result>;
  onConfirmed?: (result: Result) => void | Promise<void>;
  /** The heading while the token is checked, and once it confirmed. */
  titles: { pending: string; confirmed: string };
  /** What the confirmation did and where to go on. */
  renderConfirmed: (result: Result) => ReactNode;
  /** What to do when the link did not work, under the reason. */
  failureHelp: ReactNode;
};

/**
 * A page an email's link opens to confirm something with its token: sends the token once as the
 * page opens, then says what happened, or why it did not and what to do instead.
 */
export function ConfirmLinkScreen<Result>({
  token,
  confirm,
  onConfirmed,
  titles,
  renderConfirmed,
  failureHelp,
}: ConfirmLinkScreenProps<Result>) {
  const confirmation = useConfirmLinkOnce(token, confirm, onConfirmed);

  let content: ReactNode;
  if (!token || confirmation.isError) {
    const reason = token ? getErrorMessage(confirmation.error, UNREACHABLE_MESSAGE) : INCOMPLETE_LINK_MESSAGE;
    content = (
      <>
        <Title order={1} size="h2">
          {LINK_FAILED_TITLE}
        </Title>
        <Alert color="red" variant="light" role="alert">
          {reason}
        </Alert>
        {failureHelp}
      </>
    );
  } else if (confirmation.isSuccess) {
    content = (
      <>
        <Title order={1} size="h2">
          {titles.confirmed}
        </Title>
        {renderConfirmed(confirmation.data)}
      </>
    );
  } else {
    content = (
      <>
        <Title order={1} size="h2">
          {titles.pending}
        </Title>
        <Center py="md">
          <Loader role="status" aria-label="Loading" />
        </Center>
      </>
    );
  }

  return (
    <SessionScreenFrame>
      <Stack gap="md">{content}</Stack>
    </SessionScreenFrame>
  );
}
