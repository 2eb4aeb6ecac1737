import { Query } from '@nestjs/cqrs';
import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';

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

/** Verification requests waiting for an administrator. */
export class CountPendingVerificationsQuery extends Query<number> {}
