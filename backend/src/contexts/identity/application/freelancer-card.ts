import type { Currency } from '../../../platform/money/money';
import { reviewAverage } from '../domain/review-average';
import type { FreelancerCardView } from '../public';

/** A freelancer card's row as the read repository reads it: the rate in two columns, the reviews as a count and a sum. */
export type FreelancerCardRow = Omit<FreelancerCardView, 'hourlyRate' | 'rating' | 'username'> & {
  username: string | null;
  hourlyRateCurrency: Currency | null;
  hourlyRateAmount: number | null;
  reviewRatingSum: number;
};

export function toFreelancerCard({
  hourlyRateCurrency,
  hourlyRateAmount,
  reviewRatingSum,
  username,
  ...row
}: FreelancerCardRow): FreelancerCardView {
  return {
    ...row,
    username: username ?? '',
    rating: reviewAverage(row.reviewCount, reviewRatingSum),
    hourlyRate:
      hourlyRateCurrency === null || hourlyRateAmount === null ? null : { currency: hourlyRateCurrency, amount: hourlyRateAmount },
  };
}
