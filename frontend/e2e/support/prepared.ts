import type { APIRequestContext } from '@playwright/test';
import type { ApiMember } from './api-accounts';
import { PREPARED_ACCOUNTS, PREPARED_PASSWORD } from './prepared-accounts.mjs';

/**
 * Signs the request context in as an account prepare-database.mjs made before the server started
 * (a browser context's `page.request` shares the cookies with the page). A new session each time:
 * tests signed in as the same account at once do not disturb each other.
 */
export async function signInPrepared(request: APIRequestContext, name: keyof typeof PREPARED_ACCOUNTS): Promise<ApiMember> {
  const { email, username, firstName, lastName } = PREPARED_ACCOUNTS[name];
  const response = await request.post('/api/auth/login', { data: { email, password: PREPARED_PASSWORD } });
  if (response.status() !== 200) throw new Error(`sign in as ${email}: ${response.status()} ${await response.text()}`);
  return { email, username, firstName, lastName };
}
