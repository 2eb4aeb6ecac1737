import { errorTable } from '../../../platform/errors/error-table';

export const {
  AlreadyVerified,
  VerificationPending,
  VerificationNotFound,
  VerificationAlreadyReviewed,
  VerificationStillPending,
  VerificationMediaDeleted,
  VerificationUserNotFound,
} = errorTable('VERIFICATION', {
  AlreadyVerified: { code: 'ALREADY_VERIFIED', message: 'Your identity is already verified', kind: 'conflict' },
  VerificationPending: {
    code: 'PENDING',
    message: 'Your verification is being reviewed; you can submit again once it is decided',
    kind: 'conflict',
  },
  VerificationNotFound: { code: 'NOT_FOUND', message: 'Verification request not found', kind: 'not_found' },
  VerificationAlreadyReviewed: {
    code: 'ALREADY_REVIEWED',
    message: 'This verification request has already been reviewed',
    kind: 'conflict',
  },
  VerificationStillPending: { code: 'STILL_PENDING', message: 'The files can be deleted once the request is decided', kind: 'conflict' },
  VerificationMediaDeleted: { code: 'MEDIA_DELETED', message: 'The documents of this request have been deleted', kind: 'not_found' },
  /** The administrators' view of a user's requests names no account. */
  VerificationUserNotFound: { code: 'USER_NOT_FOUND', message: 'User not found', kind: 'not_found' },
});
