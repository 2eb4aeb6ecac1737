import type { APIRequestContext } from '@playwright/test';
import { PASSWORD, uniqueName } from './accounts';
import { confirmEmail } from './mailbox';

export type ApiMember = { email: string; username: string; firstName: string; lastName: string };

/**
 * Creates an account with a username through the API, its address confirmed with the link the
 * product emailed, signed in within the request context's cookies (a browser context's
 * `page.request` shares them with the page).
 */
export async function createMember(
  request: APIRequestContext,
  firstName: string,
  role: 'freelancer' | 'client' = 'freelancer',
): Promise<ApiMember> {
  const username = uniqueName(firstName.toLowerCase());
  const email = `${username}@example.test`;
  const lastName = 'Tester';
  const register = await request.post('/api/auth/register', { data: { email, password: PASSWORD, firstName, lastName } });
  if (register.status() !== 201) throw new Error(`register: ${register.status()} ${await register.text()}`);
  await confirmEmail(request, email);
  const chosen = await request.post('/api/users/username', { data: { username } });
  if (chosen.status() !== 200) throw new Error(`username: ${chosen.status()} ${await chosen.text()}`);
  if (role === 'client') {
    const switched = await request.patch('/api/users/role', { data: { role } });
    if (switched.status() !== 200) throw new Error(`role: ${switched.status()}`);
  }
  return { email, username, firstName, lastName };
}
