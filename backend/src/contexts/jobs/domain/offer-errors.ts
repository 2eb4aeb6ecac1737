import { errorTable } from '../../../platform/errors/error-table';
import type { OfferStatus } from './offer-terms';

/** The offers' errors (jobs' codes; a table of their own beside jobs-errors.ts). */
export const { OfferNotFound, OfferNotOpen, OfferAlreadyOpen, NotOfferRecipient, NotOfferProposer, EndBeforeStart, OfferVersionsUsedUp } =
  errorTable('JOBS', {
    /** Also what anyone who is not a party hears: an offer's existence is private. */
    OfferNotFound: { code: 'OFFER_NOT_FOUND', message: 'Offer not found', kind: 'not_found' },
    /** Says what became of it: the caller's screen was showing it open. */
    OfferNotOpen: {
      code: 'OFFER_NOT_OPEN',
      message: (status: OfferStatus) => `This offer has already been ${status}.`,
      details: (status: OfferStatus) => ({ status }),
      kind: 'conflict',
    },
    OfferAlreadyOpen: {
      code: 'OFFER_ALREADY_OPEN',
      message: 'An offer on this application waits for an answer: withdraw it first, or wait for the answer',
      kind: 'conflict',
    },
    NotOfferRecipient: { code: 'NOT_OFFER_RECIPIENT', message: 'Only the other party can answer this offer', kind: 'forbidden' },
    NotOfferProposer: { code: 'NOT_OFFER_PROPOSER', message: 'Only the party who made this offer can withdraw it', kind: 'forbidden' },
    OfferVersionsUsedUp: {
      code: 'OFFER_VERSIONS_USED_UP',
      message: 'This application has had 50 versions of its offer: talk it over in messages, then accept or decline the last one',
      kind: 'conflict',
    },
    EndBeforeStart: { code: 'OFFER_END_BEFORE_START', message: 'The end date must be on or after the start date', kind: 'invalid' },
  });
