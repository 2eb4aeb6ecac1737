import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { AlertSubjectFreelancer, GetAlertSubjectFreelancersQuery } from '../../public';

@QueryHandler(GetAlertSubjectFreelancersQuery)
export class GetAlertSubjectFreelancersHandler implements IQueryHandler<GetAlertSubjectFreelancersQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ userIds }: GetAlertSubjectFreelancersQuery): Promise<Map<string, AlertSubjectFreelancer>> {
    const rows = await this.reads.alertSubjectFreelancers([...new Set(userIds)]);
    return new Map(rows.map((row) => [row.id, row]));
  }
}
