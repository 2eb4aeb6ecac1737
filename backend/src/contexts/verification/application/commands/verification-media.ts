import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { AppConfig } from '../../../../config/app-config';
import { recordAdminAction } from '../../../../platform/audit/audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { ObjectStorage } from '../../../../platform/storage/object-storage';
import { StorageLedger } from '../../../../platform/storage/storage-ledger';
import { VerificationNotFound } from '../../domain/verification-errors';
import { mediaRetentionCutoff, VerificationRequest } from '../../domain/verification-request.entity';

/** How long a document link works: long enough to open it, short enough to be useless when shared. */
export const DOCUMENT_LINK_SECONDS = 5 * 60;

export type DocumentLinks = { idDocumentUrl: string; videoUrl: string; expiresAt: string };

/** Signed links to a request's files for the administrator reviewing it; every opening is recorded. */
export class OpenVerificationDocumentsCommand extends Command<DocumentLinks> {
  constructor(
    readonly adminId: string,
    readonly requestId: string,
  ) {
    super();
  }
}

/** The owner deletes the files of a decided request (the decision stays). */
export class DeleteOwnVerificationMediaCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly requestId: string,
  ) {
    super();
  }
}

/** Deletes the files of requests decided longer ago than the retention period; returns how many. */
export class DeleteExpiredVerificationMediaCommand extends Command<number> {}

/**
 * Deletes the files a request released from storage, then forgets them in the database: if the
 * second step fails, the next attempt deletes (nothing) again and records it, so no file outlives
 * its record.
 */
async function deleteMedia(em: EntityManager, storage: ObjectStorage, ledger: StorageLedger, keys: string[]): Promise<void> {
  for (const key of keys) await storage.remove('documents', key);
  await ledger.forget('documents', keys);
  await em.flush();
}

@CommandHandler(OpenVerificationDocumentsCommand)
export class OpenVerificationDocumentsHandler implements ICommandHandler<OpenVerificationDocumentsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ObjectStorage,
    private readonly clock: Clock,
  ) {}

  async execute({ adminId, requestId }: OpenVerificationDocumentsCommand): Promise<DocumentLinks> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + DOCUMENT_LINK_SECONDS * 1000);
    const request = await this.em.fork().transactional(async (em) => {
      const found = await em.findOne(VerificationRequest, requestId);
      if (!found) throw new VerificationNotFound();
      const keys = found.mediaKeys();
      // Recorded before any link exists: no view goes unrecorded.
      recordAdminAction(em, {
        adminId,
        action: 'verification.documents_opened',
        subjectType: 'verification_request',
        subjectId: found.id,
        before: null,
        after: { linksExpireAt: expiresAt.toISOString() },
        createdAt: now,
      });
      return { ...keys, idDocumentType: found.idDocumentType, videoType: found.videoType };
    });
    const [idDocumentUrl, videoUrl] = await Promise.all([
      this.storage.downloadUrl({ bucket: 'documents', key: request.idDocumentKey, expiresAt, contentType: request.idDocumentType }),
      this.storage.downloadUrl({ bucket: 'documents', key: request.videoKey, expiresAt, contentType: request.videoType }),
    ]);
    return { idDocumentUrl, videoUrl, expiresAt: expiresAt.toISOString() };
  }
}

@CommandHandler(DeleteOwnVerificationMediaCommand)
export class DeleteOwnVerificationMediaHandler implements ICommandHandler<DeleteOwnVerificationMediaCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ObjectStorage,
    private readonly ledger: StorageLedger,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, requestId }: DeleteOwnVerificationMediaCommand): Promise<void> {
    const em = this.em.fork();
    const request = await em.findOne(VerificationRequest, requestId);
    if (!request) throw new VerificationNotFound();
    await deleteMedia(em, this.storage, this.ledger, request.releaseMediaOf(userId, this.clock.now()));
  }
}

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
