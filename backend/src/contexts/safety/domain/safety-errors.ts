import { errorTable } from '../../../platform/errors/error-table';

export const { SafetyReviewNotFound, AlreadyContested, NotContestable, ReviewAlreadyDecided, NothingToUphold, RemovalNeedsNote } =
  errorTable('SAFETY', {
    /** Also what anyone but the author hears of another's text: whether it was flagged is private. */
    SafetyReviewNotFound: { code: 'REVIEW_NOT_FOUND', message: 'Nothing of yours was flagged there', kind: 'not_found' },
    AlreadyContested: {
      code: 'ALREADY_CONTESTED',
      message: 'You have already asked for a review of this; an administrator will look at it',
      kind: 'conflict',
    },
    NotContestable: {
      code: 'NOT_CONTESTABLE',
      message: 'An administrator has already decided on this',
      kind: 'conflict',
    },
    ReviewAlreadyDecided: {
      code: 'REVIEW_ALREADY_DECIDED',
      message: 'This item is no longer waiting for a decision',
      kind: 'conflict',
    },
    RemovalNeedsNote: { code: 'REMOVAL_NEEDS_NOTE', message: 'Please tell the author why it is removed', kind: 'invalid' },
    NothingToUphold: {
      code: 'NOTHING_TO_UPHOLD',
      message: 'Only a contested warning can be kept; release or remove a held item',
      kind: 'conflict',
    },
  });
