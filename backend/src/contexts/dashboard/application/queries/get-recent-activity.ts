import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListRecentContractActivityQuery } from '../../../contracting/public';
import { displayName, GetUserSummariesQuery } from '../../../identity/public';
import { ListRecentApplicationActivityQuery } from '../../../jobs/public';
import { ListRecentReviewActivityQuery } from '../../../reviews/public';

export type ActivityItem = { title: string; description: string; createdAt: string; badge: string | null; link: string | null };

/** How many items the Recent Activity card shows. */
export const ACTIVITY_LIMIT = 10;

/** The signed-in user's recent activity across contexts, newest first. */
export class GetRecentActivityQuery extends Query<ActivityItem[]> {
  constructor(readonly userId: string) {
    super();
  }
}

const APPLICATION_TITLES = {
  sent: {
    pending: 'Application sent',
    accepted: 'Application accepted',
    rejected: 'Application not selected',
    withdrawn: 'Application withdrawn',
  },
  received: {
    pending: 'New application',
    accepted: 'Application accepted',
    rejected: 'Application rejected',
    withdrawn: 'Application withdrawn',
  },
} as const;

/** Contracts, applications and reviews, merged from their contexts' public queries. */
@QueryHandler(GetRecentActivityQuery)
export class GetRecentActivityHandler implements IQueryHandler<GetRecentActivityQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ userId }: GetRecentActivityQuery): Promise<ActivityItem[]> {
    // One after another: the embedded database serves one connection at a time anyway.
    const contracts = await this.queryBus.execute(new ListRecentContractActivityQuery(userId, ACTIVITY_LIMIT));
    const applications = await this.queryBus.execute(new ListRecentApplicationActivityQuery(userId, ACTIVITY_LIMIT));
    const reviews = await this.queryBus.execute(new ListRecentReviewActivityQuery(userId, ACTIVITY_LIMIT));
    const people = await this.queryBus.execute(
      new GetUserSummariesQuery([
        ...contracts.map((c) => c.otherPartyId),
        ...applications.filter((a) => a.direction === 'received').map((a) => a.freelancerId),
        ...reviews.map((r) => r.reviewerId),
      ]),
    );
    const nameOf = (id: string) => {
      const person = people.get(id);
      return person ? displayName(person) : 'Someone';
    };

    const items: { at: Date; item: ActivityItem }[] = [
      ...contracts.map((contract) => ({
        at: contract.at,
        item: {
          title: contract.status === 'active' ? 'Contract started' : 'Contract completed',
          description: `“${contract.jobTitle}” with ${nameOf(contract.otherPartyId)}`,
          createdAt: contract.at.toISOString(),
          badge: contract.status,
          link: `/contracts/${contract.contractId}`,
        },
      })),
      ...applications.map((application) => ({
        at: application.at,
        item: {
          title: APPLICATION_TITLES[application.direction][application.status],
          description:
            application.direction === 'sent'
              ? `“${application.jobTitle}”`
              : `${nameOf(application.freelancerId)} applied to “${application.jobTitle}”`,
          createdAt: application.at.toISOString(),
          badge: application.status,
          link: application.direction === 'sent' ? `/jobs/${application.jobId}` : `/jobs/${application.jobId}/applications`,
        },
      })),
      ...reviews.map((review) => ({
        at: review.publishedAt,
        item: {
          title: 'New review',
          description: `${nameOf(review.reviewerId)} rated you ${review.rating}/5`,
          createdAt: review.publishedAt.toISOString(),
          badge: null,
          link: `/contracts/${review.contractId}`,
        },
      })),
    ];
    return items
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, ACTIVITY_LIMIT)
      .map(({ item }) => item);
  }
}
