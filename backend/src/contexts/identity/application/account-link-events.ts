import { IntegrationEvent, IntegrationEventType } from '../../../platform/outbox/integration-event';

/*
 * Identity's own events, through the outbox so that every email leaves after its transaction
 * committed, retried until sent, never inside a request. Only identity handles them, so they are
 * not in public.ts. None carries a token: a link's token is made again from its id when mailed.
 */

/** A link to confirm the account's address was issued (sign-up, or "Resend"). */
@IntegrationEventType('identity.email_verification_link_issued')
export class EmailVerificationLinkIssued extends IntegrationEvent {
  constructor(readonly linkId: string) {
    super();
  }
}

/**
 * Someone asked to reset the password of the account at this address, if there is one. The
 * request only records this; the handler looks the account up, so the request does the same work
 * whether or not an account uses the address.
 */
@IntegrationEventType('identity.password_reset_requested')
export class PasswordResetRequested extends IntegrationEvent {
  constructor(readonly email: string) {
    super();
  }
}

/** A link to confirm a new address was issued; it goes to the new address. */
@IntegrationEventType('identity.email_change_link_issued')
export class EmailChangeLinkIssued extends IntegrationEvent {
  constructor(readonly linkId: string) {
    super();
  }
}

/** The account moved to a new address; the old one is told. */
@IntegrationEventType('identity.email_changed')
export class EmailChanged extends IntegrationEvent {
  constructor(
    readonly userId: string,
    readonly oldEmail: string,
    readonly newEmail: string,
    readonly changedAt: string,
  ) {
    super();
  }
}
