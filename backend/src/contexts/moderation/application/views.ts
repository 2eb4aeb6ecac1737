import { QueryBus } from '@nestjs/cqrs';
import { displayName, GetUserSummariesQuery, PersonView, toPersonView } from '../../identity/public';
import { GetJobTitlesQuery } from '../../jobs/public';
import type { Dispute, DisputeStatus } from '../domain/dispute.entity';
import type { EnforcementKind } from '../domain/enforcement-action.entity';
import type { Report, ReportStatus, ReportType } from '../domain/report.entity';
import { ActionTakenView, toActionTakenViews } from './actions-taken-view';
import { ReadEnforcementOnItemsQuery } from './queries/read-enforcement-on-items';
import type { AdminQueues, QueueItemFacts } from '../../../platform/admin-queues/admin-queues';

export type ReportView = {
  id: string;
  reportType: ReportType;
  targetId: string;
  reason: string;
  evidence: string | null;
  status: ReportStatus;
  note: string | null;
  createdAt: string;
  reviewedAt: string | null;
};

/**
 * What administrators see of a report: also who filed it (null once the account is gone) and what
 * the reported thing is called: the job's title, the user's name (null for a message, or once gone).
 */
export type AdminReportView = ReportView & {
  reporter: PersonView | null;
  targetName: string | null;
  /** The enforcement actions taken on this report, newest first (at most ACTIONS_TAKEN_SHOWN). */
  actionsTaken: ActionTakenView[];
  /** What is already in force, so the card offers no action twice. */
  inForce: ReportInForce;
  /** Who is working on it and what was decided before on the person it concerns. */
  queue: QueueItemFacts;
};

export type ReportInForce = {
  /** The action of the report's kind is in force on what it reports: the post taken down, the message removed, the account suspended. */
  target: boolean;
  /** Whose the reported thing is (the reported user, the post's owner, the message's sender) is suspended. */
  ownerSuspended: boolean;
};

export type DisputeView = {
  id: string;
  contractId: string;
  jobTitle: string;
  clientId: string;
  freelancerId: string;
  initiatorId: string;
  reason: string;
  status: DisputeStatus;
  resolution: string | null;
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
};

/** What administrators see of a dispute: also who opened it (null once the account is gone). */
export type AdminDisputeView = DisputeView & {
  initiator: PersonView | null;
  /** The enforcement actions taken on this dispute, newest first (at most ACTIONS_TAKEN_SHOWN). */
  actionsTaken: ActionTakenView[];
  /** Whether each party's account is suspended now, so the card offers no second suspension. */
  partiesSuspended: { client: boolean; freelancer: boolean };
  /** Who is working on it and what was decided before on the party it was opened against. */
  queue: QueueItemFacts;
};

/** The action on what a report of each type reports. */
export const REPORT_TARGET_KINDS: Record<ReportType, EnforcementKind> = {
  user: 'suspension',
  job: 'job_takedown',
  message: 'message_removal',
};

export function toReportView(report: Report): ReportView {
  return {
    id: report.id,
    reportType: report.reportType,
    targetId: report.targetId,
    reason: report.reason,
    evidence: report.evidence,
    status: report.status,
    note: report.note,
    createdAt: report.createdAt.toISOString(),
    reviewedAt: report.reviewedAt?.toISOString() ?? null,
  };
}

export function toDisputeView(dispute: Dispute): DisputeView {
  return {
    id: dispute.id,
    contractId: dispute.contractId,
    jobTitle: dispute.jobTitle,
    clientId: dispute.clientId,
    freelancerId: dispute.freelancerId,
    initiatorId: dispute.initiatorId,
    reason: dispute.reason,
    status: dispute.status,
    resolution: dispute.resolution,
    createdAt: dispute.createdAt.toISOString(),
    updatedAt: dispute.updatedAt.toISOString(),
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * Reports with their reporters, the names of what they report, the actions taken on them and what
 * is in force on their targets: one query for the enforcement, then one for the people and one for
 * the jobs, whatever the page's length.
 */
export async function toAdminReportViews(queryBus: QueryBus, queues: AdminQueues, reports: Report[]): Promise<AdminReportView[]> {
  const targetsOf = (type: Report['reportType']) => reports.filter((report) => report.reportType === type).map((report) => report.targetId);
  const enforcement = await queryBus.execute(
    new ReadEnforcementOnItemsQuery(
      { column: 'report_id', ids: reports.map((report) => report.id) },
      {
        subjectIds: reports.map((report) => report.targetId),
        kinds: [...new Set(reports.map((report) => REPORT_TARGET_KINDS[report.reportType]))],
      },
    ),
  );
  const adminIds = [...enforcement.actionsTaken.values()].flat().map((action) => action.adminId);
  const owners = reports.flatMap((report) => (report.targetUserId ? [report.targetUserId] : []));
  const [people, jobTitles] = await Promise.all([
    queryBus.execute(
      new GetUserSummariesQuery([...reports.map((report) => report.reporterId), ...targetsOf('user'), ...owners, ...adminIds]),
    ),
    queryBus.execute(new GetJobTitlesQuery(targetsOf('job'))),
  ]);
  const targetName = ({ reportType, targetId }: Report): string | null => {
    if (reportType === 'job') return jobTitles.get(targetId) ?? null;
    const person = reportType === 'user' ? people.get(targetId) : undefined;
    return person ? displayName(person) : null;
  };
  const views = reports.map((report) => ({
    ...toReportView(report),
    reporter: toPersonView(people.get(report.reporterId)),
    targetName: targetName(report),
    actionsTaken: toActionTakenViews(enforcement.actionsTaken.get(report.id), people),
    inForce: {
      target: enforcement.kindsInForce.get(report.targetId)?.has(REPORT_TARGET_KINDS[report.reportType]) ?? false,
      ownerSuspended: report.targetUserId ? (people.get(report.targetUserId)?.isSuspended ?? false) : false,
    },
  }));
  const personOf = new Map(reports.map((report) => [report.id, report.targetUserId]));
  return queues.withFacts('reports', views, (view) => personOf.get(view.id) ?? null);
}

/** Disputes with who opened them, the actions taken on them and whether their parties are suspended: one query for the actions, one for the people. */
export async function toAdminDisputeViews(queryBus: QueryBus, queues: AdminQueues, disputes: Dispute[]): Promise<AdminDisputeView[]> {
  const enforcement = await queryBus.execute(
    new ReadEnforcementOnItemsQuery({ column: 'dispute_id', ids: disputes.map((dispute) => dispute.id) }, { subjectIds: [], kinds: [] }),
  );
  const adminIds = [...enforcement.actionsTaken.values()].flat().map((action) => action.adminId);
  const people = await queryBus.execute(
    new GetUserSummariesQuery([
      ...disputes.flatMap((dispute) => [dispute.initiatorId, dispute.clientId, dispute.freelancerId]),
      ...adminIds,
    ]),
  );
  const views = disputes.map((dispute) => ({
    ...toDisputeView(dispute),
    initiator: toPersonView(people.get(dispute.initiatorId)),
    actionsTaken: toActionTakenViews(enforcement.actionsTaken.get(dispute.id), people),
    partiesSuspended: {
      client: people.get(dispute.clientId)?.isSuspended ?? false,
      freelancer: people.get(dispute.freelancerId)?.isSuspended ?? false,
    },
  }));
  const respondentOf = new Map(disputes.map((dispute) => [dispute.id, dispute.respondentId]));
  return queues.withFacts('disputes', views, (view) => respondentOf.get(view.id) ?? null);
}
