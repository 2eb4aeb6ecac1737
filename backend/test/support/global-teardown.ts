import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  await globalThis.testDatabase?.drop();
  if (process.env.TEST_OBJECT_STORAGE_DIR) rmSync(process.env.TEST_OBJECT_STORAGE_DIR, { recursive: true, force: true });
}
