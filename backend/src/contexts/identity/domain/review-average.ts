/** The average of a user's published reviews, to one decimal (4.75 → 4.8); null without any (decision 0062). */
export function reviewAverage(reviewCount: number, reviewRatingSum: number): number | null {
  return reviewCount > 0 ? Math.round((reviewRatingSum * 10) / reviewCount) / 10 : null;
}
