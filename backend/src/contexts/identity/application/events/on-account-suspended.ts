import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { SessionTermination } from '../../../../platform/auth/session-termination';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountSuspended } from '../../../moderation/events';
import { User } from '../../domain/user.entity';

/**
 * A suspended account (decision 0035): the user row records it, which refuses the account's
 * sign-in and every request of a session it kept and hides its profile from others; then every
 * session and socket of the user ends at once.
 */
@Injectable()
@HandlesEvents(AccountSuspended)
export class SuspendAccount implements IntegrationEventHandler<AccountSuspended> {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionTermination,
    private readonly clock: Clock,
  ) {}

  async handle({ actionId, userId, reason, endsAt }: AccountSuspended, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      (await em.findOne(User, { id: userId }))?.suspend(actionId, reason, this.clock.now(), endsAt ? new Date(endsAt) : null);
    });
    // After the commit (the termination runs outside any transaction), and also on a repeated
    // delivery while this suspension holds: a relay that died after the commit still ends them.
    const user = await this.em.fork().findOne(User, { id: userId }, { fields: ['suspensionActionId'] });
    if (user?.suspensionActionId === actionId) await this.sessions.endUserSessions(userId, 'suspended');
  }
}
