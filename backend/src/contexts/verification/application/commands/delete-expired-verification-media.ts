import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { AppConfig } from '../../../../config/app-config';
import { Clock } from '../../../../platform/clock/clock';
import { ObjectStorage } from '../../../../platform/storage/object-storage';
import { StorageLedger } from '../../../../platform/storage/storage-ledger';
import { mediaRetentionCutoff, VerificationRequest } from '../../domain/verification-request.entity';
import { deleteMedia } from '../delete-media';

/** Deletes the files of requests decided longer ago than the retention period; returns how many. */
export class DeleteExpiredVerificationMediaCommand extends Command<number> {}

const RETENTION_BATCH = 100;

@CommandHandler(DeleteExpiredVerificationMediaCommand)
export class DeleteExpiredVerificationMediaHandler implements ICommandHandler<DeleteExpiredVerificationMediaCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ObjectStorage,
    private readonly ledger: StorageLedger,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    const cutoff = mediaRetentionCutoff(now, this.config.VERIFICATION_MEDIA_RETENTION_DAYS);
    let deleted = 0;
    for (;;) {
      const em = this.em.fork();
      // The query reads isMediaDue in SQL to fetch a batch; the entity has the last word, and a batch
      // with nothing due ends the sweep. Instances sweeping at once may pick the same rows: deleting
      // twice is harmless.
      const candidates = await em.find(
        VerificationRequest,
        { status: { $ne: 'pending' }, reviewedAt: { $lte: cutoff }, mediaDeletedAt: null },
        { limit: RETENTION_BATCH, orderBy: { reviewedAt: 'asc' } },
      );
      const due = candidates.filter((request) => request.isMediaDue(cutoff));
      if (due.length === 0) return deleted;
      for (const request of due) await deleteMedia(em, this.storage, this.ledger, request.releaseMedia(now));
      deleted += due.length;
      this.logger.info({ count: due.length }, 'deleted verification files past their retention');
    }
  }
}
