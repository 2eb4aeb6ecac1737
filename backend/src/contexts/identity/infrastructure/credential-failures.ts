import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import { secondsFromNow } from '../../../platform/database/seconds-from-now';
import type { Tables } from '../../../platform/database/tables';
import type { IntegrationEvent } from '../../../platform/outbox/integration-event';
import { recordEvent } from '../../../platform/outbox/outbox';
import { LockoutChange, LockoutState } from '../domain/sign-in-lockout';

type FailureTables = Pick<Tables, 'credential_failures'>;

/** Whose checks a row counts: an account, or an email that names none (hashed, so no address is stored). */
export type LockoutSubject = { key: string; userId: string | null };

export function accountSubject(userId: string): LockoutSubject {
  return { key: `account:${userId}`, userId };
}

export function emailSubject(email: string): LockoutSubject {
  return { key: `email:${createHash('sha256').update(email).digest('hex')}`, userId: null };
}

/**
 * The rows of credential_failures (decision 0053). Every change runs in a transaction of its own
 * on its own connection: never inside the transaction of the check it counts, so a rollback of
 * that check leaves the count, and never while that transaction holds a connection (the embedded
 * database has one).
 */
@Injectable()
export class CredentialFailures {
  constructor(private readonly em: EntityManager) {}

  /**
   * Applies `decide` to the subject's row (a fresh one if it has none), holding the row locked so
   * that concurrent checks of one account take their turns; the event `announce` makes of the
   * change, if any, is recorded in the same transaction.
   */
  change<T extends LockoutChange>(
    subject: LockoutSubject,
    decide: (state: LockoutState | null, now: Date) => T,
    announce: (change: T) => IntegrationEvent | null,
  ): Promise<T> {
    return this.em.fork().transactional(async (em) => {
      const db = em.getKysely<FailureTables>();
      // Inserted, or locked and read as it is, in one statement.
      const row = await db
        .insertInto('credential_failures')
        .values((eb) => ({ key: subject.key, user_id: subject.userId, attempts: 0, lockouts: 0, touched_at: eb.fn<string>('now') }))
        .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ key: eb.ref('excluded.key') })))
        .returning([
          'attempts',
          'lockouts',
          'locked_until',
          'touched_at',
          'notified_at',
          sql<Date>`now()`.as('now'),
          sql<boolean>`xmax = 0`.as('inserted'),
        ])
        .executeTakeFirstOrThrow();
      const state: LockoutState | null = row.inserted
        ? null
        : {
            attempts: row.attempts,
            lockouts: row.lockouts,
            lockedUntil: toDate(row.locked_until),
            touchedAt: toDate(row.touched_at)!,
            notifiedAt: toDate(row.notified_at),
          };
      const change = decide(state, new Date(row.now));
      const next = change.state;
      await db
        .updateTable('credential_failures')
        .set({
          attempts: next.attempts,
          lockouts: next.lockouts,
          locked_until: next.lockedUntil,
          touched_at: next.touchedAt,
          notified_at: next.notifiedAt,
        })
        .where('key', '=', subject.key)
        .execute();
      const event = announce(change);
      if (event) recordEvent(em, event);
      return change;
    });
  }

  /** A right sign-in: the subject starts afresh. */
  async forget(subject: LockoutSubject): Promise<void> {
    await this.em.fork().getKysely<FailureTables>().deleteFrom('credential_failures').where('key', '=', subject.key).execute();
  }

  /** Rows nothing happened to for `memorySeconds` and under no lock-out: they would start afresh anyway. */
  async pruneForgotten(memorySeconds: number): Promise<number> {
    const deleted = await this.em
      .fork()
      .getKysely<FailureTables>()
      .deleteFrom('credential_failures')
      .where((eb) =>
        eb.and([
          eb('touched_at', '<', secondsFromNow(eb, -memorySeconds)),
          eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', eb.fn<string>('now'))]),
        ]),
      )
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }
}

function toDate(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}
