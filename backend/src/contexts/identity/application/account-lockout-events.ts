import { IntegrationEvent, IntegrationEventType } from '../../../platform/outbox/integration-event';

/**
 * A lock-out of an account's password and code checks began, and its owner was not told of one
 * lately (decision 0053): they are emailed, after the request, through the outbox. An email that
 * names no account records it too (`userId` null, nobody told), so a sign-in takes the same work
 * whether or not the address has an account. Only identity handles it.
 */
@IntegrationEventType('identity.account_lockout_began')
export class AccountLockoutBegan extends IntegrationEvent {
  constructor(
    readonly userId: string | null,
    readonly lockedUntil: string,
  ) {
    super();
  }
}
