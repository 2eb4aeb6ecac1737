import { trustScore } from './trust-score';

const nothing = { verified: false, reviewCount: 0, ratingSum: 0, completedContracts: 0 };

describe('trustScore', () => {
  it('stays null until there is a first signal', () => {
    expect(trustScore(nothing)).toBeNull();
  });

  it('gives 30 for verification, up to 50 for reviews and up to 20 for contracts', () => {
    expect(trustScore({ ...nothing, verified: true })).toBe(30);
    expect(trustScore({ ...nothing, completedContracts: 1 })).toBe(2);
    expect(trustScore({ ...nothing, completedContracts: 10 })).toBe(20);
    expect(trustScore({ ...nothing, completedContracts: 25 })).toBe(20);
    expect(trustScore({ verified: true, reviewCount: 1000, ratingSum: 5000, completedContracts: 10 })).toBe(100);
  });

  it('weighs a first review against a prior of two "Good" ratings', () => {
    // (5 + 6) / 3 = 3.67 stars -> 50 * 2.67 / 4 = 33.3
    expect(trustScore({ ...nothing, reviewCount: 1, ratingSum: 5, completedContracts: 1 })).toBe(35);
    // (1 + 6) / 3 = 2.33 stars -> 16.7
    expect(trustScore({ ...nothing, reviewCount: 1, ratingSum: 1, completedContracts: 1 })).toBe(19);
    // Twenty 5-star reviews: (100 + 6) / 22 = 4.82 stars -> 47.7
    expect(trustScore({ ...nothing, reviewCount: 20, ratingSum: 100 })).toBe(48);
  });

  it('never leaves 0-100', () => {
    for (const reviewCount of [0, 1, 3, 50]) {
      for (const rating of [1, 3, 5]) {
        for (const verified of [false, true]) {
          const score = trustScore({ verified, reviewCount, ratingSum: reviewCount * rating, completedContracts: reviewCount * 2 });
          if (score !== null) expect(score).toBeGreaterThanOrEqual(0);
          if (score !== null) expect(score).toBeLessThanOrEqual(100);
        }
      }
    }
  });
});
