import { DomainError } from '../../../platform/errors/domain-error';

/** Also what anyone who is not a party (nor an admin) hears: a contract's existence is private. */
export class ContractNotFound extends DomainError {
  constructor() {
    super('CONTRACTING.CONTRACT_NOT_FOUND', 'Contract not found', 'not_found');
  }
}

export class NotAContractParty extends DomainError {
  constructor() {
    super('CONTRACTING.NOT_A_PARTY', 'Only the client or the freelancer of this contract can do that', 'forbidden');
  }
}

/** Says who got there first: the caller's screen was showing a contract that had moved on. */
export class ContractNotActive extends DomainError {
  constructor(completedByCaller: boolean) {
    super(
      'CONTRACTING.CONTRACT_NOT_ACTIVE',
      completedByCaller
        ? 'You have already marked this contract as complete.'
        : 'The other party has already marked this contract as complete.',
      'conflict',
    );
  }
}

export class ContractUnderDispute extends DomainError {
  constructor() {
    super(
      'CONTRACTING.CONTRACT_UNDER_DISPUTE',
      'This contract has an open dispute; it can be completed once an administrator resolves it',
      'conflict',
    );
  }
}
