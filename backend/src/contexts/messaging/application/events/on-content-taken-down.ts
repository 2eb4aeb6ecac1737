import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import { ContentTakenDown } from '../../../moderation/events';
import { MessageRepository } from '../../infrastructure/message-repository';
import { MESSAGE_REMOVED } from '../server-events';

/**
 * An administrator removed a message (decision 0035): its content is emptied for good (the audit
 * keeps what it said), both participants see "removed by an administrator" in its place, pushed
 * live once committed by the delivery that removed it. Never restored.
 */
@Injectable()
@HandlesEvents(ContentTakenDown)
export class RemoveMessageByAdministrator implements IntegrationEventHandler<ContentTakenDown> {
  constructor(
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
    private readonly messages: MessageRepository,
  ) {}

  async handle({ actionId, kind, subjectId }: ContentTakenDown, delivery: EventDelivery): Promise<void> {
    if (kind !== 'message') return;
    let participants: string[] = [];
    await delivery.once(async (em) => {
      const removed = await this.messages.removeByAdministrator(em, subjectId, actionId, this.clock.now());
      if (removed) participants = [removed.sender_id, removed.receiver_id];
    });
    if (participants.length > 0) await this.realtime.publish(participants, MESSAGE_REMOVED, { messageId: subjectId });
  }
}
