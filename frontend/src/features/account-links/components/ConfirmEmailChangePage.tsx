import { Text } from '@mantine/core';
import { ButtonLink } from '../../../components/links';
import { confirmEmailChange } from '../api';
import { ConfirmLinkScreen } from './ConfirmLinkScreen';

export type ConfirmEmailChangePageProps = {
  token: string | undefined;
  signedIn: boolean;
  /** After the address changed: the user is fetched again. */
  onConfirmed?: () => void | Promise<void>;
};

/** Where the link sent to a new address leads: the account's address becomes that one. */
export function ConfirmEmailChangePage({ token, signedIn, onConfirmed }: ConfirmEmailChangePageProps) {
  return (
    <ConfirmLinkScreen
      token={token}
      confirm={confirmEmailChange}
      onConfirmed={() => onConfirmed?.()}
      titles={{ pending: 'Confirming your new email address', confirmed: 'Email address changed' }}
      renderConfirmed={({ email }) => (
        <>
          <Text style={{ overflowWrap: 'anywhere' }}>
            Your email address is now {email}.{signedIn ? '' : ' Sign in with it from now on.'}
          </Text>
          {signedIn ? (
            <ButtonLink to="/" fullWidth>
              Go to the dashboard
            </ButtonLink>
          ) : (
            <ButtonLink to="/login" fullWidth>
              Sign in
            </ButtonLink>
          )}
        </>
      )}
      failureHelp={
        <>
          <Text>To get a new link, change your email address again in Settings.</Text>
          <ButtonLink to="/settings" fullWidth>
            Go to Settings
          </ButtonLink>
        </>
      }
    />
  );
}
