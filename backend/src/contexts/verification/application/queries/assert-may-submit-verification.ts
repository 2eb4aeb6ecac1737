import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserSummariesQuery } from '../../../identity/public';
import { assertMaySubmitVerification, VerificationRequest } from '../../domain/verification-request.entity';

/** Refuses (409) a user who may not submit: already verified, or a request pending. Checked before any file is read. */
export class AssertMaySubmitVerificationQuery extends Query<void> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(AssertMaySubmitVerificationQuery)
export class AssertMaySubmitVerificationHandler implements IQueryHandler<AssertMaySubmitVerificationQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId }: AssertMaySubmitVerificationQuery): Promise<void> {
    const person = (await this.queryBus.execute(new GetUserSummariesQuery([userId]))).get(userId);
    const standing = await this.em.fork().find(VerificationRequest, { userId, status: { $in: ['pending', 'approved'] } });
    assertMaySubmitVerification(person?.isVerified ?? false, standing);
  }
}
