import type { Job } from '../../api/types';
import { formatPay, formatRate } from '../../lib/money';

/** The pay a post states, as its card reads it: "$25–40/hr", "$1,500 fixed", an availability's "$20/hr"; null for a post made before pay. */
export function formatJobPay(job: Pick<Job, 'pay' | 'hourlyRate'>): string | null {
  if (job.pay) return formatPay(job.pay);
  if (job.hourlyRate) return formatRate({ type: 'hourly', ...job.hourlyRate });
  return null;
}

/** The pay with the hours a week: "$25–40/hr · 20 h/week". */
export function formatJobPayLine(job: Pick<Job, 'pay' | 'hourlyRate' | 'hoursPerWeek'>): string | null {
  const pay = formatJobPay(job);
  const hours = job.hoursPerWeek === null ? null : `${job.hoursPerWeek} h/week`;
  return [pay, hours].filter(Boolean).join(' · ') || null;
}

/** When and with whom the work overlaps, for the post's page: "Starts 4 Jan 2027", "4 h/day overlap with Europe/Berlin". */
export function formatWorkTerms(job: Pick<Job, 'startDate' | 'timeZone' | 'overlapHours'>, formatDay: (iso: string) => string): string[] {
  const terms: string[] = [];
  if (job.startDate) terms.push(`Starts ${formatDay(`${job.startDate}T12:00:00Z`)}`);
  if (job.timeZone && job.overlapHours !== null) terms.push(`${job.overlapHours} h/day overlap with ${job.timeZone}`);
  else if (job.timeZone) terms.push(`Time zone ${job.timeZone}`);
  return terms;
}
