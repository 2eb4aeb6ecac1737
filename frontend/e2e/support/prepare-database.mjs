// Run by serve-app.mjs with the server's environment, before the server starts: boots the built app
// on the browser tests' database (migrations included), signs the prepared accounts up through the
// app's own HTTP API, makes the administrator one with the product's GrantAdminCommand (what `npm
// run admin:grant` runs), and sets what only the database holds (a verified identity, a trust score,
// the administrator's authenticator secret and recovery codes, sealed and hashed as the app keeps them).
// The server that follows opens a database that already has them: it has no way in for tests.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { PREPARED_ACCOUNTS, PREPARED_ADMIN_RECOVERY_CODES, PREPARED_PASSWORD } from './prepared-accounts.mjs';

const backend = fileURLToPath(new URL('../../../backend/', import.meta.url));
const require = createRequire(backend);
const { runCommand } = require(join(backend, 'dist/src/cli/run-command.js'));
const { GrantAdminCommand } = require(join(backend, 'dist/src/contexts/identity/public.js'));
const { recoveryCodeHash, sealTotpSecret, twoFactorKey } = require(join(backend, 'dist/src/contexts/identity/domain/two-factor.js'));
const { SessionSettings } = require(join(backend, 'dist/src/platform/auth/session-settings.js'));
const { CommandBus } = require('@nestjs/cqrs');
const { MikroORM } = require('@mikro-orm/core');

async function call(origin, cookie, method, path, body) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Two-factor sign-in on with a known secret, sealed under the server's key as enrolment seals it, and the recovery codes hashed. */
async function enrolTotp(connection, email, secret, sessionSecret) {
  const [{ id }] = await connection.execute('select id from users where email = ?', [email]);
  const sealed = sealTotpSecret(twoFactorKey(sessionSecret), id, secret);
  await connection.execute('update users set totp_secret = ?, two_factor_enabled_at = now() where id = ?', [sealed, id]);
  for (const code of PREPARED_ADMIN_RECOVERY_CODES) {
    await connection.execute('insert into two_factor_recovery_codes (id, user_id, code_hash, created_at) values (?, ?, ?, now())', [
      randomUUID(),
      id,
      recoveryCodeHash(id, code),
    ]);
  }
}

await runCommand(async ({ app }) => {
  await app.listen(0, '127.0.0.1');
  const origin = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const connection = app.get(MikroORM).em.getConnection();
  for (const account of Object.values(PREPARED_ACCOUNTS)) {
    const { email, username, firstName, lastName, role } = account;
    const registered = await call(origin, null, 'POST', '/api/auth/register', { email, password: PREPARED_PASSWORD, firstName, lastName });
    const cookie = registered.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    await call(origin, cookie, 'POST', '/api/users/username', { username });
    if (role === 'client') await call(origin, cookie, 'PATCH', '/api/users/role', { role });
    if (account.admin) await app.get(CommandBus).execute(new GrantAdminCommand(email));
    // Their confirmation emails are not opened: what a prepared account stands for is its role.
    await connection.execute('update users set email_verified_at = now() where email = ?', [email]);
    if (account.verified) await connection.execute('update users set is_verified = true where email = ?', [email]);
    if (account.trustScore !== undefined) {
      await connection.execute('update users set trust_score = ? where email = ?', [account.trustScore, email]);
    }
    if (account.totpSecret) await enrolTotp(connection, email, account.totpSecret, app.get(SessionSettings).secret);
  }
  return `Prepared accounts: ${Object.values(PREPARED_ACCOUNTS)
    .map((account) => account.email)
    .join(', ')}`;
});
