/** Currencies the marketplace states pay in; the server's list (platform/money). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'INR', 'PHP', 'NGN', 'KES', 'ZAR', 'BRL', 'MXN'] as const;
export type Currency = (typeof CURRENCIES)[number];

export type Amount = { currency: Currency; amount: number };
export type Rate = Amount & { type: 'hourly' | 'fixed' };

/** Minor units (cents) to the amount people read: 1250 USD is "$12.50", 100000 is "$1,000". */
export function formatAmount({ currency, amount }: Amount): string {
  const whole = amount % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount / 100);
}

/** "$25/hr" or "$1,500 fixed". */
export function formatRate(rate: Rate): string {
  return rate.type === 'hourly' ? `${formatAmount(rate)}/hr` : `${formatAmount(rate)} fixed`;
}

/** What a person types (12.5) to minor units (1250), or null when it is not an amount. */
export function toMinorUnits(value: number | string | null | undefined): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  if (number === null || number === undefined || !Number.isFinite(number) || number <= 0) return null;
  return Math.round(number * 100);
}
