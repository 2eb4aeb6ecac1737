import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Tables } from '../../../../platform/database/tables';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../../platform/paging/every-row';
import type { DisputeStatus } from '../../domain/dispute.entity';
import type { ReportOutcome, ReportStatus } from '../../domain/report.entity';
import { ReportType } from '../../public';

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

/** Every report the user filed, oldest first, read a page at a time as the caller iterates. */
export class ExportFiledReportsQuery extends Query<AsyncIterable<ExportedReport>> {
  constructor(readonly userId: string) {
    super();
  }
}

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

/** Every dispute on the user's contracts (as their disputes screen shows them), oldest first, read a page at a time. */
export class ExportDisputesQuery extends Query<AsyncIterable<ExportedDispute>> {
  constructor(readonly userId: string) {
    super();
  }
}

type ModerationTables = Pick<Tables, 'reports' | 'disputes'>;

@QueryHandler(ExportFiledReportsQuery)
export class ExportFiledReportsHandler implements IQueryHandler<ExportFiledReportsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportFiledReportsQuery): Promise<AsyncIterable<ExportedReport>> {
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
}

@QueryHandler(ExportDisputesQuery)
export class ExportDisputesHandler implements IQueryHandler<ExportDisputesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportDisputesQuery): Promise<AsyncIterable<ExportedDispute>> {
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
