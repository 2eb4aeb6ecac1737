import { AppConfig } from '../../config/app-config';
import { DatabaseConnection } from './database.module';
import { startEmbeddedPostgres } from './embedded-postgres';

export type OpenDatabase = { connection: DatabaseConnection; close(): Promise<void> };

/** DATABASE_URL when set; otherwise the embedded database, started here. */
export async function openDatabase(config: AppConfig): Promise<OpenDatabase> {
  if (config.DATABASE_URL) {
    return { connection: { url: config.DATABASE_URL, embedded: false }, close: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres(config.EMBEDDED_DB_DIR);
  return { connection: { url: embedded.url, embedded: true }, close: () => embedded.stop() };
}
