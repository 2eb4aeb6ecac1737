import { reviewAverage } from './review-average';

describe('reviewAverage', () => {
  it('is the mean of the ratings to one decimal, and null without reviews', () => {
    expect(reviewAverage(1, 5)).toBe(5);
    expect(reviewAverage(2, 9)).toBe(4.5);
    expect(reviewAverage(3, 14)).toBe(4.7);
    expect(reviewAverage(4, 19)).toBe(4.8);
    expect(reviewAverage(0, 0)).toBeNull();
  });
});
