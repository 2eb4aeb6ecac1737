import pg from 'pg';

/**
 * The app's database, for arranging what no screen or API call can (a verified identity without a
 * verification review) and for the product's own commands (granting an administrator). Only on a
 * database server: the embedded database is opened by the app alone.
 */
export const hasAppDatabase = Boolean(process.env.DATABASE_URL && process.env.E2E_DATABASE_NAME);

/** The connection URL of the browser tests' database: DATABASE_URL's server, the run's database. */
export function appDatabaseUrl(): string {
  if (!hasAppDatabase) throw new Error('The app database needs DATABASE_URL (the browser tests run on the embedded database)');
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${process.env.E2E_DATABASE_NAME}`;
  return url.toString();
}

export async function runSql(sql: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: appDatabaseUrl() });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}
