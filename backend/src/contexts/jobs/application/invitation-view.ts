import { QueryBus } from '@nestjs/cqrs';
import { GetUserSummariesQuery, toPersonView, type PersonView } from '../../identity/public';
import type { InvitationStatus, JobInvitation } from '../domain/job-invitation.entity';
import type { JobStatus } from '../domain/job-post.entity';
import { HIDDEN_POST_TITLE } from './application-view';

export type InvitationView = {
  id: string;
  jobId: string;
  job: { id: string; title: string; status: JobStatus };
  clientId: string;
  client: PersonView | null;
  freelancerId: string;
  freelancer: PersonView | null;
  message: string | null;
  /** closed: never answered, and the post is no longer open. */
  status: InvitationStatus | 'closed';
  declineReason: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The invitations as `viewerId` sees them, with both people. */
export async function toInvitationViews(queryBus: QueryBus, invitations: JobInvitation[], viewerId: string): Promise<InvitationView[]> {
  const people = await queryBus.execute(new GetUserSummariesQuery(invitations.flatMap((one) => [one.clientId, one.freelancerId])));
  return invitations.map((invitation) => ({
    id: invitation.id,
    jobId: invitation.job.id,
    job: {
      id: invitation.job.id,
      title: invitation.job.isHiddenFrom(viewerId) ? HIDDEN_POST_TITLE : invitation.job.title,
      status: invitation.job.status,
    },
    clientId: invitation.clientId,
    client: toPersonView(people.get(invitation.clientId)),
    freelancerId: invitation.freelancerId,
    freelancer: toPersonView(people.get(invitation.freelancerId)),
    message: invitation.message,
    status: invitation.shownStatus,
    declineReason: invitation.declineReason,
    createdAt: invitation.createdAt.toISOString(),
    updatedAt: invitation.updatedAt.toISOString(),
  }));
}
