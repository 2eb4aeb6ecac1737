import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { TrustScores } from '../trust-scores';
import {
  assessTrust,
  CONTRACTS_FOR_FULL_CREDIT,
  ContractsTally,
  MINIMUM_CONTRACT_DAYS,
  NEW_ACCOUNT_DAYS,
  NEW_ACCOUNT_WEIGHT,
  PRIOR_RATING,
  PRIOR_WEIGHT,
  ReviewsTally,
  TRUST_WEIGHTS,
  TrustScoreParts,
  UNVERIFIED_WEIGHT,
} from '../../domain/trust-score';
import { UserToScoreNotFound } from '../../domain/reviews-errors';

export type { ContractsTally, ReviewsTally, TrustScoreParts };

export type TrustScoreRules = {
  priorRating: number;
  priorWeight: number;
  contractsForFullCredit: number;
  minimumContractDays: number;
  newAccountDays: number;
  unverifiedWeight: number;
  newAccountWeight: number;
};

/** How a user's trust score is made up, part by part, and what counted, for the explanation on their profile. */
export type TrustScoreBreakdown = {
  score: number | null;
  verified: boolean;
  contracts: ContractsTally;
  reviews: ReviewsTally;
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
const round2 = (value: number) => Math.round(value * 100) / 100;

@QueryHandler(GetTrustScoreBreakdownQuery)
export class GetTrustScoreBreakdownHandler implements IQueryHandler<GetTrustScoreBreakdownQuery> {
  constructor(private readonly trustScores: TrustScores) {}

  async execute({ userId }: GetTrustScoreBreakdownQuery): Promise<TrustScoreBreakdown> {
    const standing = (await this.trustScores.standingsOf([userId])).get(userId);
    if (!standing) throw new UserToScoreNotFound();
    const { score, parts, contracts, reviews } = assessTrust(await this.trustScores.inputsOf(userId, standing.isVerified));
    return {
      score,
      verified: standing.isVerified,
      contracts: { ...contracts, weight: round2(contracts.weight) },
      reviews: {
        ...reviews,
        weight: round2(reviews.weight),
        averageRating: reviews.averageRating === null ? null : round2(reviews.averageRating),
      },
      points: { verification: parts.verification, reviews: round1(parts.reviews), contracts: round1(parts.contracts) },
      maximum: { ...TRUST_WEIGHTS },
      rules: {
        priorRating: PRIOR_RATING,
        priorWeight: PRIOR_WEIGHT,
        contractsForFullCredit: CONTRACTS_FOR_FULL_CREDIT,
        minimumContractDays: MINIMUM_CONTRACT_DAYS,
        newAccountDays: NEW_ACCOUNT_DAYS,
        unverifiedWeight: UNVERIFIED_WEIGHT,
        newAccountWeight: NEW_ACCOUNT_WEIGHT,
      },
    };
  }
}
