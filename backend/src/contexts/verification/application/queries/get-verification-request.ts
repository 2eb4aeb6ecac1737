import { AdminQueues } from '../../../../platform/admin-queues/admin-queues';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { VerificationNotFound } from '../../domain/verification-errors';
import { VerificationRequest } from '../../domain/verification-request.entity';
import { AdminVerificationView, toAdminViews } from '../verification-views';

/** One request as administrators see it. */
export class GetVerificationRequestQuery extends Query<AdminVerificationView> {
  constructor(readonly requestId: string) {
    super();
  }
}

@QueryHandler(GetVerificationRequestQuery)
export class GetVerificationRequestHandler implements IQueryHandler<GetVerificationRequestQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly queues: AdminQueues,
  ) {}

  async execute({ requestId }: GetVerificationRequestQuery): Promise<AdminVerificationView> {
    const request = await this.em.fork().findOne(VerificationRequest, requestId);
    if (!request) throw new VerificationNotFound();
    const [view] = await toAdminViews(this.queryBus, this.queues, [request]);
    return view;
  }
}
