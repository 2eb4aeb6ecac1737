import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { anyOf } from '../../../platform/database/any-of';
import type { Tables } from '../../../platform/database/tables';
import { findEntityPage } from '../../../platform/paging/entity-page';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../platform/paging/every-row';
import { Page, PageRequest } from '../../../platform/paging/keyset-page';
import { Dispute, type DisputeStatus } from '../domain/dispute.entity';
import type { EnforcementKind, EnforcementStatus } from '../domain/enforcement-action.entity';
import { Report, type ReportOutcome, type ReportStatus, type ReportType } from '../domain/report.entity';

type ModerationTables = Pick<Tables, 'reports' | 'disputes' | 'enforcement_actions'>;

/** An enforcement action as a report's or dispute's card lists it (timestamps in PostgreSQL's text form). */
export type ActionTakenRow = {
  id: string;
  /** The report or dispute it was taken on. */
  takenOn: string;
  kind: EnforcementKind;
  status: EnforcementStatus;
  subjectId: string;
  adminId: string;
  createdAt: string;
  endsAt: string | null;
  liftedAt: string | null;
};

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

  /**
   * The newest `perItem` actions taken on each of these reports (`report_id`) or disputes
   * (`dispute_id`), newest first: one statement for a page of them, on the partial indexes of
   * each column.
   */
  async actionsTakenOn(column: 'report_id' | 'dispute_id', ids: readonly string[], perItem: number): Promise<ActionTakenRow[]> {
    if (ids.length === 0) return [];
    const db = this.em.getKysely<ModerationTables>();
    const ranked = db
      .selectFrom('enforcement_actions as e')
      .select((eb) => [
        'e.id',
        eb.ref(`e.${column}`).$notNull().as('takenOn'),
        'e.kind',
        'e.status',
        'e.subject_id as subjectId',
        'e.admin_id as adminId',
        'e.created_at as createdAt',
        'e.ends_at as endsAt',
        'e.lifted_at as liftedAt',
        sql<number>`row_number() over (partition by ${eb.ref(`e.${column}`)} order by ${eb.ref('e.created_at')} desc, ${eb.ref('e.id')} desc)`.as(
          'rank',
        ),
      ])
      .where((eb) => eb(`e.${column}`, '=', anyOf(eb, ids)));
    const rows = await db
      .selectFrom(ranked.as('a'))
      .select(['a.id', 'a.takenOn', 'a.kind', 'a.status', 'a.subjectId', 'a.adminId', 'a.createdAt', 'a.endsAt', 'a.liftedAt'])
      .where('a.rank', '<=', perItem)
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .$narrowType<{ kind: EnforcementKind; status: EnforcementStatus }>()
      .execute();
    return rows;
  }

  /** The kinds of action in force (active) on each of these subjects: subject id → kinds. */
  async kindsInForceOn(subjectIds: readonly string[], kinds: readonly EnforcementKind[]): Promise<Map<string, Set<EnforcementKind>>> {
    const inForce = new Map<string, Set<EnforcementKind>>();
    if (subjectIds.length === 0 || kinds.length === 0) return inForce;
    // The partial unique index (kind, subject_id) where active answers it.
    const rows = await this.em
      .getKysely<ModerationTables>()
      .selectFrom('enforcement_actions')
      .select(['subject_id as subjectId', 'kind'])
      .where('status', '=', sql.lit('active'))
      .where((eb) => eb('kind', '=', anyOf(eb, kinds)))
      .where((eb) => eb('subject_id', '=', anyOf(eb, subjectIds)))
      .$narrowType<{ kind: EnforcementKind }>()
      .execute();
    for (const { subjectId, kind } of rows) inForce.set(subjectId, (inForce.get(subjectId) ?? new Set()).add(kind));
    return inForce;
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
