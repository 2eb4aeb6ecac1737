import { DomainError } from '../../../platform/errors/domain-error';

export class AlreadyVerified extends DomainError {
  constructor() {
    super('VERIFICATION.ALREADY_VERIFIED', 'Your identity is already verified', 'conflict');
  }
}

export class VerificationPending extends DomainError {
  constructor() {
    super('VERIFICATION.PENDING', 'Your verification is being reviewed; you can submit again once it is decided', 'conflict');
  }
}

export class VerificationNotFound extends DomainError {
  constructor() {
    super('VERIFICATION.NOT_FOUND', 'Verification request not found', 'not_found');
  }
}

export class VerificationAlreadyReviewed extends DomainError {
  constructor() {
    super('VERIFICATION.ALREADY_REVIEWED', 'This verification request has already been reviewed', 'conflict');
  }
}

export class VerificationStillPending extends DomainError {
  constructor() {
    super('VERIFICATION.STILL_PENDING', 'The files can be deleted once the request is decided', 'conflict');
  }
}

export class VerificationMediaDeleted extends DomainError {
  constructor() {
    super('VERIFICATION.MEDIA_DELETED', 'The documents of this request have been deleted', 'not_found');
  }
}

/** The administrators' view of a user's requests names no account. */
export class VerificationUserNotFound extends DomainError {
  constructor() {
    super('VERIFICATION.USER_NOT_FOUND', 'User not found', 'not_found');
  }
}
