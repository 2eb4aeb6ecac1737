import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';

/** Interim: `?` placeholders numbered for PostgreSQL, run on the ORM's Kysely pool. */
export async function readRows<T>(em: EntityManager, text: string, params: readonly unknown[] = []): Promise<T[]> {
  let index = 0;
  const numbered = text.replace(/\?/g, () => `$${++index}`);
  const result = await em
    .fork()
    .getKysely()
    .executeQuery<T>(CompiledQuery.raw(numbered, [...params]));
  return result.rows;
}
