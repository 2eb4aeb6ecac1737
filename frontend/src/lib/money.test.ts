import { describe, expect, it } from 'vitest';
import { formatAmount, formatRate, toMinorUnits } from './money';

describe('money', () => {
  it('writes minor units as people read them', () => {
    expect(formatAmount({ currency: 'USD', amount: 1250 })).toBe('$12.50');
    expect(formatAmount({ currency: 'USD', amount: 100_000 })).toBe('$1,000');
    expect(formatAmount({ currency: 'EUR', amount: 2000 })).toBe('€20');
  });

  it('says whether a rate is per hour or for the work', () => {
    expect(formatRate({ type: 'hourly', currency: 'USD', amount: 2500 })).toBe('$25/hr');
    expect(formatRate({ type: 'fixed', currency: 'GBP', amount: 150_000 })).toBe('£1,500 fixed');
  });

  it('turns what is typed into minor units, and nothing into null', () => {
    expect(toMinorUnits(12.5)).toBe(1250);
    expect(toMinorUnits('19.99')).toBe(1999);
    expect(toMinorUnits('')).toBeNull();
    expect(toMinorUnits(0)).toBeNull();
  });
});
