import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, TestDatabase } from './test-database';

declare global {
  var testDatabase: TestDatabase | undefined;
}

export default async function globalSetup(): Promise<void> {
  const database = await createTestDatabase();
  globalThis.testDatabase = database;
  process.env.TEST_DATABASE_URL = database.connection.url;
  process.env.TEST_DATABASE_EMBEDDED = database.connection.embedded ? '1' : '';
  // The local object storage of every app the run creates; removed with the database.
  process.env.TEST_OBJECT_STORAGE_DIR = mkdtempSync(join(tmpdir(), 'marketplace-test-objects-'));
}
