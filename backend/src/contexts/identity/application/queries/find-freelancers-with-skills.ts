import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { FindFreelancersWithSkillsQuery, FreelancerCardView } from '../../public';
import { toFreelancerCard } from '../freelancer-card';

@QueryHandler(FindFreelancersWithSkillsQuery)
export class FindFreelancersWithSkillsHandler implements IQueryHandler<FindFreelancersWithSkillsQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ skills, excludeUserId, limit }: FindFreelancersWithSkillsQuery): Promise<FreelancerCardView[]> {
    if (skills.length === 0) return [];
    const rows = await this.reads.freelancersWithSkills(
      skills.map((skill) => skill.toLowerCase()),
      excludeUserId,
      limit,
    );
    return rows.map(toFreelancerCard);
  }
}
