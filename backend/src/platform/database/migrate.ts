import { MikroORM } from '@mikro-orm/core';

/** Applies every committed migration that has not run yet; returns their names. */
export async function applyMigrations(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((migration) => migration.name);
}
