import { errorTable } from '../../../platform/errors/error-table';

export const {
  JobNotFound,
  ApplicationNotFound,
  NotJobOwner,
  WrongPostTypeForRole,
  OnlyFreelancersApply,
  CannotApplyToOwnJob,
  JobNotOpenForApplications,
  AvailabilityPostsTakeNoApplications,
  VerificationRequired,
  AlreadyApplied,
  ApplicationNotPending,
  NotTheApplicant,
  JobTakenDown,
  JobNotOpen,
  VerifiedOnlyForJobOffers,
  AccountSuspended,
} = errorTable('JOBS', {
  JobNotFound: { code: 'JOB_NOT_FOUND', message: 'Job not found', kind: 'not_found' },
  ApplicationNotFound: { code: 'APPLICATION_NOT_FOUND', message: 'Application not found', kind: 'not_found' },
  NotJobOwner: { code: 'NOT_JOB_OWNER', message: 'Only the owner of this job can do that', kind: 'forbidden' },
  WrongPostTypeForRole: { code: 'POST_TYPE_NOT_ALLOWED', message: (message: string) => message, kind: 'forbidden' },
  OnlyFreelancersApply: { code: 'ONLY_FREELANCERS_APPLY', message: 'Only freelancers can apply to jobs', kind: 'forbidden' },
  CannotApplyToOwnJob: { code: 'OWN_JOB', message: 'You cannot apply to your own post', kind: 'forbidden' },
  JobNotOpenForApplications: { code: 'NOT_ACCEPTING_APPLICATIONS', message: 'This job is not accepting applications', kind: 'conflict' },
  AvailabilityPostsTakeNoApplications: {
    code: 'AVAILABILITY_POST',
    message: 'Availability posts take messages, not applications',
    kind: 'conflict',
  },
  VerificationRequired: {
    code: 'VERIFICATION_REQUIRED',
    message: 'This job is open to verified workers only. Get verified to apply.',
    kind: 'forbidden',
  },
  AlreadyApplied: { code: 'ALREADY_APPLIED', message: 'You have already applied to this job', kind: 'conflict' },
  /** Says what was decided: the caller's screen was showing the application as still pending. */
  ApplicationNotPending: {
    code: 'APPLICATION_NOT_PENDING',
    message: (status: 'accepted' | 'rejected' | 'withdrawn') => `This application has already been ${status}.`,
    kind: 'conflict',
  },
  NotTheApplicant: {
    code: 'NOT_APPLICANT',
    message: (action: 'withdraw' | 'edit' = 'withdraw') => `Only the applicant can ${action} this application`,
    kind: 'forbidden',
  },
  JobTakenDown: {
    code: 'JOB_TAKEN_DOWN',
    message: (action: string) => `An administrator took this post down: it cannot be ${action} until it is restored`,
    kind: 'conflict',
  },
  JobNotOpen: { code: 'JOB_NOT_OPEN', message: (action: string) => `Only an open job can be ${action}`, kind: 'conflict' },
  VerifiedOnlyForJobOffers: {
    code: 'VERIFIED_ONLY_FOR_OFFERS',
    message: 'Only job offers can be limited to verified freelancers; an availability post takes no applications',
    kind: 'invalid',
  },
  /** A suspended account reached a command (its sessions end at suspension; this is the last guard). */
  AccountSuspended: { code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended', kind: 'forbidden' },
});
