import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

export const accountLinkKeys = {
  all: ['account-links'] as const,
  unsubscribe: (token: string) => ['account-links', 'unsubscribe', token] as const,
};

/**
 * Asks for a link to reset the password of the account at `email`; the answer's message is the
 * same whether or not an account uses the address.
 */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return unwrap(api.POST('/api/auth/password-reset', { body: { email } }));
}

/** Sets a new password with the token of a reset link; every session of the account ends. */
export async function resetPassword(input: { token: string; password: string }): Promise<void> {
  await api.POST('/api/auth/password-reset/confirm', { body: input });
}

/** Sends a new confirmation link to the signed-in user's address. */
export async function resendEmailVerification(): Promise<void> {
  await api.POST('/api/auth/email-verification');
}

/** Confirms an address with the token of a verification link; says which address. */
export function confirmEmailVerification(token: string): Promise<{ email: string }> {
  return unwrap(api.POST('/api/auth/email-verification/confirm', { body: { token } }));
}

/** Makes the new address of an email change the account's, with the token of the link sent to it. */
export function confirmEmailChange(token: string): Promise<{ email: string }> {
  return unwrap(api.POST('/api/auth/email/confirm', { body: { token } }));
}

/** What an unsubscribe link is about: the topic, its label, the (masked) address; reading it changes nothing. */
export const unsubscribeLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: accountLinkKeys.unsubscribe(token),
    queryFn: () => unwrap(api.GET('/api/email/unsubscribe', { params: { query: { token } } })),
  });

/** Turns off the emails of the link's topic. */
export function unsubscribe(token: string) {
  return unwrap(api.POST('/api/email/unsubscribe', { params: { query: { token } }, body: {} }));
}
