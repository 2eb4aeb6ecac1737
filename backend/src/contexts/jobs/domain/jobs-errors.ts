import { DomainError } from '../../../platform/errors/domain-error';

export class JobNotFound extends DomainError {
  constructor() {
    super('JOBS.JOB_NOT_FOUND', 'Job not found', 'not_found');
  }
}

export class ApplicationNotFound extends DomainError {
  constructor() {
    super('JOBS.APPLICATION_NOT_FOUND', 'Application not found', 'not_found');
  }
}

export class NotJobOwner extends DomainError {
  constructor() {
    super('JOBS.NOT_JOB_OWNER', 'Only the owner of this job can do that', 'forbidden');
  }
}

export class WrongPostTypeForRole extends DomainError {
  constructor(message: string) {
    super('JOBS.POST_TYPE_NOT_ALLOWED', message, 'forbidden');
  }
}

export class OnlyFreelancersApply extends DomainError {
  constructor() {
    super('JOBS.ONLY_FREELANCERS_APPLY', 'Only freelancers can apply to jobs', 'forbidden');
  }
}

export class CannotApplyToOwnJob extends DomainError {
  constructor() {
    super('JOBS.OWN_JOB', 'You cannot apply to your own post', 'forbidden');
  }
}

export class JobNotOpenForApplications extends DomainError {
  constructor() {
    super('JOBS.NOT_ACCEPTING_APPLICATIONS', 'This job is not accepting applications', 'conflict');
  }
}

export class AvailabilityPostsTakeNoApplications extends DomainError {
  constructor() {
    super('JOBS.AVAILABILITY_POST', 'Availability posts take messages, not applications', 'conflict');
  }
}

export class VerificationRequired extends DomainError {
  constructor() {
    super('JOBS.VERIFICATION_REQUIRED', 'This job is open to verified freelancers only. Get verified to apply.', 'forbidden');
  }
}

export class AlreadyApplied extends DomainError {
  constructor() {
    super('JOBS.ALREADY_APPLIED', 'You have already applied to this job', 'conflict');
  }
}

/** Says what was decided: the caller's screen was showing the application as still pending. */
export class ApplicationNotPending extends DomainError {
  constructor(status: 'accepted' | 'rejected' | 'withdrawn') {
    super('JOBS.APPLICATION_NOT_PENDING', `This application has already been ${status}.`, 'conflict');
  }
}

export class JobTakenDown extends DomainError {
  constructor(action: string) {
    super('JOBS.JOB_TAKEN_DOWN', `An administrator took this post down: it cannot be ${action} until it is restored`, 'conflict');
  }
}

export class JobNotOpen extends DomainError {
  constructor(action: string) {
    super('JOBS.JOB_NOT_OPEN', `Only an open job can be ${action}`, 'conflict');
  }
}

export class VerifiedOnlyForJobOffers extends DomainError {
  constructor() {
    super(
      'JOBS.VERIFIED_ONLY_FOR_OFFERS',
      'Only job offers can be limited to verified freelancers; an availability post takes no applications',
      'invalid',
    );
  }
}

/** A suspended account reached a command (its sessions end at suspension; this is the last guard). */
export class AccountSuspended extends DomainError {
  constructor() {
    super('JOBS.ACCOUNT_SUSPENDED', 'Your account is suspended', 'forbidden');
  }
}
