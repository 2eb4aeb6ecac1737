import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import { ContentTakenDown } from '../../../moderation/events';
import type { MessagingTables } from '../../infrastructure/messaging-read-repository';
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
  ) {}

  async handle({ actionId, kind, subjectId }: ContentTakenDown, delivery: EventDelivery): Promise<void> {
    if (kind !== 'message') return;
    let participants: string[] = [];
    await delivery.once(async (em) => {
      const removed = await em
        .getKysely<MessagingTables>()
        .updateTable('messages')
        .set({ content: '', removed_at: this.clock.now(), removal_action_id: actionId })
        .where('id', '=', subjectId)
        .where('removed_at', 'is', null)
        .returning(['sender_id', 'receiver_id'])
        .executeTakeFirst();
      if (removed) participants = [removed.sender_id, removed.receiver_id];
    });
    if (participants.length > 0) await this.realtime.publish(participants, MESSAGE_REMOVED, { messageId: subjectId });
  }
}
