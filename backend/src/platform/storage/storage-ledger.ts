import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../clock/clock';
import { lockForTransaction } from '../database/advisory-lock';
import type { Tables } from '../database/tables';
import type { Bucket } from './object-storage';
import { StorageQuotaExceeded } from './storage-errors';
import { StoredObjectRecord } from './stored-object.entity';
import { anyOf } from '../database/any-of';

export type LedgerEntry = { bucket: Bucket; key: string; size: number };

type LedgerTables = Pick<Tables, 'stored_objects'>;

const MB = 1024 * 1024;

/**
 * The record of what the server stores, and for whom (see StoredObjectRecord). An object is
 * recorded before it is written and forgotten after it is deleted, so at every moment what the
 * storage holds that no row names is an orphan, once it is older than a write takes.
 */
@Injectable()
export class StorageLedger {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  get quotaBytes(): number {
    return this.config.STORAGE_QUOTA_MB_PER_USER * MB;
  }

  /**
   * Records objects about to be stored for `ownerId` at the most they may take, refused with
   * StorageQuotaExceeded if that would take the owner over the quota. Within `em`'s transaction when
   * given (the caller's checks and this one then hold together), else in one of its own.
   */
  async reserve(ownerId: string, entries: LedgerEntry[], em?: EntityManager): Promise<void> {
    const work = async (tx: EntityManager) => {
      // Serializes one owner's reservations, so the quota holds under concurrent requests.
      await lockForTransaction(tx, `storage:${ownerId}`);
      const used = await this.usage(ownerId, tx);
      const wanted = entries.reduce((sum, entry) => sum + entry.size, 0);
      if (used + wanted > this.quotaBytes) throw new StorageQuotaExceeded(this.quotaBytes, used);
      const createdAt = this.clock.now();
      for (const entry of entries) tx.persist(new StoredObjectRecord({ ...entry, ownerId, createdAt }));
      await tx.flush();
    };
    if (em) await work(em);
    else await this.em.fork().transactional(work);
  }

  /** Records an object (or corrects the size of one recorded at its limit). */
  async record(ownerId: string | null, entry: LedgerEntry): Promise<void> {
    await this.db()
      .insertInto('stored_objects')
      .values({ bucket: entry.bucket, key: entry.key, owner_id: ownerId, size: entry.size, created_at: this.clock.now() })
      .onConflict((conflict) =>
        conflict.columns(['bucket', 'key']).doUpdateSet((eb) => ({ size: eb.ref('excluded.size'), owner_id: eb.ref('excluded.owner_id') })),
      )
      .execute();
  }

  /** Forgets objects that were deleted (or never written). */
  async forget(bucket: Bucket, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db()
      .deleteFrom('stored_objects')
      .where('bucket', '=', bucket)
      .where((eb) => eb('key', '=', anyOf(eb, keys)))
      .execute();
  }

  /** Bytes recorded for the owner. */
  async usage(ownerId: string, em: EntityManager = this.em.fork()): Promise<number> {
    const row = await this.db(em)
      .selectFrom('stored_objects')
      // A bigint sum comes as text; a quota in bytes fits a number.
      .select((eb) => eb.fn.sum<string | null>('size').as('used'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return Number(row?.used ?? 0);
  }

  /** Of `keys`, those no row names. */
  async unrecorded(bucket: Bucket, keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await this.db()
      .selectFrom('stored_objects')
      .select('key')
      .where('bucket', '=', bucket)
      .where((eb) => eb('key', '=', anyOf(eb, keys)))
      .execute();
    const recorded = new Set(rows.map((row) => row.key));
    return keys.filter((key) => !recorded.has(key));
  }

  /** In `em`'s transaction when given. */
  private db(em: EntityManager = this.em) {
    return em.getKysely<LedgerTables>();
  }
}
