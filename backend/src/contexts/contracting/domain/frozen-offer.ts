import type { Rate } from '../../../platform/money/money';

/** The accepted version of an offer, as the contract keeps it and both parties (and a dispute's administrator) read it. */
export type FrozenOffer = {
  offerId: string;
  version: number;
  rate: Rate | null;
  hoursPerWeek: number | null;
  /** Calendar days, YYYY-MM-DD; no end date: ongoing. */
  startDate: string;
  endDate: string | null;
  milestones: { title: string; dueDate: string | null; description: string }[];
  notes: string;
};
