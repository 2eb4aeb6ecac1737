import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { VerificationRequest } from '../../domain/verification-request.entity';
import { CountPendingVerificationsQuery } from '../../public';

@QueryHandler(CountPendingVerificationsQuery)
export class CountPendingVerificationsHandler implements IQueryHandler<CountPendingVerificationsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<number> {
    return this.em.fork().count(VerificationRequest, { status: 'pending' });
  }
}
