import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A frontend build in miniature for an app to serve (FRONTEND_DIST): each file by its path in the
 * build, folders made as needed. `remove` deletes it.
 */
export function writeFrontendBuild(files: Record<string, string | Buffer>): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
