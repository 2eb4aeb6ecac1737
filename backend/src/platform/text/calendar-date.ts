const CALENDAR_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day as the product's texts name it, in UTC: "3 December 2026". */
export function calendarDate(date: Date): string {
  return CALENDAR_DATE.format(date);
}
