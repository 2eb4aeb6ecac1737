import { errorTable } from '../../../platform/errors/error-table';
import type { MilestoneStatus, SubmissionOutcome } from './milestone-rules';

/** The milestones' errors (contracting's codes; a table of their own beside contracting-errors.ts). */
export const {
  MilestoneNotFound,
  SubmissionNotFound,
  OnlyTheFreelancerSubmits,
  OnlyTheClientDecides,
  MilestoneNotSubmittable,
  SubmissionAlreadyAnswered,
  SubmissionAwaitsAnswer,
  TooManyMilestones,
} = errorTable('CONTRACTING', {
  /** Also what anyone who is not a party hears. */
  MilestoneNotFound: { code: 'MILESTONE_NOT_FOUND', message: 'Milestone not found', kind: 'not_found' },
  SubmissionNotFound: { code: 'SUBMISSION_NOT_FOUND', message: 'Submission not found', kind: 'not_found' },
  OnlyTheFreelancerSubmits: {
    code: 'NOT_THE_FREELANCER',
    message: 'Only the freelancer of this contract submits its milestones',
    kind: 'forbidden',
  },
  OnlyTheClientDecides: { code: 'NOT_THE_CLIENT', message: 'Only the client of this contract can do that', kind: 'forbidden' },
  MilestoneNotSubmittable: {
    code: 'MILESTONE_NOT_SUBMITTABLE',
    message: (status: MilestoneStatus) =>
      status === 'approved' ? 'This milestone is already approved.' : 'This milestone already waits for the client’s answer.',
    details: (status: MilestoneStatus) => ({ status }),
    kind: 'conflict',
  },
  /** Says who got there first: the client, or the 7 days. */
  SubmissionAlreadyAnswered: {
    code: 'SUBMISSION_ANSWERED',
    message: (outcome: SubmissionOutcome) =>
      outcome === 'auto_approved'
        ? 'This submission was approved automatically after 7 days.'
        : 'This submission has already been answered.',
    details: (outcome: SubmissionOutcome) => ({ outcome }),
    kind: 'conflict',
  },
  SubmissionAwaitsAnswer: {
    code: 'SUBMISSION_AWAITS_ANSWER',
    message: 'A milestone submission waits for the client’s answer: approve it or ask for changes before completing the contract',
    kind: 'conflict',
  },
  TooManyMilestones: { code: 'TOO_MANY_MILESTONES', message: 'A contract has at most 200 milestones', kind: 'conflict' },
});
