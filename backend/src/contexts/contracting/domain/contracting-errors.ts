import { errorTable } from '../../../platform/errors/error-table';

export const { ContractNotFound, NotAContractParty, ContractNotActive, ContractUnderDispute } = errorTable('CONTRACTING', {
  /** Also what anyone who is not a party (nor an admin) hears: a contract's existence is private. */
  ContractNotFound: { code: 'CONTRACT_NOT_FOUND', message: 'Contract not found', kind: 'not_found' },
  NotAContractParty: { code: 'NOT_A_PARTY', message: 'Only the client or the freelancer of this contract can do that', kind: 'forbidden' },
  /** Says who got there first: the caller's screen was showing a contract that had moved on. */
  ContractNotActive: {
    code: 'CONTRACT_NOT_ACTIVE',
    message: (completedByCaller: boolean) =>
      completedByCaller
        ? 'You have already marked this contract as complete.'
        : 'The other party has already marked this contract as complete.',
    kind: 'conflict',
  },
  ContractUnderDispute: {
    code: 'CONTRACT_UNDER_DISPUTE',
    message: 'This contract has an open dispute; it can be completed once an administrator resolves it',
    kind: 'conflict',
  },
});
