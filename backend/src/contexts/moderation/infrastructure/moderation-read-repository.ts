import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Tables } from '../../../platform/database/tables';
import { findEntityPage } from '../../../platform/paging/entity-page';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../platform/paging/every-row';
import { Page, PageRequest } from '../../../platform/paging/keyset-page';
import { Dispute, type DisputeStatus } from '../domain/dispute.entity';
import { Report, type ReportOutcome, type ReportStatus, type ReportType } from '../domain/report.entity';

type ModerationTables = Pick<Tables, 'reports' | 'disputes'>;

/** A report the user filed, as their data export lists it. */
export type ExportedReport = {
  id: string;
  reportType: ReportType;
  targetId: string;
  reason: string;
  evidence: string | null;
  status: 'pending' | ReportOutcome;
  /** The administrator's note to the user, once reviewed. */
  note: string | null;
  createdAt: string;
  reviewedAt: string | null;
};

/** A dispute on one of the user's contracts, whoever opened it, as their data export lists it. */
export type ExportedDispute = {
  id: string;
  contractId: string;
  jobTitle: string;
  openedByMe: boolean;
  reason: string;
  status: 'open' | 'under_review' | 'resolved';
  resolution: string | null;
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
};

/** The pages of moderation's tables, their conditions written with the typed query builder. */
@Injectable()
export class ModerationReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** The reports `reporterId` filed, newest first. */
  reportsPage(reporterId: string, page: PageRequest): Promise<Page<Report>> {
    return findEntityPage(this.em, Report, 'reports', (eb) => eb('reporter_id', '=', reporterId), page);
  }

  /** The disputes on the user's contracts, on either side, whoever opened them, newest first. */
  disputesPage(userId: string, page: PageRequest): Promise<Page<Dispute>> {
    return findEntityPage(
      this.em,
      Dispute,
      'disputes',
      (eb) => eb.or([eb('client_id', '=', userId), eb('freelancer_id', '=', userId)]),
      page,
    );
  }

  /** Every report the user filed, oldest first, read a page at a time as the caller iterates. */
  exportedReports(userId: string): AsyncIterable<ExportedReport> {
    return everyRow(
      this.em
        .getKysely<ModerationTables>()
        .selectFrom('reports')
        .select([
          'id',
          'report_type as reportType',
          'target_id as targetId',
          'reason',
          'evidence',
          'status',
          'note',
          'created_at as createdAt',
          'reviewed_at as reviewedAt',
        ])
        .where('reporter_id', '=', userId)
        .$narrowType<{ reportType: ReportType; status: ReportStatus }>(),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      (row) => ({ ...row, createdAt: isoTimestamp(row.createdAt), reviewedAt: isoTimestampOrNull(row.reviewedAt) }),
    );
  }

  /** Every dispute on the user's contracts (as their disputes screen shows them), oldest first, read a page at a time. */
  exportedDisputes(userId: string): AsyncIterable<ExportedDispute> {
    return everyRow(
      this.em
        .getKysely<ModerationTables>()
        .selectFrom('disputes')
        .select([
          'id',
          'contract_id as contractId',
          'job_title as jobTitle',
          'initiator_id as initiatorId',
          'reason',
          'status',
          'resolution',
          'created_at as createdAt',
          'updated_at as updatedAt',
          'resolved_at as resolvedAt',
        ])
        .where((eb) => eb.or([eb('client_id', '=', userId), eb('freelancer_id', '=', userId)]))
        .$narrowType<{ status: DisputeStatus }>(),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      ({ initiatorId, createdAt, updatedAt, resolvedAt, ...dispute }): ExportedDispute => ({
        ...dispute,
        openedByMe: initiatorId === userId,
        createdAt: isoTimestamp(createdAt),
        updatedAt: isoTimestamp(updatedAt),
        resolvedAt: isoTimestampOrNull(resolvedAt),
      }),
    );
  }
}
