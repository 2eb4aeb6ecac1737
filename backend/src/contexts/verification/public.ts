import { Query } from '@nestjs/cqrs';
export * from './events';

/** Verification requests waiting for an administrator. */
export class CountPendingVerificationsQuery extends Query<number> {}

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

/** Every verification request of the user's, oldest first, read a page at a time as the caller iterates. */
export class ExportVerificationRequestsQuery extends Query<AsyncIterable<ExportedVerificationRequest>> {
  constructor(readonly userId: string) {
    super();
  }
}
