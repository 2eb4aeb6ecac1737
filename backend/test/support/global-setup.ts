import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabases, TestDatabases } from './test-database';

declare global {
  var testDatabases: TestDatabases | undefined;
}

/**
 * Makes every worker's database before the first file runs; jest-setup.ts hands each file its
 * worker's (the variables set here reach the workers, which start after this).
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const databases = await createTestDatabases(globalConfig.maxWorkers);
  globalThis.testDatabases = databases;
  databases.workerUrls.forEach((url, index) => (process.env[`TEST_DATABASE_URL_${index + 1}`] = url));
  process.env.TEST_DATABASE_EMBEDDED = databases.embedded ? '1' : '';
  process.env.TEST_DATABASE_TEMPLATE_URL = databases.templateUrl ?? '';
  // The local object storage of every app the run creates, a folder per worker; removed with the databases.
  process.env.TEST_OBJECT_STORAGE_ROOT = mkdtempSync(join(tmpdir(), 'marketplace-test-objects-'));
}
