import { errorTable } from '../../../platform/errors/error-table';

/** The directory's rate filters do not fit together (decision 0070). */
export const { InvalidRateFilter } = errorTable('IDENTITY', {
  InvalidRateFilter: { code: 'INVALID_RATE_FILTER', message: (message: string) => message, kind: 'invalid' },
});

/** A rate range needs its currency (rates are not converted) and must be the right way up. */
export function assertRateFilter({ currency, minRate, maxRate }: { currency?: string; minRate?: number; maxRate?: number }): void {
  if ((minRate !== undefined || maxRate !== undefined) && !currency) {
    throw new InvalidRateFilter('Choose the currency of the rates: rates in different currencies are not converted');
  }
  if (minRate !== undefined && maxRate !== undefined && minRate > maxRate) throw new InvalidRateFilter('minRate must be at most maxRate');
}
