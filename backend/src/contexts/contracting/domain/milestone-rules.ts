/** Milestones without money (decision 0072): the statuses, bounds and the answer's clock. */
export const MILESTONE_STATUSES = ['open', 'submitted', 'changes_requested', 'approved'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const SUBMISSION_OUTCOMES = ['approved', 'changes_requested', 'auto_approved'] as const;
export type SubmissionOutcome = (typeof SUBMISSION_OUTCOMES)[number];

export const MILESTONE_LIMITS = {
  /** On one contract, all told: its milestones list is never longer. */
  perContract: 200,
  title: 120,
  description: 2000,
  note: 2000,
  /** Files of one submission (the attachments' own bound). */
  files: 10,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A submission the client has not answered in 7 days is approved on its own. */
export const AUTO_APPROVE_AFTER_MS = 7 * DAY_MS;
/** The client is reminded a day before that. */
export const REMIND_BEFORE_MS = DAY_MS;
