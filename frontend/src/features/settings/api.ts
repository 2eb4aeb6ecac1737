import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { isApiError } from '../../api/errors';
import { renewsSession } from '../../api/session-renewal';
import type { components } from '../../api/schema';
import type { AccountSession, ChangeEmailInput, ChangePasswordInput, EmailPreferences, EmailTopic } from '../../api/types';

export const settingsKeys = {
  all: ['settings'] as const,
  sessions: ['settings', 'sessions'] as const,
  emailPreferences: ['settings', 'email-preferences'] as const,
  twoFactor: ['settings', 'two-factor'] as const,
};

/** The account's live sessions (at most 20), this one first, then the most recently used. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.sessions,
    queryFn: () => unwrap(api.GET('/api/auth/sessions')),
  });

/** Sets a new password, proving the current one; every other session of the account ends. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.PUT('/api/auth/password', { body: input });
}

/** Ends one of the account's other sessions; one that had already ended (404) counts as ended. */
export async function endSession(session: Pick<AccountSession, 'id'>): Promise<void> {
  try {
    await api.DELETE('/api/auth/sessions/{id}', { params: { path: { id: session.id } } });
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
  }
}

/** Ends every session of the account but this one; says how many ended. */
export function endOtherSessions(): Promise<{ ended: number }> {
  return unwrap(api.DELETE('/api/auth/sessions'));
}

/**
 * Asks to move the account to a new address, proving the password; a link goes to the new
 * address, and the account's address changes once it is opened.
 */
export function changeEmail(input: ChangeEmailInput): Promise<{ pendingEmail: string }> {
  return unwrap(api.PUT('/api/auth/email', { body: input }));
}

/** Each email topic, its label and whether its emails are sent. */
export const emailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.emailPreferences,
    queryFn: () => unwrap(api.GET('/api/email/preferences')),
  });

/** Turns the emails of the named topics on or off; the others stay as they are. */
export function updateEmailPreferences(topics: Partial<Record<EmailTopic, boolean>>): Promise<EmailPreferences> {
  return unwrap(api.PUT('/api/email/preferences', { body: { topics } }));
}

/** The name the server gives the export (Content-Disposition), or one of the same shape. */
function exportFileName(response: Response): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  return named ? decodeURIComponent(named) : `verifiedwork-data-${new Date().toISOString().slice(0, 10)}.json`;
}

/** Everything the product holds about the user, as a JSON file to save. */
export async function exportAccountData(): Promise<{ file: Blob; fileName: string }> {
  const { data, response } = await api.GET('/api/auth/account/export', { parseAs: 'blob' });
  return { file: data as Blob, fileName: exportFileName(response) };
}

/** Deletes the account, proving the password; every session ends, this one too. */
export async function deleteAccount(password: string): Promise<void> {
  await api.DELETE('/api/auth/account', { body: { password } });
}

export type TwoFactorStatus = components['schemas']['TwoFactorStatusResponse'];
/** The new secret, as text and as a QR code (a data: URL), until a code of it turns two-factor sign-in on. */
export type TwoFactorSetup = components['schemas']['TwoFactorEnrolmentResponse'];

/** Whether sign-in asks for an authenticator code, since when, and how many recovery codes are unused. */
export const twoFactorQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.twoFactor,
    queryFn: () => unwrap(api.GET('/api/auth/two-factor')),
  });

/**
 * Starts (or, while it is on, restarts with a `code`) the set-up, proving the password: a new secret
 * and its QR code, which count once `enableTwoFactor` proves a code of them.
 */
export function startTwoFactorSetup(input: components['schemas']['StartTwoFactorSetupRequest']): Promise<TwoFactorSetup> {
  return unwrap(api.POST('/api/auth/two-factor/setup', { body: input }));
}

/** Turns two-factor sign-in on with a code of the new secret; the account's other sessions end. */
export function enableTwoFactor(code: string): Promise<{ recoveryCodes: string[] }> {
  // Its answer carries the session's new cookie (the old id ends as the call runs).
  return renewsSession(unwrap(api.POST('/api/auth/two-factor/enable', { body: { code } })));
}

/** A new set of recovery codes; the old ones stop working. */
export function regenerateRecoveryCodes(code: string): Promise<{ recoveryCodes: string[] }> {
  return unwrap(api.POST('/api/auth/two-factor/recovery-codes', { body: { code } }));
}

/** Turns two-factor sign-in off, proving both the password and a code. */
export async function disableTwoFactor(input: { password: string; code: string }): Promise<void> {
  await api.DELETE('/api/auth/two-factor', { body: input });
}
