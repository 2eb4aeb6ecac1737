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
