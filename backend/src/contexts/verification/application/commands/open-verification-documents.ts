import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { recordAdminAction } from '../../../../platform/audit/audit-log';
import { Clock } from '../../../../platform/clock/clock';
import { ObjectStorage } from '../../../../platform/storage/object-storage';
import { VerificationNotFound } from '../../domain/verification-errors';
import { VerificationRequest } from '../../domain/verification-request.entity';

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
        personId: found.userId,
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
