/** Every IANA time zone the browser knows: the choices of a post's overlap and of the job search's filter. */
export const TIME_ZONE_OPTIONS: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

const TIME_ZONES = new Set(TIME_ZONE_OPTIONS);

export function isTimeZoneOption(value: unknown): value is string {
  return typeof value === 'string' && TIME_ZONES.has(value);
}
