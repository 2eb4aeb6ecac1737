import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';
import type { Rate } from '../../platform/money/money';

/*
 * The integration events this context publishes. Subscribing to them is no dependency on the
 * context: this file imports no context code.
 */

@IntegrationEventType('jobs.job_posted')
export class JobPosted extends IntegrationEvent {
  constructor(
    readonly jobId: string,
    readonly clientId: string,
    readonly jobType: 'job_offer' | 'job_seeking',
    readonly title: string,
  ) {
    super();
  }
}

@IntegrationEventType('jobs.application_submitted')
export class ApplicationSubmitted extends IntegrationEvent {
  constructor(
    readonly applicationId: string,
    readonly jobId: string,
    readonly clientId: string,
    readonly freelancerId: string,
    readonly jobTitle: string,
  ) {
    super();
  }
}

/**
 * The owner took the applicant on. The acceptance opens the contract itself; contracting opens it
 * from this event too, should that call have failed (one contract either way).
 */
@IntegrationEventType('jobs.application_accepted')
export class ApplicationAccepted extends IntegrationEvent {
  constructor(
    readonly applicationId: string,
    readonly jobId: string,
    readonly clientId: string,
    readonly freelancerId: string,
    readonly jobTitle: string,
    readonly terms: string,
    /** The version of the offer accepted, as it was (absent from events recorded before offers). */
    readonly offer?: AcceptedOfferTerms,
  ) {
    super();
  }
}

/** The terms of an accepted offer as they were accepted: what the contract keeps, frozen. */
export type AcceptedOfferTerms = {
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

/**
 * An offer on an application moved: made (version 1, or a new one after a decline), countered (the
 * next version is the other party's), accepted (ApplicationAccepted follows in the same
 * transaction), declined or withdrawn. `by` is the party who acted.
 */
@IntegrationEventType('jobs.offer_changed')
export class OfferChanged extends IntegrationEvent {
  constructor(
    readonly offerId: string,
    readonly applicationId: string,
    readonly jobId: string,
    readonly jobTitle: string,
    readonly clientId: string,
    readonly freelancerId: string,
    readonly version: number,
    readonly change: 'made' | 'countered' | 'accepted' | 'declined' | 'withdrawn',
    readonly by: 'client' | 'freelancer',
    readonly note: string | null,
  ) {
    super();
  }
}

/**
 * The owner declined the proposal, with a reason from a short list and an optional note the
 * freelancer reads (events recorded before reasons existed carry neither: read them as other).
 */
@IntegrationEventType('jobs.application_rejected')
export class ApplicationRejected extends IntegrationEvent {
  constructor(
    readonly applicationId: string,
    readonly jobId: string,
    readonly clientId: string,
    readonly freelancerId: string,
    readonly jobTitle: string,
    readonly reason?: 'not_a_fit' | 'rate_too_high' | 'availability' | 'position_filled' | 'hired_someone_else' | 'other',
    readonly note?: string | null,
  ) {
    super();
  }
}

/** The applicant edited their pending proposal, or the owner moved it on or off their shortlist: both screens follow. */
@IntegrationEventType('jobs.application_edited')
export class ApplicationEdited extends IntegrationEvent {
  constructor(
    readonly applicationId: string,
    readonly jobId: string,
    readonly clientId: string,
    readonly freelancerId: string,
    readonly jobTitle: string,
    readonly change: 'edited' | 'shortlisted' | 'unshortlisted',
  ) {
    super();
  }
}

/** The applicant took back their application while it was pending; the post's owner is told. */
@IntegrationEventType('jobs.application_withdrawn')
export class ApplicationWithdrawn extends IntegrationEvent {
  constructor(
    readonly applicationId: string,
    readonly jobId: string,
    readonly clientId: string,
    readonly freelancerId: string,
    readonly jobTitle: string,
  ) {
    super();
  }
}

/**
 * The safety check warned or held a post or an application, or judged an edited post again
 * (whatever its verdict, so a review it no longer deserves closes). `text` is what was judged.
 */
@IntegrationEventType('jobs.content_screened')
export class JobsContentScreened extends IntegrationEvent {
  constructor(
    readonly contentKind: 'job_post' | 'availability_post' | 'application',
    readonly contentId: string,
    readonly authorId: string,
    readonly verdict: 'clear' | 'warn' | 'hold',
    readonly reasons: { code: string; message: string }[],
    readonly text: string,
    readonly screenedAt: string,
  ) {
    super();
  }
}

/** A client invited a freelancer to one of their open job offers (decision 0071): the freelancer is told. */
@IntegrationEventType('jobs.invitation_sent')
export class InvitationSent extends IntegrationEvent {
  constructor(
    readonly invitationId: string,
    readonly jobId: string,
    readonly clientId: string,
    readonly freelancerId: string,
    readonly jobTitle: string,
    readonly message: string | null,
  ) {
    super();
  }
}

/** The freelancer accepted (and applies next) or declined an invitation: the client is told. */
@IntegrationEventType('jobs.invitation_answered')
export class InvitationAnswered extends IntegrationEvent {
  constructor(
    readonly invitationId: string,
    readonly jobId: string,
    readonly clientId: string,
    readonly freelancerId: string,
    readonly jobTitle: string,
    readonly answer: 'accepted' | 'declined',
    readonly reason: string | null,
  ) {
    super();
  }
}

/**
 * Job posts came or went: one was created (whatever its safety verdict; JobPosted says when it is
 * published), or a deleted account's posts were removed. `jobOffers` and `availabilityPosts` are
 * the changes of each kind's number of posts. Recorded in the transaction of the change, so the
 * figures counted from it (dashboard) move once per change.
 */
@IntegrationEventType('jobs.job_post_count_changed')
export class JobPostCountChanged extends IntegrationEvent {
  constructor(
    readonly clientId: string,
    readonly jobOffers: number,
    readonly availabilityPosts: number,
  ) {
    super();
  }
}
