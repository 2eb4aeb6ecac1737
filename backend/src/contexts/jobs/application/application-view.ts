import { QueryBus } from '@nestjs/cqrs';
import type { Attachments } from '../../../platform/attachments/public';
import { FindContractsOfApplicationsQuery } from '../../contracting/public';
import { GetUserSummariesQuery, toPersonView } from '../../identity/public';
import { Application } from '../domain/application.entity';
import { ApplicationView } from './views';

/** What an applicant reads in place of the title of a post hidden from them (taken down, or its owner suspended). */
export const HIDDEN_POST_TITLE = 'This post is no longer available';

/**
 * The applications as `viewerId` sees them: the title of a post hidden from them is not shown.
 * Their files are read in one statement for the whole page.
 */
export async function toViews(
  queryBus: QueryBus,
  attachments: Attachments,
  applications: Application[],
  viewerId: string,
): Promise<ApplicationView[]> {
  const accepted = applications.filter((application) => application.status === 'accepted').map((application) => application.id);
  const [people, contracts, files] = await Promise.all([
    queryBus.execute(new GetUserSummariesQuery(applications.map((application) => application.freelancerId))),
    queryBus.execute(new FindContractsOfApplicationsQuery(accepted)),
    attachments.viewsOf(
      'proposal',
      applications.map((application) => application.id),
    ),
  ]);
  return applications.map((application) => ({
    id: application.id,
    jobId: application.job.id,
    freelancerId: application.freelancerId,
    coverLetter: application.coverLetter,
    proposal: application.coverLetter,
    status: application.status,
    stage: application.stage,
    proposedRate: application.proposedRate,
    availability: { hoursPerWeek: application.hoursPerWeek, startDate: application.startDate },
    decline: application.status === 'rejected' ? { reason: application.declineReason ?? 'other', note: application.declineNote } : null,
    invitationId: application.invitationId,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    job: {
      id: application.job.id,
      title: application.job.isHiddenFrom(viewerId) ? HIDDEN_POST_TITLE : application.job.title,
      status: application.job.status,
      jobType: application.job.jobType,
      category: application.job.category,
      clientId: application.job.clientId,
    },
    freelancer: toPersonView(people.get(application.freelancerId)),
    contractId: contracts.get(application.id) ?? null,
    attachments: files.get(application.id) ?? [],
    safety: { verdict: application.safetyVerdict, reasons: application.safetyReasons },
  }));
}
