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
