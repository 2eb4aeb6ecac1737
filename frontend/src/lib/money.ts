/** Currencies the marketplace states pay in; the server's list (platform/money). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'INR', 'PHP', 'NGN', 'KES', 'ZAR', 'BRL', 'MXN'] as const;
export type Currency = (typeof CURRENCIES)[number];

export type Amount = { currency: Currency; amount: number };
export type Rate = Amount & { type: 'hourly' | 'fixed' };

/**
 * One formatter per currency and kind of amount, made at first use: making an Intl.NumberFormat
 * reads the locale's data, and a list of twenty cards made dozens at every render (the most time
 * of any of the app's own functions when a phone redraws the job board).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: Currency | null, whole: boolean): Intl.NumberFormat {
  const key = `${currency ?? ''}:${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      ...(currency && { style: 'currency', currency }),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Minor units (cents) to the amount people read: 1250 USD is "$12.50", 100000 is "$1,000". */
export function formatAmount({ currency, amount }: Amount): string {
  return formatterOf(currency, amount % 100 === 0).format(amount / 100);
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

/** The currencies as a select's options. */
export const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** A search filter's amount field (NumberInput): any amount until one is typed, in units and cents, never negative. */
export const AMOUNT_FILTER_INPUT = { placeholder: 'Any', min: 0, decimalScale: 2, allowNegative: false } as const;

/** What a job offer pays (decision 0070): an hourly range (maximum may equal minimum) or a fixed amount, in minor units. */
export type Pay = { type: 'hourly' | 'fixed'; currency: Currency; minimum: number; maximum?: number | null };

/** A number of minor units as people read it, without the currency: 4000 is "40", 4050 is "40.50". */
function formatNumber(amount: number): string {
  return formatterOf(null, amount % 100 === 0).format(amount / 100);
}

/** "$25–40/hr", "$30/hr" (a range of one amount) or "$1,500 fixed". */
export function formatPay(pay: Pay): string {
  if (pay.type === 'fixed') return formatRate({ type: 'fixed', currency: pay.currency, amount: pay.minimum });
  const maximum = pay.maximum ?? pay.minimum;
  if (maximum === pay.minimum) return formatRate({ type: 'hourly', currency: pay.currency, amount: pay.minimum });
  return `${formatAmount({ currency: pay.currency, amount: pay.minimum })}–${formatNumber(maximum)}/hr`;
}

/** Minor units back to what a person types: 1250 is 12.5. */
export function fromMinorUnits(amount: number): number {
  return amount / 100;
}
