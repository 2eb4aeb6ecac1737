import { DomainError } from '../../../platform/errors/domain-error';

/** Also what anyone outside the contract hears. */
export class ReviewContractNotFound extends DomainError {
  constructor() {
    super('REVIEWS.CONTRACT_NOT_FOUND', 'Contract not found', 'not_found');
  }
}

export class ContractNotCompleted extends DomainError {
  constructor() {
    super('REVIEWS.CONTRACT_NOT_COMPLETED', 'A contract can be reviewed once it is completed', 'conflict');
  }
}

export class WrongReviewee extends DomainError {
  constructor() {
    super('REVIEWS.WRONG_REVIEWEE', 'You can only review the other party of the contract', 'invalid');
  }
}

export class AlreadyReviewed extends DomainError {
  constructor() {
    super('REVIEWS.ALREADY_REVIEWED', "You've already reviewed this contract", 'conflict');
  }
}

export class UserToScoreNotFound extends DomainError {
  constructor() {
    super('REVIEWS.USER_NOT_FOUND', 'User not found', 'not_found');
  }
}
