import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { FreelancerCardEntry, FreelancerStanding, GetFreelancerCardsQuery } from '../../public';
import { toFreelancerCard } from '../freelancer-card';

/** A card only for a listed freelancer: a suspended or deleted account, or one no longer listed, shows nothing of itself. */
@QueryHandler(GetFreelancerCardsQuery)
export class GetFreelancerCardsHandler implements IQueryHandler<GetFreelancerCardsQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ userIds }: GetFreelancerCardsQuery): Promise<Map<string, FreelancerCardEntry>> {
    const rows = await this.reads.freelancerCards(userIds);
    return new Map(
      rows.map(({ role, deletedAt, suspended, ...row }) => {
        const standing: FreelancerStanding =
          deletedAt !== null ? 'deleted' : suspended ? 'suspended' : role === 'freelancer' && row.username !== null ? 'listed' : 'unlisted';
        return [row.id, { standing, card: standing === 'listed' ? toFreelancerCard(row) : null }];
      }),
    );
  }
}
