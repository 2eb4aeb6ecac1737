import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Takes the transaction-scoped advisory lock named `key` in `em`'s transaction: transactions that
 * name the same key take turns until each commits or rolls back. Serializes check-then-insert
 * work (a cap, a quota) that no row lock covers because the rows do not exist yet.
 */
export async function lockForTransaction(em: EntityManager, key: string): Promise<void> {
  await em
    .getKysely()
    .selectNoFrom((eb) => eb.fn('pg_advisory_xact_lock', [eb.fn('hashtext', [eb.val(key)])]).as('locked'))
    .execute();
}
