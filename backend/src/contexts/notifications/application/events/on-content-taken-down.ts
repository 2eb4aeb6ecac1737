import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ContentTakenDown } from '../../../moderation/events';
import { describeTakenDownContent } from '../../../moderation/public';
import { ENFORCEMENT } from '../../domain/notice';
import { contentScreen } from '../content-screen';
import { Notifier } from '../notifier';

/** The owner hears that their content was taken down or their message removed, and why, whatever their email topics (decision 0035). */
@Injectable()
@HandlesEvents(ContentTakenDown)
export class NotifyContentTakenDown implements IntegrationEventHandler<ContentTakenDown> {
  constructor(
    private readonly notifier: Notifier,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: ContentTakenDown, delivery: EventDelivery): Promise<void> {
    const content = await describeTakenDownContent(this.queryBus, event.kind, event.subjectId);
    const removed = event.kind === 'message';
    await this.notifier.tell(delivery, [
      {
        userId: event.ownerId,
        inApp: {
          type: 'admin_action',
          entityId: event.actionId,
          title: removed ? 'Your message was removed' : 'Your content was taken down',
          message: removed
            ? `An administrator removed ${content}. Reason: ${event.reason}`
            : `An administrator took down ${content}: only you can see it now. Reason: ${event.reason}`,
        },
        email: {
          topic: ENFORCEMENT,
          kind: removed ? 'message_removed' : 'content_taken_down',
          subject: removed ? 'Your message was removed' : 'Your content was taken down',
          preview: removed ? `An administrator removed ${content}.` : `An administrator took down ${content}.`,
          paragraphs: [
            removed
              ? `An administrator removed ${content}: both sides of the conversation now see that it was removed.`
              : `An administrator took down ${content}: only you can see it now.`,
            `Reason: ${event.reason}`,
          ],
          action: { label: removed ? 'Open your messages' : 'Open it', screen: contentScreen(event.kind, event.subjectId) },
        },
      },
    ]);
  }
}
