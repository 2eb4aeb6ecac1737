import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';
import type { Tables } from '../../../platform/database/tables';
import { everyRow, isoTimestamp } from '../../../platform/paging/every-row';
import { keysetPage, Page, PageRequest, toKeysetPage } from '../../../platform/paging/keyset-page';
import { SAVED_ITEMS_CAP } from '../domain/saved-items';

/** The tables of saved jobs and saved freelancers, the only ones these statements name. */
export type SavedItemsTables = Pick<Tables, 'saved_jobs' | 'saved_freelancers'>;

/** Which list: the saved jobs (keyed by job_id) or the saved freelancers (by freelancer_id). */
export type SavedKind = 'jobs' | 'freelancers';

const LISTS = {
  jobs: { table: 'saved_jobs', item: 'job_id' },
  freelancers: { table: 'saved_freelancers', item: 'freelancer_id' },
} as const;

/** One entry of a list: what was saved and when, `at` in PostgreSQL's text form (the keyset position). */
export type SavedRow = { itemId: string; at: string };

/** An entry as the data file shows it. */
export type ExportedSavedItem = { id: string; savedAt: string };

/** Every statement on saved_jobs and saved_freelancers; the writes in the transaction they are given. */
@Injectable()
export class SavedItemsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Kysely<SavedItemsTables> {
    return this.em.getKysely<SavedItemsTables>();
  }

  /**
   * Holds the user's lists until the transaction ends, so two saves at once cannot both pass the
   * cap with one place left.
   */
  async lockListsOf(em: EntityManager, userId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`saved-items:${userId}`}, 0))`.execute(em.getKysely());
  }

  async has(em: EntityManager, kind: SavedKind, userId: string, itemId: string): Promise<boolean> {
    const { table, item } = LISTS[kind];
    const row = await em
      .getKysely<SavedItemsTables>()
      .selectFrom(table)
      .select('user_id')
      .where('user_id', '=', userId)
      .where(item, '=', itemId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** How many entries the list holds, counted up to the cap (the (user_id, created_at) index, at most 100 entries). */
  async count(em: EntityManager, kind: SavedKind, userId: string): Promise<number> {
    const { table } = LISTS[kind];
    const row = await em
      .getKysely<SavedItemsTables>()
      .selectFrom((db) => db.selectFrom(table).select('user_id').where('user_id', '=', userId).limit(SAVED_ITEMS_CAP).as('entries'))
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /** Adds the entry; one already there keeps its date. */
  async add(em: EntityManager, kind: SavedKind, userId: string, itemId: string, at: Date): Promise<void> {
    const db = em.getKysely<SavedItemsTables>();
    const insert =
      kind === 'jobs'
        ? db.insertInto('saved_jobs').values({ user_id: userId, job_id: itemId, created_at: at })
        : db.insertInto('saved_freelancers').values({ user_id: userId, freelancer_id: itemId, created_at: at });
    await insert.onConflict((conflict) => conflict.doNothing()).execute();
  }

  /** Removes the entry, if there is one. */
  async remove(kind: SavedKind, userId: string, itemId: string): Promise<void> {
    const { table, item } = LISTS[kind];
    await this.db.deleteFrom(table).where('user_id', '=', userId).where(item, '=', itemId).execute();
  }

  /** Every entry of both lists goes (the account was deleted). */
  async removeAllOf(em: EntityManager, userId: string): Promise<void> {
    const db = em.getKysely<SavedItemsTables>();
    await db.deleteFrom('saved_jobs').where('user_id', '=', userId).execute();
    await db.deleteFrom('saved_freelancers').where('user_id', '=', userId).execute();
  }

  /** A page of the list, newest saved first (the (user_id, created_at, item) index). */
  async page(kind: SavedKind, userId: string, page: PageRequest): Promise<Page<SavedRow>> {
    const { table, item } = LISTS[kind];
    const rows = await keysetPage(
      this.db
        .selectFrom(table)
        .select((eb) => [eb.ref(item).as('itemId'), sql<string>`${eb.ref('created_at')}::text`.as('at')])
        .where('user_id', '=', userId),
      page,
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref(item) }),
    ).execute();
    return toKeysetPage(rows, page, (row) => ({ at: row.at, id: row.itemId }));
  }

  /** The ids of every entry of the list (at most the cap), newest saved first. */
  async ids(kind: SavedKind, userId: string): Promise<string[]> {
    const { table, item } = LISTS[kind];
    const rows = await this.db
      .selectFrom(table)
      .select((eb) => eb.ref(item).as('itemId'))
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(SAVED_ITEMS_CAP)
      .execute();
    return rows.map((row) => row.itemId);
  }

  /** Every entry of the list, oldest first, read a page at a time as the caller iterates (the data file). */
  exported(kind: SavedKind, userId: string): AsyncIterable<ExportedSavedItem> {
    const { table, item } = LISTS[kind];
    return everyRow(
      this.db
        .selectFrom(table)
        .select((eb) => [eb.ref(item).as('itemId'), sql<string>`${eb.ref('created_at')}::text`.as('at')])
        .where('user_id', '=', userId),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref(item) }),
      (row) => ({ at: row.at, id: row.itemId }),
      (row) => ({ id: row.itemId, savedAt: isoTimestamp(row.at) }),
    );
  }
}
