import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { MediaProbe } from '../../../../platform/storage/media-probe';
import { ObjectStorage } from '../../../../platform/storage/object-storage';
import { StorageLedger } from '../../../../platform/storage/storage-ledger';
import type { StoredFile } from '../../../../platform/storage/streamed-files';
import { VerificationPending } from '../../domain/verification-errors';
import { acceptedIdImage, acceptedVideo } from '../../domain/verification-media';
import { VerificationRequest } from '../../domain/verification-request.entity';
import { recordQueueItemChange } from '../../../../platform/admin-queues/admin-queue';

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

/**
 * Measures the stored files (the image's header, the video's container, duration and picture
 * size, read from storage a range at a time) and keeps the request with those figures when they
 * are what the screen asks for. A refusal, like any failure, deletes both files.
 */
@CommandHandler(SubmitVerificationCommand)
export class SubmitVerificationHandler implements ICommandHandler<SubmitVerificationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly storage: ObjectStorage,
    private readonly ledger: StorageLedger,
    private readonly probe: MediaProbe,
  ) {}

  async execute({ userId, files }: SubmitVerificationCommand): Promise<{ requestId: string }> {
    try {
      const [image, video] = await Promise.all([
        this.probe.image('documents', files.idDocument.key),
        this.probe.video('documents', files.video.key, files.video.size),
      ]);
      const request = new VerificationRequest({
        userId,
        idDocument: { key: files.idDocument.key, contentType: files.idDocument.contentType, ...acceptedIdImage(image) },
        video: { key: files.video.key, ...acceptedVideo(video) },
        createdAt: this.clock.now(),
      });
      const em = this.em.fork();
      em.persist(request);
      recordQueueItemChange(em, 'verifications', request.id, userId, 'opened');
      await em.flush();
      return { requestId: request.id };
    } catch (error) {
      const keys = [files.idDocument.key, files.video.key];
      await Promise.all(keys.map((key) => this.storage.remove('documents', key).catch(() => undefined)));
      await this.ledger.forget('documents', keys);
      // Two submissions at once: the one-pending-per-user index lets one in.
      if (error instanceof UniqueConstraintViolationException) throw new VerificationPending();
      throw error;
    }
  }
}
