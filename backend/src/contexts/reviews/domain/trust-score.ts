/**
 * The trust score (docs/trust-score.md, decision 0033). Every number below is a rule the profile's
 * explanation states; the document says why each has its value.
 */

/** Points of each part; they add up to 100. */
export const TRUST_WEIGHTS = { verification: 30, reviews: 50, contracts: 20 } as const;
/** Counterparties of full weight that earn the whole contracts part. */
export const CONTRACTS_FOR_FULL_CREDIT = 10;
/**
 * The review average starts from three imaginary 1-star ratings: reviews earn points as their
 * weight adds up, so neither one review nor a few light ones can make a score.
 */
export const PRIOR_RATING = 1;
export const PRIOR_WEIGHT = 3;
/** A contract counts only when this many days passed between its start and its completion. */
export const MINIMUM_CONTRACT_DAYS = 3;
/** A counterparty whose account was younger than this when the contract completed counts as new. */
export const NEW_ACCOUNT_DAYS = 30;
/** What an unverified counterparty's contract and review weigh; a new account's weigh as much again less. */
export const UNVERIFIED_WEIGHT = 0.5;
export const NEW_ACCOUNT_WEIGHT = 0.5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A completed contract of the scored user, with the other party as they stood when it completed. */
export type ScoredContract = {
  contractId: string;
  counterpartyId: string;
  startedAt: Date;
  completedAt: Date;
  counterpartyVerified: boolean;
  /** Null when the account was unknown when the completion was counted: it weighs as a new one. */
  counterpartyJoinedAt: Date | null;
};

/** A published review the scored user received. */
export type ScoredReview = { contractId: string; reviewerId: string; rating: number };

/** What a trust score is computed from. */
export type TrustInputs = { verified: boolean; contracts: readonly ScoredContract[]; reviews: readonly ScoredReview[] };

/** The points of each part (unrounded). */
export type TrustScoreParts = { verification: number; reviews: number; contracts: number };

/** The completed contracts, and which of them earned points. */
export type ContractsTally = {
  completed: number;
  /** Distinct counterparties of the contracts that lasted long enough: each counts once. */
  counted: number;
  /** Contracts shorter than MINIMUM_CONTRACT_DAYS. */
  tooShort: number;
  /** Long-enough contracts with a counterparty already counted. */
  repeats: number;
  /** Counted counterparties that were unverified, and that were new accounts. */
  unverified: number;
  newAccounts: number;
  /** The counted counterparties' weights added up. */
  weight: number;
};

/** The published reviews, and which of them earned points. */
export type ReviewsTally = {
  published: number;
  /** Distinct reviewers of counted contracts: each counts once, with the mean of their ratings. */
  counted: number;
  /** Reviews of a counted contract by a reviewer already counted. */
  repeats: number;
  /** Reviews of contracts that did not count (too short). */
  onUncountedContracts: number;
  unverified: number;
  newAccounts: number;
  weight: number;
  /** The counted reviewers' mean ratings, averaged by weight; null without counted reviews. */
  averageRating: number | null;
};

export type TrustAssessment = {
  score: number | null;
  parts: TrustScoreParts;
  contracts: ContractsTally;
  reviews: ReviewsTally;
};

/** Whether the contract ran long enough to count. */
export function lastedLongEnough(contract: Pick<ScoredContract, 'startedAt' | 'completedAt'>): boolean {
  return contract.completedAt.getTime() - contract.startedAt.getTime() >= MINIMUM_CONTRACT_DAYS * DAY_MS;
}

/** Whether the counterparty's account was old enough, when the contract completed, to count in full. */
export function wasEstablished(contract: Pick<ScoredContract, 'completedAt' | 'counterpartyJoinedAt'>): boolean {
  const joinedAt = contract.counterpartyJoinedAt;
  return joinedAt !== null && contract.completedAt.getTime() - joinedAt.getTime() >= NEW_ACCOUNT_DAYS * DAY_MS;
}

type Counterparty = { verified: boolean; established: boolean; weight: number };

/**
 * The counterparties of the contracts that lasted long enough, each once. One counts as verified
 * (or established) if they were on any of those contracts.
 */
function counterpartiesOf(longContracts: readonly ScoredContract[]): Map<string, Counterparty> {
  const counterparties = new Map<string, Counterparty>();
  for (const contract of longContracts) {
    const known = counterparties.get(contract.counterpartyId);
    const verified = contract.counterpartyVerified || (known?.verified ?? false);
    const established = wasEstablished(contract) || (known?.established ?? false);
    const weight = (verified ? 1 : UNVERIFIED_WEIGHT) * (established ? 1 : NEW_ACCOUNT_WEIGHT);
    counterparties.set(contract.counterpartyId, { verified, established, weight });
  }
  return counterparties;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/**
 * The score, 0-100, and what counted: 30 for an approved identity verification; up to 50 from
 * reviews, one per reviewer (the mean of their ratings) weighed by who they are, against a prior of
 * three 1-star ratings; up to 20 from the distinct counterparties of contracts that lasted at least
 * three days, weighed alike. Null while nothing counts.
 */
export function assessTrust({ verified, contracts, reviews }: TrustInputs): TrustAssessment {
  const longContracts = contracts.filter(lastedLongEnough);
  const counterparties = counterpartiesOf(longContracts);
  const countedContractIds = new Set(longContracts.map((contract) => contract.contractId));
  const contractWeight = sum([...counterparties.values()].map((counterparty) => counterparty.weight));

  const countedReviews = reviews.filter((review) => countedContractIds.has(review.contractId));
  const ratingsByReviewer = new Map<string, number[]>();
  for (const review of countedReviews)
    ratingsByReviewer.set(review.reviewerId, [...(ratingsByReviewer.get(review.reviewerId) ?? []), review.rating]);
  const reviewers = [...ratingsByReviewer].map(([reviewerId, ratings]) => ({
    ...(counterparties.get(reviewerId) as Counterparty),
    rating: sum(ratings) / ratings.length,
  }));
  const reviewWeight = sum(reviewers.map((reviewer) => reviewer.weight));
  const weightedRatings = sum(reviewers.map((reviewer) => reviewer.weight * reviewer.rating));

  // A Bayesian average on the 1-5 scale, which 1 star = 0 and 5 stars = all the review points map.
  const bayesianAverage = (weightedRatings + PRIOR_RATING * PRIOR_WEIGHT) / (reviewWeight + PRIOR_WEIGHT);
  const parts: TrustScoreParts = {
    verification: verified ? TRUST_WEIGHTS.verification : 0,
    reviews: (TRUST_WEIGHTS.reviews * (bayesianAverage - 1)) / 4,
    contracts: (TRUST_WEIGHTS.contracts * Math.min(contractWeight, CONTRACTS_FOR_FULL_CREDIT)) / CONTRACTS_FOR_FULL_CREDIT,
  };
  const counted = [...counterparties.values()];
  return {
    score: !verified && counterparties.size === 0 ? null : Math.round(parts.verification + parts.reviews + parts.contracts),
    parts,
    contracts: {
      completed: contracts.length,
      counted: counterparties.size,
      tooShort: contracts.length - longContracts.length,
      repeats: longContracts.length - counterparties.size,
      unverified: counted.filter((counterparty) => !counterparty.verified).length,
      newAccounts: counted.filter((counterparty) => !counterparty.established).length,
      weight: contractWeight,
    },
    reviews: {
      published: reviews.length,
      counted: reviewers.length,
      repeats: countedReviews.length - reviewers.length,
      onUncountedContracts: reviews.length - countedReviews.length,
      unverified: reviewers.filter((reviewer) => !reviewer.verified).length,
      newAccounts: reviewers.filter((reviewer) => !reviewer.established).length,
      weight: reviewWeight,
      averageRating: reviewWeight === 0 ? null : weightedRatings / reviewWeight,
    },
  };
}

/** The trust score alone. */
export function trustScore(inputs: TrustInputs): number | null {
  return assessTrust(inputs).score;
}
