const DAY_MS = 24 * 60 * 60 * 1000;

/** When a completed contract's hidden reviews are published even if one party never reviewed. */
export function blindPeriodEnd(contractCompletedAt: Date, blindDays: number): Date {
  return new Date(contractCompletedAt.getTime() + blindDays * DAY_MS);
}

/** Contracts completed before this instant are past their blind period at `now`. */
export function blindPeriodCutoff(now: Date, blindDays: number): Date {
  return new Date(now.getTime() - blindDays * DAY_MS);
}
