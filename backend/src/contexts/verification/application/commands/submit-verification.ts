import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { ObjectStorage } from '../../../../platform/storage/object-storage';
import { StorageLedger } from '../../../../platform/storage/storage-ledger';
import type { StoredFile } from '../../../../platform/storage/streamed-files';
import { VerificationPending } from '../../domain/verification-errors';
import { VerificationRequest } from '../../domain/verification-request.entity';

/** Files the HTTP layer already streamed to private storage (see StreamedUploads). */
export type VerificationFiles = { idDocument: StoredFile; video: StoredFile };

export class SubmitVerificationCommand extends Command<{ requestId: string }> {
  constructor(
    readonly userId: string,
    readonly files: VerificationFiles,
  ) {
    super();
  }
}

@CommandHandler(SubmitVerificationCommand)
export class SubmitVerificationHandler implements ICommandHandler<SubmitVerificationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly storage: ObjectStorage,
    private readonly ledger: StorageLedger,
  ) {}

  async execute({ userId, files }: SubmitVerificationCommand): Promise<{ requestId: string }> {
    const request = new VerificationRequest({ userId, idDocument: files.idDocument, video: files.video, createdAt: this.clock.now() });
    try {
      await this.em.fork().persist(request).flush();
    } catch (error) {
      const keys = [files.idDocument.key, files.video.key];
      await Promise.all(keys.map((key) => this.storage.remove('documents', key).catch(() => undefined)));
      await this.ledger.forget('documents', keys);
      // Two submissions at once: the one-pending-per-user index lets one in.
      if (error instanceof UniqueConstraintViolationException) throw new VerificationPending();
      throw error;
    }
    return { requestId: request.id };
  }
}
