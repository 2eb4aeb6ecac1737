import { LockMode } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import { SafetyReviewDecided } from '../../../safety/events';
import { Conversation } from '../../domain/conversation.entity';
import { HeldMessage } from '../../domain/held-message.entity';
import { Message } from '../../domain/message.entity';
import { UserBlockRepository } from '../../infrastructure/user-block-repository';
import { MessageSent } from '../../public';
import { NEW_MESSAGE } from '../server-events';

/**
 * An administrator decided a flagged message. Released: a held message is sent now, once (same id,
 * the conversation's next number, MessageSent for the receiver's notification, both sockets told);
 * a warned one loses its warning. Removed: a held message stays undelivered, emptied.
 */
@Injectable()
@HandlesEvents(SafetyReviewDecided)
export class ApplySafetyDecisionToMessages implements IntegrationEventHandler<SafetyReviewDecided> {
  constructor(
    private readonly clock: Clock,
    private readonly realtime: RealtimeBus,
    private readonly blocks: UserBlockRepository,
  ) {}

  async handle({ contentKind, contentId, decision }: SafetyReviewDecided, delivery: EventDelivery): Promise<void> {
    if (contentKind !== 'message' || decision === 'upheld') return;
    let delivered: Message | null = null;
    await delivery.once(async (em) => {
      const now = this.clock.now();
      const held = await em.findOne(HeldMessage, { id: contentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!held) {
        // A warned message: it was delivered; only its warning goes.
        if (decision === 'released') (await em.findOne(Message, { id: contentId }))?.liftWarning();
        return;
      }
      if (held.removedAt !== null) return;
      if (decision === 'removed' || (await this.blocks.between(em, held.senderId, held.receiverId)).length > 0) {
        held.remove(now);
        return;
      }
      const conversation = await em.findOneOrFail(Conversation, { id: held.conversationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const message = held.release(now);
      message.seq = conversation.takeNextSeq(message.id, now);
      em.remove(held);
      // The held row goes first: the message takes over its client id.
      await em.flush();
      em.persist(message);
      recordEvent(em, new MessageSent(message.id, conversation.id, message.senderId, message.receiverId, message.preview()));
      delivered = message;
    });
    const sent = delivered as Message | null;
    if (sent) await this.realtime.publish([sent.senderId, sent.receiverId], NEW_MESSAGE, { messageId: sent.id });
  }
}
