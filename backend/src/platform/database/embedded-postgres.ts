import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { resolve } from 'node:path';
import { lockEmbeddedDatabase } from './embedded-database-lock';

export type EmbeddedPostgres = {
  url: string;
  stop(): Promise<void>;
};

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) in this process and serves it on a
 * loopback port, so the ordinary pg driver talks to it exactly as to a real server.
 * It serves one connection at a time: the pool using it must have max 1.
 *
 * A folder on disk is opened by one process at a time: a second opener (another process, or this
 * one again) gets EmbeddedDatabaseInUse before anything is read (embedded-database-lock).
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  if (dataDir.startsWith('memory://')) return serve(await createPGlite(dataDir));
  const lock = await lockEmbeddedDatabase(dataDir);
  try {
    const embedded = await serve(await createPGlite(resolve(dataDir)));
    return {
      url: embedded.url,
      async stop() {
        try {
          await embedded.stop();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

function createPGlite(dataDir: string): Promise<PGlite> {
  // pg_trgm: the trigram index of the administrators' people search (decision 0036).
  return PGlite.create(dataDir, { extensions: { pg_trgm } });
}

async function serve(db: PGlite): Promise<EmbeddedPostgres> {
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  const address = server.getServerConn();
  return {
    url: `postgresql://postgres:postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
