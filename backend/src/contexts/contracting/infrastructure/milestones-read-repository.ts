import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Kysely } from 'kysely';
import { anyOf } from '../../../platform/database/any-of';
import type { Tables } from '../../../platform/database/tables';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../platform/paging/every-row';
import { Page, PAGE_SIZE, PageRequest } from '../../../platform/paging/keyset-page';
import { decodePageCursor, encodePageCursor, integerField } from '../../../platform/paging/page-cursor';
import { MILESTONE_LIMITS, MilestoneStatus, SubmissionOutcome } from '../domain/milestone-rules';

/** The milestone tables contracting owns. */
export type MilestoneTables = Pick<Tables, 'contracts' | 'contract_milestones' | 'milestone_submissions'>;

export type ExportedMilestone = {
  id: string;
  contractId: string;
  position: number;
  title: string;
  dueDate: string | null;
  description: string;
  status: MilestoneStatus;
  createdAt: string;
};

export type ExportedSubmission = {
  id: string;
  milestoneId: string;
  note: string;
  submittedAt: string;
  outcome: SubmissionOutcome | null;
  outcomeNote: string | null;
  decidedAt: string | null;
};

export type SubmissionRow = {
  id: string;
  note: string;
  submittedAt: string;
  autoApproveAt: string;
  outcome: SubmissionOutcome | null;
  outcomeNote: string | null;
  decidedAt: string | null;
};

export type MilestoneRow = {
  id: string;
  position: number;
  title: string;
  dueDate: string | null;
  description: string;
  status: MilestoneStatus;
  /** The latest submission of it, if it was ever handed in. */
  latestSubmission: SubmissionRow | null;
};

export type MilestoneProgress = { total: number; approved: number; waiting: number };

/** Every read of the milestone tables, with the typed query builder. */
@Injectable()
export class MilestonesReadRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Kysely<MilestoneTables> {
    return this.em.getKysely<MilestoneTables>();
  }

  /**
   * The contract's milestones in order, a page at a time (the cursor is the last position read),
   * each with its latest submission: two statements a page, whatever the contract's size.
   */
  async milestonesOf(contractId: string, page: PageRequest): Promise<Page<MilestoneRow>> {
    const limit = page.limit ?? PAGE_SIZE.default;
    const after =
      page.cursor === undefined ? 0 : decodePageCursor<[number]>(page.cursor, [integerField(0, MILESTONE_LIMITS.perContract)])[0];
    const rows = await this.db
      .selectFrom('contract_milestones')
      .select(['id', 'position', 'title', 'description', 'status'])
      .select((eb) => eb.cast<string | null>('due_date', 'text').as('dueDate'))
      .where('contract_id', '=', contractId)
      .where('position', '>', after)
      .orderBy('position')
      .limit(limit + 1)
      .execute();
    const milestones = rows.slice(0, limit);
    const nextCursor = rows.length > limit ? encodePageCursor([milestones[milestones.length - 1].position]) : null;
    return { items: await this.withLatestSubmissions(milestones), nextCursor };
  }

  /** One milestone of the contract, as its page shows it. */
  async milestone(milestoneId: string): Promise<MilestoneRow | null> {
    const rows = await this.db
      .selectFrom('contract_milestones')
      .select(['id', 'position', 'title', 'description', 'status'])
      .select((eb) => eb.cast<string | null>('due_date', 'text').as('dueDate'))
      .where('id', '=', milestoneId)
      .execute();
    return (await this.withLatestSubmissions(rows))[0] ?? null;
  }

  private async withLatestSubmissions(
    milestones: (Omit<MilestoneRow, 'latestSubmission' | 'status'> & { status: string })[],
  ): Promise<MilestoneRow[]> {
    const ids = milestones.map((milestone) => milestone.id);
    const latest = await this.db
      .selectFrom('milestone_submissions')
      .distinctOn('milestone_id')
      .select(['id', 'milestone_id', 'note', 'submitted_at', 'auto_approve_at', 'outcome', 'outcome_note', 'decided_at'])
      .where((eb) => eb('milestone_id', '=', anyOf(eb, ids)))
      .orderBy('milestone_id')
      .orderBy('submitted_at', 'desc')
      .execute();
    const byMilestone = new Map(
      latest.map((row) => [
        row.milestone_id,
        {
          id: row.id,
          note: row.note,
          submittedAt: isoTimestamp(row.submitted_at),
          autoApproveAt: isoTimestamp(row.auto_approve_at),
          outcome: row.outcome as SubmissionOutcome | null,
          outcomeNote: row.outcome_note,
          decidedAt: isoTimestampOrNull(row.decided_at),
        },
      ]),
    );
    return milestones.map((row) => ({ ...row, status: row.status as MilestoneStatus, latestSubmission: byMilestone.get(row.id) ?? null }));
  }

  /** Each contract's milestones counted: all, approved, and submissions waiting for the client. */
  async progressOf(contractIds: readonly string[]): Promise<Map<string, MilestoneProgress>> {
    const counts = await this.db
      .selectFrom('contract_milestones')
      .select((eb) => [
        'contract_id',
        eb.fn.countAll<number>().as('total'),
        eb.fn.countAll<number>().filterWhere('status', '=', 'approved').as('approved'),
        eb.fn.countAll<number>().filterWhere('status', '=', 'submitted').as('waiting'),
      ])
      .where((eb) => eb('contract_id', '=', anyOf(eb, contractIds)))
      .groupBy('contract_id')
      .execute();
    return new Map(
      counts.map((row) => [row.contract_id, { total: Number(row.total), approved: Number(row.approved), waiting: Number(row.waiting) }]),
    );
  }

  /** Submissions still waiting whose time has come: to be approved on their own, or their client reminded. */
  async due(kind: 'auto_approve' | 'remind', now: Date, limit: number): Promise<string[]> {
    const column = kind === 'auto_approve' ? 'auto_approve_at' : 'remind_at';
    let query = this.db
      .selectFrom('milestone_submissions')
      .select('id')
      .where('outcome', 'is', null)
      .where(column, '<=', now.toISOString())
      .orderBy(column)
      .limit(limit);
    if (kind === 'remind') query = query.where('reminded_at', 'is', null);
    return (await query.execute()).map((row) => row.id);
  }

  /** Marks the reminder sent, once: answers whether this call did (two instances may try at once). */
  async markReminded(submissionId: string, now: Date): Promise<boolean> {
    const updated = await this.db
      .updateTable('milestone_submissions')
      .set({ reminded_at: now.toISOString() })
      .where('id', '=', submissionId)
      .where('reminded_at', 'is', null)
      .where('outcome', 'is', null)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** The milestones of the user's contracts, either side, for the data file. */
  exportedMilestones(userId: string): AsyncIterable<ExportedMilestone> {
    return everyRow(
      this.db
        .selectFrom('contract_milestones as m')
        .innerJoin('contracts as c', 'c.id', 'm.contract_id')
        .select(['m.id', 'm.contract_id as contractId', 'm.position', 'm.title', 'm.description', 'm.status', 'm.created_at as createdAt'])
        .select((eb) => eb.cast<string | null>('m.due_date', 'text').as('dueDate'))
        .where((eb) => eb.or([eb('c.client_id', '=', userId), eb('c.freelancer_id', '=', userId)]))
        .$narrowType<{ status: MilestoneStatus }>(),
      (eb) => ({ at: eb.ref('m.created_at'), id: eb.ref('m.id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      (row): ExportedMilestone => ({ ...row, createdAt: isoTimestamp(row.createdAt) }),
    );
  }

  /** The submissions of milestones of the user's contracts, either side, for the data file. */
  exportedSubmissions(userId: string): AsyncIterable<ExportedSubmission> {
    return everyRow(
      this.db
        .selectFrom('milestone_submissions as s')
        .innerJoin('contracts as c', 'c.id', 's.contract_id')
        .select([
          's.id',
          's.milestone_id as milestoneId',
          's.note',
          's.submitted_at as submittedAt',
          's.outcome',
          's.outcome_note as outcomeNote',
          's.decided_at as decidedAt',
        ])
        .where((eb) => eb.or([eb('c.client_id', '=', userId), eb('c.freelancer_id', '=', userId)]))
        .$narrowType<{ outcome: SubmissionOutcome | null }>(),
      (eb) => ({ at: eb.ref('s.submitted_at'), id: eb.ref('s.id') }),
      (row) => ({ at: row.submittedAt, id: row.id }),
      (row): ExportedSubmission => ({ ...row, submittedAt: isoTimestamp(row.submittedAt), decidedAt: isoTimestampOrNull(row.decidedAt) }),
    );
  }
}
