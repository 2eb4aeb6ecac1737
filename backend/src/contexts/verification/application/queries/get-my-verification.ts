import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { VerificationRequest } from '../../domain/verification-request.entity';
import { toVerificationView, VerificationView } from '../verification-views';

/** The user's latest request, or null. */
export class GetMyVerificationQuery extends Query<VerificationView | null> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetMyVerificationQuery)
export class GetMyVerificationHandler implements IQueryHandler<GetMyVerificationQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetMyVerificationQuery): Promise<VerificationView | null> {
    const latest = await this.em.fork().findOne(VerificationRequest, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return latest ? toVerificationView(latest) : null;
  }
}
