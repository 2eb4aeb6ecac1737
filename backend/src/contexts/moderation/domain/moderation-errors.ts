import { DomainError } from '../../../platform/errors/domain-error';

/** Also what a reporter hears of a message they neither sent nor received: they cannot see it. */
export class ReportTargetNotFound extends DomainError {
  constructor() {
    super('MODERATION.REPORT_TARGET_NOT_FOUND', 'Report target not found', 'not_found');
  }
}

export class CannotReportSelf extends DomainError {
  constructor() {
    super('MODERATION.SELF_REPORT', 'You cannot report yourself', 'invalid');
  }
}

export class AlreadyReported extends DomainError {
  constructor() {
    super('MODERATION.ALREADY_REPORTED', 'You have already reported this and the report is still pending', 'conflict');
  }
}

export class ReportNotFound extends DomainError {
  constructor() {
    super('MODERATION.REPORT_NOT_FOUND', 'Report not found', 'not_found');
  }
}

export class ReportNotPending extends DomainError {
  constructor() {
    super('MODERATION.REPORT_NOT_PENDING', 'This report has already been reviewed', 'conflict');
  }
}

/** Also what anyone who is not a party hears: a contract's existence is private. */
export class DisputeContractNotFound extends DomainError {
  constructor() {
    super('MODERATION.CONTRACT_NOT_FOUND', 'Contract not found', 'not_found');
  }
}

export class DisputeAlreadyOpen extends DomainError {
  constructor() {
    super('MODERATION.DISPUTE_ALREADY_OPEN', 'This contract already has a dispute that is not resolved', 'conflict');
  }
}

export class DisputeNotFound extends DomainError {
  constructor() {
    super('MODERATION.DISPUTE_NOT_FOUND', 'Dispute not found', 'not_found');
  }
}

export class DisputeTransitionNotAllowed extends DomainError {
  constructor(from: string, to: string) {
    super('MODERATION.DISPUTE_TRANSITION_NOT_ALLOWED', `A dispute that is ${from} cannot become ${to}`, 'conflict', { from, to });
  }
}

export class ResolutionRequired extends DomainError {
  constructor() {
    super('MODERATION.RESOLUTION_REQUIRED', 'Please describe the resolution', 'invalid');
  }
}

export class ResolutionOnlyWhenResolving extends DomainError {
  constructor() {
    super('MODERATION.RESOLUTION_ONLY_WHEN_RESOLVING', 'A resolution is given only with the status resolved', 'invalid');
  }
}

/** A `before` cursor that is no report or dispute of the list. */
export class UnknownCursor extends DomainError {
  constructor() {
    super('MODERATION.UNKNOWN_CURSOR', 'before must be the id of an item of this list', 'invalid');
  }
}

/** The administrators' view of a user's reports or disputes names no account. */
export class ModerationUserNotFound extends DomainError {
  constructor() {
    super('MODERATION.USER_NOT_FOUND', 'User not found', 'not_found');
  }
}

/** The account, job post, portfolio item or message an enforcement action names does not exist. */
export class EnforcementSubjectNotFound extends DomainError {
  constructor() {
    super('MODERATION.ENFORCEMENT_SUBJECT_NOT_FOUND', 'There is no such account, job post, portfolio item or message', 'not_found');
  }
}

/** Also for the administrator's own content: nobody judges their own case. */
export class CannotActOnOwnAccount extends DomainError {
  constructor() {
    super('MODERATION.CANNOT_ACT_ON_OWN_ACCOUNT', 'Administrators cannot act on their own account', 'forbidden');
  }
}

/** An administrator's account is taken away from the command line (the role), never suspended from the panel. */
export class CannotActOnAdministrator extends DomainError {
  constructor() {
    super('MODERATION.CANNOT_ACT_ON_ADMINISTRATOR', 'Administrators cannot be suspended', 'forbidden');
  }
}

export class AlreadyEnforced extends DomainError {
  constructor() {
    super('MODERATION.ALREADY_ENFORCED', 'An action of this kind is already in force on it', 'conflict');
  }
}

export class EnforcementActionNotFound extends DomainError {
  constructor() {
    super('MODERATION.ENFORCEMENT_ACTION_NOT_FOUND', 'Enforcement action not found', 'not_found');
  }
}

export class EnforcementNotActive extends DomainError {
  constructor(status: string) {
    super('MODERATION.ENFORCEMENT_NOT_ACTIVE', `This action is no longer in force: it was ${status}`, 'conflict', { status });
  }
}

/** The message's text was erased from the conversation; only the audit log keeps it. */
export class MessageRemovalIsFinal extends DomainError {
  constructor() {
    super('MODERATION.ENFORCEMENT_NOT_LIFTABLE', 'A removed message cannot be restored', 'conflict');
  }
}

export class EndsAtOnlyForSuspension extends DomainError {
  constructor() {
    super('MODERATION.ENDS_AT_ONLY_FOR_SUSPENSION', 'Only a suspension has an end date', 'invalid');
  }
}

export class EndsAtInThePast extends DomainError {
  constructor() {
    super('MODERATION.ENDS_AT_IN_THE_PAST', 'The end of a suspension must be in the future', 'invalid');
  }
}
