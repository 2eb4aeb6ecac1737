/** What a trust score is computed from. */
export type TrustInputs = {
  verified: boolean;
  /** Published reviews received. */
  reviewCount: number;
  ratingSum: number;
  completedContracts: number;
};

/** Points of each part; they add up to 100. */
export const TRUST_WEIGHTS = { verification: 30, reviews: 50, contracts: 20 } as const;
/** Completed contracts that earn the whole contracts part. */
export const CONTRACTS_FOR_FULL_CREDIT = 10;
/**
 * Every average starts from two imaginary "Good" (3/5) ratings, so one early review cannot make or
 * break a score; the more real reviews, the less the prior weighs.
 */
export const PRIOR_RATING = 3;
export const PRIOR_WEIGHT = 2;

/** The points each part of the score earned (unrounded), and the average they came from. */
export type TrustScoreParts = { verification: number; reviews: number; contracts: number; averageRating: number | null };

export function trustScoreParts({ verified, reviewCount, ratingSum, completedContracts }: TrustInputs): TrustScoreParts {
  const averageRating = reviewCount === 0 ? null : (ratingSum + PRIOR_RATING * PRIOR_WEIGHT) / (reviewCount + PRIOR_WEIGHT);
  return {
    verification: verified ? TRUST_WEIGHTS.verification : 0,
    reviews: averageRating === null ? 0 : (TRUST_WEIGHTS.reviews * (averageRating - 1)) / 4,
    contracts: (TRUST_WEIGHTS.contracts * Math.min(completedContracts, CONTRACTS_FOR_FULL_CREDIT)) / CONTRACTS_FOR_FULL_CREDIT,
    averageRating,
  };
}

/**
 * The trust score, 0-100: 30 for an approved identity verification, up to 50 from the average
 * rating of published reviews (a Bayesian average: 1 star = 0, 5 stars = 50), up to 20 from
 * completed contracts (2 per contract, up to 10). Null while there is nothing to score.
 */
export function trustScore(inputs: TrustInputs): number | null {
  if (!inputs.verified && inputs.reviewCount === 0 && inputs.completedContracts === 0) return null;
  const { verification, reviews, contracts } = trustScoreParts(inputs);
  return Math.round(verification + reviews + contracts);
}
