import { Command, Query } from '@nestjs/cqrs';
export * from './events';
export type { FrozenOffer } from './domain/frozen-offer';
export { FrozenOfferResponse } from './http/frozen-offer.dto';
import type { FrozenOffer } from './domain/frozen-offer';

export type ContractStatus = 'active' | 'completed';
export type ContractParty = 'client' | 'freelancer';

/** An application its job's owner accepted, with the terms: what a contract is opened from. */
export type AcceptedApplication = {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  clientId: string;
  freelancerId: string;
  terms: string;
  /** The offer's version that was accepted, frozen on the contract (absent for acceptances made before offers). */
  offer?: FrozenOffer | null;
};

/**
 * Opens the contract of an accepted application, or answers the one already opened: exactly one
 * per application, and `ContractCreated` is recorded by the call that creates it. Safe to send
 * more than once, and from two places at once.
 */
export class OpenContractForApplicationCommand extends Command<{ contractId: string }> {
  constructor(readonly application: AcceptedApplication) {
    super();
  }
}

/** What the reviews context needs to know of a contract before it takes a review. */
export type ContractForReview = {
  id: string;
  jobTitle: string;
  clientId: string;
  freelancerId: string;
  status: ContractStatus;
  startedAt: Date;
  completedAt: Date | null;
};

export class GetContractForReviewQuery extends Query<ContractForReview | null> {
  constructor(readonly contractId: string) {
    super();
  }
}

/** What a contract binds its parties to, as an administrator judging a dispute reads it. */
export type ContractTerms = {
  id: string;
  jobId: string;
  /** The job's title when the contract was made. */
  jobTitle: string;
  clientId: string;
  freelancerId: string;
  /** The terms the job's owner accepted. */
  terms: string;
  /** The accepted version of the offer, frozen; null for contracts made before offers. */
  offer: FrozenOffer | null;
  status: ContractStatus;
  startedAt: Date;
  completedAt: Date | null;
};

/** The contract's terms, parties and dates; null when there is no such contract. */
export class GetContractTermsQuery extends Query<ContractTerms | null> {
  constructor(readonly contractId: string) {
    super();
  }
}

/** The contracts made from these applications: application id → contract id (absent until made). */
export class FindContractsOfApplicationsQuery extends Query<Map<string, string>> {
  constructor(readonly applicationIds: readonly string[]) {
    super();
  }
}

/** The job title each of these contracts keeps: contract id → title (unknown ids are absent). */
export class FindJobTitlesOfContractsQuery extends Query<Map<string, string>> {
  constructor(readonly contractIds: readonly string[]) {
    super();
  }
}

/**
 * Whether a contract (of any status) binds the two users, either way round: after one exists,
 * sharing a work chat or an email address is normal between them.
 */
export class HasContractBetweenQuery extends Query<boolean> {
  constructor(
    readonly userId: string,
    readonly otherUserId: string,
  ) {
    super();
  }
}

/** The user's contracts still active, on either side. */
export class CountActiveContractsQuery extends Query<number> {
  constructor(readonly userId: string) {
    super();
  }
}

export type ContractActivity = {
  contractId: string;
  jobTitle: string;
  status: ContractStatus;
  otherPartyId: string;
  /** When it last changed: started, or completed. */
  at: Date;
};

/** The user's most recently started or completed contracts, newest change first. */
export class ListRecentContractActivityQuery extends Query<ContractActivity[]> {
  constructor(
    readonly userId: string,
    readonly limit: number,
  ) {
    super();
  }
}

/**
 * Which of these contracts have a dispute not yet resolved (open or under review). Contracting
 * asks; moderation, which stands on contracting and keeps the disputes, answers.
 */
export class FindDisputedContractsQuery extends Query<Set<string>> {
  constructor(readonly contractIds: readonly string[]) {
    super();
  }
}
