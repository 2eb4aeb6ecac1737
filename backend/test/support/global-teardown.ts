import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  await globalThis.testDatabases?.drop();
  if (process.env.TEST_OBJECT_STORAGE_ROOT) rmSync(process.env.TEST_OBJECT_STORAGE_ROOT, { recursive: true, force: true });
}
