import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Tables } from '../../../../platform/database/tables';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../../platform/paging/every-row';
import type { DisputeStatus } from '../../domain/dispute.entity';
import type { ReportStatus } from '../../domain/report.entity';
import { ExportDisputesQuery, ExportedDispute, ExportedReport, ExportFiledReportsQuery, ReportType } from '../../public';

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
