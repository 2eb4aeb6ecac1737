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

/**
 * The account's password changed: set in Settings with the current one (`changed`), or with an
 * emailed reset or undo link (`reset`). Recorded in the transaction of the change; notifications
 * tells the owner, whatever their email topics, so a change they did not make does not go unseen.
 */
@IntegrationEventType('identity.password_changed')
export class PasswordChanged extends IntegrationEvent {
  constructor(
    readonly userId: string,
    readonly how: 'changed' | 'reset',
    /** ISO timestamp of the change. */
    readonly changedAt: string,
  ) {
    super();
  }
}

/**
 * How an account counts among the landing page's workers: a freelancer's account not deleted is a
 * worker, a verified one a verified worker; every other account is none.
 */
export type WorkerStanding = 'none' | 'worker' | 'verified_worker';

/**
 * An account's standing among the workers changed: it registered, switched role, was made or
 * ceased to be an administrator, had its identity verified or was deleted. Recorded in the
 * transaction of the change, so the figures counted from it (dashboard) move once per change.
 */
@IntegrationEventType('identity.worker_standing_changed')
export class WorkerStandingChanged extends IntegrationEvent {
  constructor(
    readonly userId: string,
    readonly before: WorkerStanding,
    readonly after: WorkerStanding,
  ) {
    super();
  }
}
