import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';

/*
 * The integration events this context publishes. Subscribing to them is no dependency on the
 * context: this file imports no context code.
 */

/**
 * The user deleted their account: identity anonymised the user row in the same transaction, and
 * every context removes or keeps what it holds of them by the rules of decision 0031.
 */
@IntegrationEventType('identity.account_deleted')
export class AccountDeleted extends IntegrationEvent {
  constructor(readonly userId: string) {
    super();
  }
}
