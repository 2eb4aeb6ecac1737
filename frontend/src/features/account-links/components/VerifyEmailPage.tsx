import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { ButtonLink } from '../../../components/links';
import { confirmEmailVerification } from '../api';
import { useResendVerification } from '../hooks/useResendVerification';
import { ConfirmLinkScreen } from './ConfirmLinkScreen';
import { returnAfterConfirmation } from '../../../lib/return-after-confirmation';

/** Who opened the link: the signed-in account's address and whether it is confirmed, or null when signed out. */
export type LinkVisitor = { email: string; emailVerified: boolean } | null;

export type VerifyEmailPageProps = {
  token: string | undefined;
  visitor: LinkVisitor;
  /** After the address was confirmed, or found confirmed already: the user is fetched again. */
  onVerified?: () => void | Promise<void>;
};

/** Where the link of a sign-up's confirmation email leads: confirms the address, then on to the app. */
export function VerifyEmailPage({ token, visitor, onVerified }: VerifyEmailPageProps) {
  // The page the account was made from (a job it was going to apply to).
  const [returnTo] = useState(() => returnAfterConfirmation.peek());
  return (
    <ConfirmLinkScreen
      token={token}
      confirm={confirmEmailVerification}
      onConfirmed={() => onVerified?.()}
      titles={{ pending: 'Confirming your email address', confirmed: 'Email confirmed' }}
      renderConfirmed={({ email }) => (
        <>
          <Text style={{ overflowWrap: 'anywhere' }}>{email} is confirmed. You can now post jobs, apply and send messages.</Text>
          {returnTo && visitor !== null ? (
            <Button component="a" href={returnTo} onClick={returnAfterConfirmation.forget} fullWidth>
              Back to where you were
            </Button>
          ) : (
            <ContinueLink signedIn={visitor !== null} />
          )}
        </>
      )}
      failureHelp={<VerifyFailureHelp visitor={visitor} onVerified={onVerified} />}
    />
  );
}

function ContinueLink({ signedIn }: { signedIn: boolean }) {
  if (signedIn) {
    return (
      <ButtonLink to="/" fullWidth>
        Go to the dashboard
      </ButtonLink>
    );
  }
  return (
    <ButtonLink to="/login" fullWidth>
      Sign in
    </ButtonLink>
  );
}

/** A link that did not work: a new one (signed in), the way to get one (signed out), or nothing needed. */
function VerifyFailureHelp({ visitor, onVerified }: Pick<VerifyEmailPageProps, 'visitor' | 'onVerified'>) {
  if (!visitor) {
    return (
      <>
        <Text>Sign in, then choose Resend at the top of the page to get a new link.</Text>
        <ContinueLink signedIn={false} />
      </>
    );
  }
  if (visitor.emailVerified) {
    return (
      <>
        <Text>Your email address is already confirmed: nothing more to do.</Text>
        <ContinueLink signedIn />
      </>
    );
  }
  return <ResendLink email={visitor.email} onAlreadyVerified={onVerified} />;
}

function ResendLink({ email, onAlreadyVerified }: { email: string; onAlreadyVerified?: () => void | Promise<void> }) {
  const resend = useResendVerification({ email, onAlreadyVerified });
  return (
    <>
      <Text style={{ overflowWrap: 'anywhere' }}>We can send a new link to {email}.</Text>
      <Button fullWidth onClick={() => resend.mutate()} loading={resend.isPending}>
        Send a new link
      </Button>
    </>
  );
}
