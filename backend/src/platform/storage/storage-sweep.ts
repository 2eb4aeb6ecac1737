import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../clock/clock';
import { RecurringJob } from '../schedule/recurring-job';
import { Bucket, ObjectStorage } from './object-storage';
import { StorageLedger } from './storage-ledger';

const BUCKETS: Bucket[] = ['media', 'documents'];
/** Keys looked up in the ledger at a time. */
const BATCH = 500;

/** Deletes what its owner no longer wants stored (its rows and ledger entries, then its objects); returns how many. */
export type StoragePruner = () => Promise<number>;

/**
 * Deletes stored objects no ledger row names (an upload to a URL after its upload was finalized,
 * an object a crash left between writing and recording), found by listing the storage itself.
 * Objects younger than the grace period are left alone. Safe on every instance at once: each
 * deletes only what no row names, and deleting twice is harmless.
 */
@Injectable()
export class StorageSweep extends RecurringJob {
  protected readonly intervalMs: number;
  protected readonly failureMessage = 'sweeping unrecorded stored objects failed; the next run tries again';
  private readonly pruners: StoragePruner[] = [];

  constructor(
    private readonly storage: ObjectStorage,
    private readonly ledger: StorageLedger,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    logger: PinoLogger,
  ) {
    super(logger);
    this.intervalMs = config.STORAGE_SWEEP_INTERVAL_MINUTES * 60_000;
  }

  /** Adds what each run prunes first (e.g. attachments never attached): a part of the platform that keeps files registers once. */
  addPruner(pruner: StoragePruner): void {
    this.pruners.push(pruner);
  }

  /** Runs the pruners, then deletes the orphans of both buckets; returns how many objects went. */
  async run(): Promise<number> {
    const cutoff = this.clock.now().getTime() - this.config.STORAGE_SWEEP_GRACE_MINUTES * 60_000;
    let removed = 0;
    for (const prune of this.pruners) removed += await prune();
    for (const bucket of BUCKETS) {
      let batch: string[] = [];
      const sweepBatch = async () => {
        for (const key of await this.ledger.unrecorded(bucket, batch)) {
          await this.storage.remove(bucket, key);
          removed++;
          this.logger.info({ bucket, key }, 'deleted a stored object no record names');
        }
        batch = [];
      };
      for await (const object of this.storage.list(bucket)) {
        if (object.lastModified.getTime() > cutoff) continue;
        batch.push(object.key);
        if (batch.length >= BATCH) await sweepBatch();
      }
      await sweepBatch();
    }
    return removed;
  }
}
