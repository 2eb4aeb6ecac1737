import { errorTable } from '../../../platform/errors/error-table';

export const { ReviewContractNotFound, ContractNotCompleted, WrongReviewee, AlreadyReviewed, UserToScoreNotFound } = errorTable('REVIEWS', {
  /** Also what anyone outside the contract hears. */
  ReviewContractNotFound: { code: 'CONTRACT_NOT_FOUND', message: 'Contract not found', kind: 'not_found' },
  ContractNotCompleted: { code: 'CONTRACT_NOT_COMPLETED', message: 'A contract can be reviewed once it is completed', kind: 'conflict' },
  WrongReviewee: { code: 'WRONG_REVIEWEE', message: 'You can only review the other party of the contract', kind: 'invalid' },
  AlreadyReviewed: { code: 'ALREADY_REVIEWED', message: "You've already reviewed this contract", kind: 'conflict' },
  UserToScoreNotFound: { code: 'USER_NOT_FOUND', message: 'User not found', kind: 'not_found' },
});
