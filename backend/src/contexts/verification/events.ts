import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';

/*
 * The integration events this context publishes. Subscribing to them is no dependency on the
 * context: this file imports no context code.
 */

@IntegrationEventType('verification.approved')
export class VerificationApproved extends IntegrationEvent {
  constructor(
    readonly requestId: string,
    readonly userId: string,
    readonly reviewNote: string,
  ) {
    super();
  }
}

@IntegrationEventType('verification.rejected')
export class VerificationRejected extends IntegrationEvent {
  constructor(
    readonly requestId: string,
    readonly userId: string,
    readonly reviewNote: string,
  ) {
    super();
  }
}
