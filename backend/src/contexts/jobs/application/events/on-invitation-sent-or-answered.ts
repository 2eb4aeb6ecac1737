import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import { JobInvitation } from '../../domain/job-invitation.entity';
import { InvitationAnswered, InvitationSent } from '../../public';
import { INVITATION_CHANGED } from '../server-events';

/** Tells both parties' open screens that an invitation was sent or answered; each event is pushed once. */
@Injectable()
@HandlesEvents(InvitationSent, InvitationAnswered)
export class PushInvitationChanges implements IntegrationEventHandler<InvitationSent | InvitationAnswered>, OnModuleInit {
  constructor(
    private readonly realtime: RealtimeBus,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.realtime.register(INVITATION_CHANGED, async (refs) => {
      const found = await this.em
        .fork()
        .find(JobInvitation, { id: { $in: refs.map((ref) => ref.invitationId) } }, { fields: ['id', 'job', 'status'] });
      const byId = new Map(found.map((invitation) => [invitation.id, invitation]));
      return refs.map(({ invitationId }) => {
        const invitation = byId.get(invitationId);
        return invitation ? { invitationId, jobId: invitation.job.id, status: invitation.status } : null;
      });
    });
  }

  async handle(event: InvitationSent | InvitationAnswered, delivery: EventDelivery): Promise<void> {
    const first = await delivery.once(() => Promise.resolve());
    if (first) await this.realtime.publish([event.clientId, event.freelancerId], INVITATION_CHANGED, { invitationId: event.invitationId });
  }
}
