import type { Application, DeclineReason, PipelineStage } from '../../api/types';
import { formatRate } from '../../lib/money';

/** The decline reasons as the client picks them and the freelancer reads them. */
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  not_a_fit: 'Not the right fit for this job',
  rate_too_high: 'Rate above the budget',
  availability: 'Availability does not match',
  position_filled: 'The position has been filled',
  hired_someone_else: 'Hired someone else',
  other: 'Other reason',
};

export const DECLINE_REASON_OPTIONS = (Object.keys(DECLINE_REASON_LABELS) as DeclineReason[]).map((value) => ({
  value,
  label: DECLINE_REASON_LABELS[value],
}));

/** The most characters of the note a client adds when declining (the server's limit). */
export const DECLINE_NOTE_MAX = 500;

/** The pipeline's tabs, in order. */
export const PIPELINE_STAGES: { value: PipelineStage; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'shortlisted', label: 'Shortlisted' },
  { value: 'declined', label: 'Declined' },
  { value: 'hired', label: 'Hired' },
];

/**
 * Where the freelancer reads their proposal stands (decision 0071): the shortlist is the client's
 * own sorting, so new and shortlisted both read "under review".
 */
export function freelancerStage(application: Pick<Application, 'status'>): 'under_review' | 'declined' | 'hired' | 'withdrawn' {
  switch (application.status) {
    case 'pending':
      return 'under_review';
    case 'rejected':
      return 'declined';
    case 'accepted':
      return 'hired';
    default:
      return 'withdrawn';
  }
}

/** A YYYY-MM-DD date as the reader's calendar shows it (not shifted by their time zone). */
export function formatStartDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day).toLocaleDateString();
}

/** The proposal's terms in a few words each: the rate, the hours a week, the start; absent on older applications. */
export function proposalTerms(application: Pick<Application, 'proposedRate' | 'availability'>): { label: string; value: string }[] {
  const terms: { label: string; value: string }[] = [];
  if (application.proposedRate) terms.push({ label: 'Rate', value: formatRate(application.proposedRate) });
  const { hoursPerWeek, startDate } = application.availability;
  if (hoursPerWeek !== null) terms.push({ label: 'Hours', value: `${hoursPerWeek} h/week` });
  if (hoursPerWeek !== null || startDate)
    terms.push({ label: 'Start', value: startDate ? formatStartDate(startDate) : 'As soon as agreed' });
  return terms;
}
