import type { Rate } from '../../../platform/money/money';
import type { Offer } from '../domain/offer.entity';
import type { OfferMilestone, OfferParty, OfferStatus } from '../domain/offer-terms';

/** One version of an offer as either party reads it. */
export type OfferView = {
  id: string;
  applicationId: string;
  version: number;
  proposedBy: OfferParty;
  rate: Rate | null;
  hoursPerWeek: number | null;
  startDate: string;
  endDate: string | null;
  milestones: OfferMilestone[];
  notes: string;
  status: OfferStatus;
  decisionNote: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  /** Whether the caller proposed it: they may withdraw it while open; the other party answers it. */
  yours: boolean;
};

export function toOfferView(offer: Offer, viewerId: string): OfferView {
  return {
    id: offer.id,
    applicationId: offer.applicationId,
    version: offer.version,
    proposedBy: offer.proposedBy,
    rate: offer.rate,
    hoursPerWeek: offer.hoursPerWeek,
    startDate: offer.startDate,
    endDate: offer.endDate,
    milestones: offer.milestones,
    notes: offer.notes,
    status: offer.status,
    decisionNote: offer.decisionNote,
    createdAt: offer.createdAt,
    decidedAt: offer.decidedAt,
    yours: offer.partyOf(viewerId) === offer.proposedBy,
  };
}
