import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Without SESSION_SECRET (development only), one is generated once and kept in a file,
 * so sessions survive restarts.
 */
export function resolveSessionSecret(configured: string | undefined, secretFile: string): string {
  if (configured) return configured;
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dirname(secretFile), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}
