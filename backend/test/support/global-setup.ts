import { createTestDatabase, TestDatabase } from './test-database';

declare global {
  var testDatabase: TestDatabase | undefined;
}

export default async function globalSetup(): Promise<void> {
  const database = await createTestDatabase();
  globalThis.testDatabase = database;
  process.env.TEST_DATABASE_URL = database.connection.url;
  process.env.TEST_DATABASE_EMBEDDED = database.connection.embedded ? '1' : '';
}
