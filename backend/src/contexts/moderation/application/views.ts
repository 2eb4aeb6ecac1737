import { QueryBus } from '@nestjs/cqrs';
import { displayName, GetUserSummariesQuery, PersonView, toPersonView } from '../../identity/public';
import { GetJobTitlesQuery } from '../../jobs/public';
import type { Dispute, DisputeStatus } from '../domain/dispute.entity';
import type { Report, ReportStatus, ReportType } from '../domain/report.entity';

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
export type AdminReportView = ReportView & { reporter: PersonView | null; targetName: string | null };

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
export type AdminDisputeView = DisputeView & { initiator: PersonView | null };

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

/** Reports with their reporters and the names of what they report, in one query for the people and one for the jobs. */
export async function toAdminReportViews(queryBus: QueryBus, reports: Report[]): Promise<AdminReportView[]> {
  const targetsOf = (type: Report['reportType']) => reports.filter((report) => report.reportType === type).map((report) => report.targetId);
  const [people, jobTitles] = await Promise.all([
    queryBus.execute(new GetUserSummariesQuery([...reports.map((report) => report.reporterId), ...targetsOf('user')])),
    queryBus.execute(new GetJobTitlesQuery(targetsOf('job'))),
  ]);
  const targetName = ({ reportType, targetId }: Report): string | null => {
    if (reportType === 'job') return jobTitles.get(targetId) ?? null;
    const person = reportType === 'user' ? people.get(targetId) : undefined;
    return person ? displayName(person) : null;
  };
  return reports.map((report) => ({
    ...toReportView(report),
    reporter: toPersonView(people.get(report.reporterId)),
    targetName: targetName(report),
  }));
}

/** Disputes with who opened them, in one query for the people. */
export async function toAdminDisputeViews(queryBus: QueryBus, disputes: Dispute[]): Promise<AdminDisputeView[]> {
  const people = await queryBus.execute(new GetUserSummariesQuery(disputes.map((dispute) => dispute.initiatorId)));
  return disputes.map((dispute) => ({ ...toDisputeView(dispute), initiator: toPersonView(people.get(dispute.initiatorId)) }));
}
