import { describe, expect, it } from 'vitest';
import { formatAmount, formatPay, formatRate, toMinorUnits } from './money';

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

  it('writes a pay as an hourly range, one hourly rate, or a fixed amount', () => {
    expect(formatPay({ type: 'hourly', currency: 'USD', minimum: 2500, maximum: 4000 })).toBe('$25–40/hr');
    expect(formatPay({ type: 'hourly', currency: 'EUR', minimum: 2500, maximum: 2500 })).toBe('€25/hr');
    expect(formatPay({ type: 'hourly', currency: 'USD', minimum: 1250, maximum: null })).toBe('$12.50/hr');
    expect(formatPay({ type: 'fixed', currency: 'USD', minimum: 150_000, maximum: null })).toBe('$1,500 fixed');
  });
});
