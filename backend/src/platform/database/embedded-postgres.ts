import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

export type EmbeddedPostgres = {
  url: string;
  stop(): Promise<void>;
};

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) in this process and serves it on a
 * loopback port, so the ordinary pg driver talks to it exactly as to a real server.
 * It serves one connection at a time: the pool using it must have max 1.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true });
  // pg_trgm: the trigram index of the administrators' people search (decision 0036).
  const db = await PGlite.create(inMemory ? dataDir : resolve(dataDir), { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgresql://postgres:postgres@${address}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
