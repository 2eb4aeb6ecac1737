import pg from 'pg';

/**
 * The app's database, for arranging what no screen or API call can (a verified identity before
 * the verification feature approves one). Only on a database server: the embedded database is
 * opened by the app alone.
 */
export const hasAppDatabase = Boolean(process.env.DATABASE_URL && process.env.E2E_DATABASE_NAME);

export async function runSql(sql: string, params: unknown[] = []): Promise<void> {
  if (!hasAppDatabase) throw new Error('runSql needs DATABASE_URL (the browser tests run on the embedded database)');
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${process.env.E2E_DATABASE_NAME}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}
