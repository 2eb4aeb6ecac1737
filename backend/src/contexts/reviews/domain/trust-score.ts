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

/**
 * The trust score, 0-100: 30 for an approved identity verification, up to 50 from the average
 * rating of published reviews (a Bayesian average: 1 star = 0, 5 stars = 50), up to 20 from
 * completed contracts (2 per contract, up to 10). Null while there is nothing to score.
 */
export function trustScore({ verified, reviewCount, ratingSum, completedContracts }: TrustInputs): number | null {
  if (!verified && reviewCount === 0 && completedContracts === 0) return null;
  const verification = verified ? TRUST_WEIGHTS.verification : 0;
  const averageRating = (ratingSum + PRIOR_RATING * PRIOR_WEIGHT) / (reviewCount + PRIOR_WEIGHT);
  const reviews = reviewCount === 0 ? 0 : (TRUST_WEIGHTS.reviews * (averageRating - 1)) / 4;
  const contracts = (TRUST_WEIGHTS.contracts * Math.min(completedContracts, CONTRACTS_FOR_FULL_CREDIT)) / CONTRACTS_FOR_FULL_CREDIT;
  return Math.round(verification + reviews + contracts);
}
