import { Badge, Button, Card, Group, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate, pluralize } from '../../../lib/format';
import { twoFactorQueryOptions } from '../api';
import type { TwoFactorStatus } from '../api';
import { TwoFactorDialog } from './TwoFactorDialog';
import type { TwoFactorFlow } from './TwoFactorDialog';

export type TwoFactorCardProps = {
  /** The account's address, for password managers. */
  email: string;
  /** Runs once two-factor sign-in was turned on or off. */
  onTurnedOnOrOff: () => void | Promise<void>;
};

/** 'On since 6/3/2024 · 7 recovery codes left' */
function statusLine({ enabledAt, recoveryCodesLeft }: TwoFactorStatus): string {
  const since = enabledAt ? `On since ${formatDate(enabledAt)}` : 'On';
  return `${since} · ${pluralize(recoveryCodesLeft, 'recovery code')} left`;
}

/** Whether signing in asks for a code from an authenticator app, and the ways to change that. */
export function TwoFactorCard({ email, onTurnedOnOrOff }: TwoFactorCardProps) {
  const titleId = useId();
  const query = useQuery(twoFactorQueryOptions());
  const status = query.data;
  const [flow, setFlow] = useState<TwoFactorFlow | null>(null);

  return (
    <Card component="section" id="two-factor" aria-labelledby={titleId}>
      <Group gap="xs">
        <Title order={2} size="h4" id={titleId}>
          Two-factor sign-in
        </Title>
        {status && (
          // The theme's filled badge and grey light one: the colours the status badges pass contrast with.
          <Badge {...(status.enabled ? { variant: 'filled' } : { variant: 'light', color: 'gray' })}>{status.enabled ? 'On' : 'Off'}</Badge>
        )}
      </Group>
      <Text c="dimmed" fz="sm" mb="md">
        Signing in asks for a code from an authenticator app on your phone as well as your password.
      </Text>
      {query.isPending && <Loader size="sm" role="status" aria-label="Loading" />}
      {query.isError && (
        <Text c="dimmed" fz="sm">
          The two-factor settings could not be loaded.
        </Text>
      )}
      {status && !status.enabled && (
        <Group>
          <Button onClick={() => setFlow('turn-on')}>Turn on</Button>
        </Group>
      )}
      {status?.enabled && (
        <>
          <Text fz="sm" mb="sm">
            {statusLine(status)}
          </Text>
          {status.recoveryCodesLeft <= 2 && (
            <Text fz="sm" c="orange" mb="sm">
              You are running out of recovery codes: create new ones.
            </Text>
          )}
          <Group gap="sm">
            <Button variant="default" onClick={() => setFlow('new-recovery-codes')}>
              New recovery codes
            </Button>
            <Button variant="default" onClick={() => setFlow('set-up-again')}>
              Set up again
            </Button>
            <Button variant="outline" color="red" onClick={() => setFlow('turn-off')}>
              Turn off
            </Button>
          </Group>
        </>
      )}
      <TwoFactorDialog flow={flow} email={email} onClose={() => setFlow(null)} onTurnedOnOrOff={onTurnedOnOrOff} />
    </Card>
  );
}
