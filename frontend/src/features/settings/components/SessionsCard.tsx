import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AccountSession } from '../../../api/types';
import { formatDate, formatRelativeTime } from '../../../lib/format';
import { sessionsQueryOptions } from '../api';
import { useEndOtherSessions, useEndSession } from '../hooks/useAccountSecurity';

/** 'Firefox 132 on Windows 10'; 'Unknown browser' when the browser did not say what it is. */
export function sessionDeviceLabel({ browser, os }: Pick<AccountSession, 'browser' | 'os'>): string {
  const name = browser ?? 'Unknown browser';
  return os ? `${name} on ${os}` : name;
}

/** When the session began (when known) and was last used: 'Signed in 6/3/2024 · Last used 5 minutes ago'. */
function sessionTimes({ signedInAt }: AccountSession, lastUsed: string): string {
  return signedInAt ? `Signed in ${formatDate(signedInAt)} · Last used ${lastUsed}` : `Last used ${lastUsed}`;
}

/** The account's live sessions, this device first, each other one with a way to sign it out. */
export function SessionsCard() {
  const titleId = useId();
  const query = useQuery(sessionsQueryOptions());
  const sessions = query.data;
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const hasOthers = sessions?.some((session) => !session.current) ?? false;
  const now = new Date();

  return (
    <Card>
      <Title order={2} size="h4" id={titleId}>
        Sessions
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        The browsers signed in to your account.
      </Text>
      {query.isPending && <Loader size="sm" role="status" aria-label="Loading" />}
      {query.isError && (
        <Text c="dimmed" fz="sm">
          The sessions could not be loaded.
        </Text>
      )}
      {sessions && (
        <Stack gap="md">
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
            {sessions.map((session) => {
              const device = sessionDeviceLabel(session);
              const lastUsed = formatRelativeTime(session.lastUsedAt, now);
              return (
                <Group component="li" key={session.id} justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>{device}</Text>
                      {session.current && <Badge variant="filled">This device</Badge>}
                    </Group>
                    <Text fz="sm" c="dimmed">
                      {sessionTimes(session, lastUsed)}
                    </Text>
                  </div>
                  {!session.current && (
                    <Button
                      variant="default"
                      size="xs"
                      onClick={() => endOne.mutate(session)}
                      loading={endOne.isPending && endOne.variables.id === session.id}
                      aria-label={`Sign out ${device}, last used ${lastUsed}`}
                    >
                      Sign out
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
          <Group>
            <Button variant="default" onClick={() => endOthers.mutate()} disabled={!hasOthers} loading={endOthers.isPending}>
              Sign out all other sessions
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
