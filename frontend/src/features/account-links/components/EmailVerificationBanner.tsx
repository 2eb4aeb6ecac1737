import { Alert, Button, Group, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconMailExclamation } from '@tabler/icons-react';
import { useResendVerification } from '../hooks/useResendVerification';

export type EmailVerificationBannerProps = {
  /** The account's address, where the link was sent. */
  email: string;
  /**
   * The address may have been confirmed meanwhile (Resend was told so, or the user came back to
   * this tab, most often from the email's link opened in another): the user is fetched again, and
   * the banner goes once it is.
   */
  onAlreadyVerified?: () => void | Promise<void>;
};

/**
 * Above every signed-in screen until the account's address is confirmed: what waits on it, where
 * the link went, and a new link. A polite status, not an alert: it is there on every page.
 */
export function EmailVerificationBanner({ email, onAlreadyVerified }: EmailVerificationBannerProps) {
  const resend = useResendVerification({ email, onAlreadyVerified });
  // No server event says that a link was opened elsewhere; coming back to the tab asks again.
  useWindowEvent('focus', () => void onAlreadyVerified?.());

  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      radius={0}
      icon={<IconMailExclamation size={20} aria-hidden />}
      styles={{ root: { borderBottom: '1px solid var(--mantine-color-default-border)' } }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fz="sm" style={{ flex: '1 1 18rem', overflowWrap: 'anywhere' }}>
          Confirm your email address to post jobs, apply and send messages. We sent a link to <b>{email}</b>.
        </Text>
        <Button size="xs" variant="default" onClick={() => resend.mutate()} loading={resend.isPending}>
          Resend
        </Button>
      </Group>
    </Alert>
  );
}
