import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
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
import { ReviewsReadRepository } from '../../infrastructure/reviews-read-repository';

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
    private readonly reads: ReviewsReadRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId }: GetTrustScoreBreakdownQuery): Promise<TrustScoreBreakdown> {
    const person = (await this.queryBus.execute(new GetUserSummariesQuery([userId]))).get(userId);
    if (!person) throw new UserToScoreNotFound();
    const inputs = { verified: person.isVerified, ...(await this.reads.scoreInputs(userId)) };
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
