import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';

/*
 * The integration events this context publishes. Subscribing to them is no dependency on the
 * context: this file imports no context code.
 */

@IntegrationEventType('contracting.contract_created')
export class ContractCreated extends IntegrationEvent {
  constructor(
    readonly contractId: string,
    readonly applicationId: string,
    readonly jobId: string,
    readonly jobTitle: string,
    readonly clientId: string,
    readonly freelancerId: string,
  ) {
    super();
  }
}

@IntegrationEventType('contracting.contract_completed')
export class ContractCompleted extends IntegrationEvent {
  constructor(
    readonly contractId: string,
    readonly jobTitle: string,
    readonly clientId: string,
    readonly freelancerId: string,
    readonly completedBy: string,
    /** ISO timestamp. */
    readonly completedAt: string,
  ) {
    super();
  }
}

/**
 * A milestone of a contract moved: added by the client, submitted by the freelancer, approved or
 * sent back for changes by the client, approved on its own after 7 days, or its client is reminded
 * (a day before that). `note` is the submission's or the answer's.
 */
@IntegrationEventType('contracting.milestone_changed')
export class MilestoneChanged extends IntegrationEvent {
  constructor(
    readonly contractId: string,
    readonly jobTitle: string,
    readonly clientId: string,
    readonly freelancerId: string,
    readonly milestoneId: string,
    readonly milestoneTitle: string,
    readonly submissionId: string | null,
    readonly change: 'added' | 'submitted' | 'approved' | 'changes_requested' | 'auto_approved' | 'reminder',
    readonly note: string | null,
    /** ISO timestamp: when a waiting submission is approved on its own; null once answered. */
    readonly autoApproveAt: string | null,
  ) {
    super();
  }
}
