import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { anyOf } from '../../../platform/database/any-of';
import type { Tables } from '../../../platform/database/tables';
import { findEntityPage } from '../../../platform/paging/entity-page';
import { everyPage, isoTimestamp, isoTimestampOrNull } from '../../../platform/paging/every-row';
import { KeysetOrder, Page, PageRequest } from '../../../platform/paging/keyset-page';
import { VerificationRequest, VerificationStatus } from '../domain/verification-request.entity';

/** One of the user's verification requests, as their data export lists it: the files' existence, never the files. */
export type ExportedVerificationRequest = {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  submittedAt: string;
  reviewedAt: string | null;
  reviewNote: string | null;
  idDocument: { contentType: string; stored: boolean };
  video: { contentType: string; stored: boolean };
  /** When the files were deleted (retention, the user, or nothing yet). */
  filesDeletedAt: string | null;
  /**
   * What administrators did with the request, from the audit log: opening the files
   * ('verification.documents_opened') and deciding. Who, by name, stays in the audit log: who
   * administers the site is never published.
   */
  administratorActions: { action: string; at: string }[];
};

/** verification's table, and the audit log its administrators' actions on requests are recorded in. */
type ExportTables = Pick<Tables, 'verification_requests' | 'admin_actions'>;

/** The subject type recordAdminAction names verification requests by. */
const REQUEST_SUBJECT = 'verification_request';

/** The reads of verification's tables, their conditions written with the typed query builder. */
@Injectable()
export class VerificationReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** The requests of one status, in the order of their submission `order` says. */
  requestsPage(status: VerificationStatus, page: PageRequest, order: KeysetOrder): Promise<Page<VerificationRequest>> {
    return findEntityPage(this.em, VerificationRequest, 'verification_requests', (eb) => eb('status', '=', status), page, { order });
  }

  /** The user's requests, newest first. */
  userRequestsPage(userId: string, page: PageRequest): Promise<Page<VerificationRequest>> {
    return findEntityPage(this.em, VerificationRequest, 'verification_requests', (eb) => eb('user_id', '=', userId), page);
  }

  /** Every verification request of the user's, oldest first, read a page at a time as the caller iterates. */
  exportedRequests(userId: string): AsyncIterable<ExportedVerificationRequest> {
    const db = this.em.getKysely<ExportTables>();
    const pages = everyPage(
      db
        .selectFrom('verification_requests')
        .select([
          'id',
          'status',
          'created_at as submittedAt',
          'reviewed_at as reviewedAt',
          'review_note as reviewNote',
          'id_document_type as idDocumentType',
          'id_document_key as idDocumentKey',
          'video_type as videoType',
          'video_key as videoKey',
          'media_deleted_at as filesDeletedAt',
        ])
        .where('user_id', '=', userId)
        .$narrowType<{ status: VerificationStatus }>(),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.submittedAt, id: row.id }),
    );
    return (async function* () {
      for await (const requests of pages) {
        // One statement per page of requests, on the audit log's (subject_type, subject_id) index.
        const actions = await db
          .selectFrom('admin_actions')
          .select(['subject_id as requestId', 'action', 'created_at as at'])
          .where('subject_type', '=', REQUEST_SUBJECT)
          .where((eb) =>
            eb(
              'subject_id',
              '=',
              anyOf(
                eb,
                requests.map((request) => request.id),
              ),
            ),
          )
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        const actionsOf = new Map<string, { action: string; at: string }[]>();
        for (const { requestId, action, at } of actions) actionsOf.set(requestId, [...(actionsOf.get(requestId) ?? []), { action, at }]);
        for (const request of requests) {
          yield {
            id: request.id,
            status: request.status,
            submittedAt: isoTimestamp(request.submittedAt),
            reviewedAt: isoTimestampOrNull(request.reviewedAt),
            reviewNote: request.reviewNote,
            idDocument: { contentType: request.idDocumentType, stored: request.idDocumentKey !== null },
            video: { contentType: request.videoType, stored: request.videoKey !== null },
            filesDeletedAt: isoTimestampOrNull(request.filesDeletedAt),
            administratorActions: (actionsOf.get(request.id) ?? []).map(({ action, at }) => ({ action, at: isoTimestamp(at) })),
          };
        }
      }
    })();
  }
}
