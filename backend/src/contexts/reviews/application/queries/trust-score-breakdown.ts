import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { readRows } from '../../../../platform/database/read-rows';
import { GetUserSummariesQuery } from '../../../identity/public';
import {
  CONTRACTS_FOR_FULL_CREDIT,
  PRIOR_RATING,
  PRIOR_WEIGHT,
  TRUST_WEIGHTS,
  trustScore,
  trustScoreParts,
} from '../../domain/trust-score';
import { UserToScoreNotFound } from '../../domain/reviews-errors';

export type TrustScoreParts = { verification: number; reviews: number; contracts: number };
export type TrustScoreRules = { priorRating: number; priorWeight: number; contractsForFullCredit: number };

/** How a user's trust score is made up, part by part, for the explanation on their profile. */
export type TrustScoreBreakdown = {
  score: number | null;
  verified: boolean;
  reviewCount: number;
  /** The Bayesian average the review points come from; null without published reviews. */
  averageRating: number | null;
  completedContracts: number;
  points: TrustScoreParts;
  maximum: TrustScoreParts;
  rules: TrustScoreRules;
};

export class GetTrustScoreBreakdownQuery extends Query<TrustScoreBreakdown> {
  constructor(readonly userId: string) {
    super();
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;

@QueryHandler(GetTrustScoreBreakdownQuery)
export class GetTrustScoreBreakdownHandler implements IQueryHandler<GetTrustScoreBreakdownQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId }: GetTrustScoreBreakdownQuery): Promise<TrustScoreBreakdown> {
    const person = (await this.queryBus.execute(new GetUserSummariesQuery([userId]))).get(userId);
    if (!person) throw new UserToScoreNotFound();
    const [counts] = await readRows<{ review_count: number; rating_sum: number; completed_contracts: number }>(
      this.em,
      `select (select count(*)::int from reviews where reviewee_id = ? and published_at is not null) as review_count,
              (select coalesce(sum(rating), 0)::int from reviews where reviewee_id = ? and published_at is not null) as rating_sum,
              coalesce((select completed_contracts from trust_records where user_id = ?), 0) as completed_contracts`,
      [userId, userId, userId],
    );
    const inputs = {
      verified: person.isVerified,
      reviewCount: counts.review_count,
      ratingSum: counts.rating_sum,
      completedContracts: counts.completed_contracts,
    };
    const parts = trustScoreParts(inputs);
    return {
      score: trustScore(inputs),
      verified: inputs.verified,
      reviewCount: inputs.reviewCount,
      averageRating: parts.averageRating === null ? null : Math.round(parts.averageRating * 100) / 100,
      completedContracts: inputs.completedContracts,
      points: { verification: parts.verification, reviews: round1(parts.reviews), contracts: round1(parts.contracts) },
      maximum: { ...TRUST_WEIGHTS },
      rules: { priorRating: PRIOR_RATING, priorWeight: PRIOR_WEIGHT, contractsForFullCredit: CONTRACTS_FOR_FULL_CREDIT },
    };
  }
}
