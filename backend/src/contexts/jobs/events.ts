import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';

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
  ) {
    super();
  }
}

@IntegrationEventType('jobs.application_rejected')
export class ApplicationRejected extends IntegrationEvent {
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
