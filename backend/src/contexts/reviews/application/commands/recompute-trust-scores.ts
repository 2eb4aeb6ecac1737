import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RecomputeTrustScoresCommand } from '../../public';
import { ReviewsReadRepository } from '../../infrastructure/reviews-read-repository';
import { TrustScores } from '../trust-scores';

/** How many users are rescored between two reads of identity's standings. */
const BATCH_SIZE = 200;

@CommandHandler(RecomputeTrustScoresCommand)
export class RecomputeTrustScoresHandler implements ICommandHandler<RecomputeTrustScoresCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly reads: ReviewsReadRepository,
    private readonly trustScores: TrustScores,
  ) {}

  async execute(): Promise<number> {
    let rescored = 0;
    let after: string | null = null;
    for (;;) {
      const userIds = await this.reads.scoredUsers(after, BATCH_SIZE);
      if (userIds.length === 0) return rescored;
      const verified = await this.trustScores.verificationOf(userIds);
      for (const userId of userIds) {
        await this.em.fork().transactional(async (em) => {
          await this.trustScores.recompute(em, await this.trustScores.recordOf(em, userId), verified.get(userId) ?? false);
        });
      }
      rescored += userIds.length;
      after = userIds[userIds.length - 1];
    }
  }
}
