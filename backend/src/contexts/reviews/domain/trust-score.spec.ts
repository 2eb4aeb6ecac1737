import { assessTrust, ScoredContract, ScoredReview, trustScore } from './trust-score';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-29T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

type Counterparty = { verified: boolean; accountDays: number };
const VERIFIED_ESTABLISHED: Counterparty = { verified: true, accountDays: 365 };
const UNVERIFIED_NEW: Counterparty = { verified: false, accountDays: 1 };

/** A contract with `counterpartyId` completed now, after `days` days, and the counterparty's review of it. */
function contractWith(
  counterpartyId: string,
  { days = 7, rating = 5, who = VERIFIED_ESTABLISHED }: { days?: number; rating?: number | null; who?: Counterparty } = {},
): { contract: ScoredContract; review: ScoredReview | null } {
  const contractId = `${counterpartyId}-${Math.random()}`;
  return {
    contract: {
      contractId,
      counterpartyId,
      startedAt: daysBefore(days),
      completedAt: NOW,
      counterpartyVerified: who.verified,
      counterpartyJoinedAt: daysBefore(who.accountDays),
    },
    review: rating === null ? null : { contractId, reviewerId: counterpartyId, rating },
  };
}

function inputsOf(verified: boolean, deals: ReturnType<typeof contractWith>[]) {
  return {
    verified,
    contracts: deals.map((deal) => deal.contract),
    reviews: deals.flatMap((deal) => (deal.review ? [deal.review] : [])),
  };
}

const times = <T>(count: number, make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index));

describe('trustScore', () => {
  it('stays null until something counts', () => {
    expect(trustScore({ verified: false, contracts: [], reviews: [] })).toBeNull();
    expect(trustScore(inputsOf(false, [contractWith('a', { days: 1 })]))).toBeNull();
  });

  it('gives 30 for verification, up to 50 for reviews and up to 20 for contracts', () => {
    expect(trustScore({ verified: true, contracts: [], reviews: [] })).toBe(30);
    // One verified, established counterparty without a review: 2 contract points.
    expect(trustScore(inputsOf(false, [contractWith('a', { rating: null })]))).toBe(2);
    expect(
      trustScore(
        inputsOf(
          false,
          times(10, (i) => contractWith(`c${i}`, { rating: null })),
        ),
      ),
    ).toBe(20);
    expect(
      trustScore(
        inputsOf(
          false,
          times(25, (i) => contractWith(`c${i}`, { rating: null })),
        ),
      ),
    ).toBe(20);
    expect(
      trustScore(
        inputsOf(
          true,
          times(1000, (i) => contractWith(`c${i}`)),
        ),
      ),
    ).toBe(100);
  });

  it('weighs reviews against a prior of three 1-star ratings', () => {
    // (5 + 3) / 4 = 2 stars -> 50 × 1 / 4 = 12.5, plus 2 for the contract.
    expect(trustScore(inputsOf(false, [contractWith('a')]))).toBe(15);
    // (1 + 3) / 4 = 1 star -> 0: a bad review earns nothing.
    expect(trustScore(inputsOf(false, [contractWith('a', { rating: 1 })]))).toBe(2);
    // Ten 5-star reviewers: (50 + 3) / 13 = 4.08 stars -> 38.5, plus 20.
    expect(
      trustScore(
        inputsOf(
          false,
          times(10, (i) => contractWith(`c${i}`)),
        ),
      ),
    ).toBe(58);
    expect(
      assessTrust(
        inputsOf(
          false,
          times(10, (i) => contractWith(`c${i}`)),
        ),
      ).reviews.averageRating,
    ).toBe(5);
  });

  it('counts contracts shorter than three days, and their reviews, for nothing', () => {
    const assessment = assessTrust(inputsOf(false, [contractWith('a', { days: 2.9 }), contractWith('b', { days: 3 })]));
    expect(assessment.contracts).toMatchObject({ completed: 2, counted: 1, tooShort: 1, repeats: 0 });
    expect(assessment.reviews).toMatchObject({ published: 2, counted: 1, onUncountedContracts: 1 });
    expect(assessment.score).toBe(15);
  });

  it('counts each counterparty once, with the mean of their ratings', () => {
    const assessment = assessTrust(
      inputsOf(false, [contractWith('a', { rating: 5 }), contractWith('a', { rating: 3 }), contractWith('b')]),
    );
    expect(assessment.contracts).toMatchObject({ completed: 3, counted: 2, repeats: 1, weight: 2 });
    expect(assessment.reviews).toMatchObject({ published: 3, counted: 2, repeats: 1, weight: 2, averageRating: 4.5 });
    // (4 + 5 + 3) / 5 = 2.4 stars -> 17.5, plus 4.
    expect(assessment.score).toBe(22);
  });

  it('weighs unverified counterparties half, new accounts half, and both a quarter', () => {
    const weightOf = (who: Counterparty) => assessTrust(inputsOf(false, [contractWith('a', { who })])).contracts.weight;
    expect(weightOf(VERIFIED_ESTABLISHED)).toBe(1);
    expect(weightOf({ verified: false, accountDays: 30 })).toBe(0.5);
    expect(weightOf({ verified: true, accountDays: 29 })).toBe(0.5);
    expect(weightOf(UNVERIFIED_NEW)).toBe(0.25);
    const unknownAccount = contractWith('a');
    unknownAccount.contract.counterpartyJoinedAt = null;
    expect(assessTrust(inputsOf(false, [unknownAccount])).contracts).toMatchObject({ weight: 0.5, newAccounts: 1, unverified: 0 });
  });

  describe('farming: two accounts, ten contracts, mutual 5-star reviews', () => {
    it('earns nothing from same-day contracts', () => {
      expect(
        trustScore(
          inputsOf(
            false,
            times(10, () => contractWith('sock', { days: 0, who: UNVERIFIED_NEW })),
          ),
        ),
      ).toBeNull();
    });

    it('earns at most 4 points from a new unverified second account, 8 from an established one, 15 from a verified one', () => {
      const farmed = (who: Counterparty) =>
        trustScore(
          inputsOf(
            false,
            times(10, () => contractWith('sock', { who })),
          ),
        );
      expect(farmed(UNVERIFIED_NEW)).toBe(4);
      expect(farmed({ verified: false, accountDays: 365 })).toBe(8);
      expect(farmed(VERIFIED_ESTABLISHED)).toBe(15);
      expect(farmed(VERIFIED_ESTABLISHED)).toBe(trustScore(inputsOf(false, [contractWith('sock')])));
    });
  });

  it('never leaves 0-100', () => {
    for (const count of [0, 1, 3, 50]) {
      for (const rating of [1, 3, 5]) {
        for (const verified of [false, true]) {
          const score = trustScore(
            inputsOf(
              verified,
              times(count, (i) => contractWith(`c${i % 7}`, { rating })),
            ),
          );
          if (score !== null) expect(score).toBeGreaterThanOrEqual(0);
          if (score !== null) expect(score).toBeLessThanOrEqual(100);
        }
      }
    }
  });
});
