import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ContentRestored } from '../../../moderation/events';
import { describeTakenDownContent } from '../../../moderation/public';
import { ENFORCEMENT } from '../../domain/notice';
import { contentScreen } from '../content-screen';
import { Notifier } from '../notifier';

/** The owner hears that their content was restored, whatever their email topics (decision 0035). A removed message never comes back. */
@Injectable()
@HandlesEvents(ContentRestored)
export class NotifyContentRestored implements IntegrationEventHandler<ContentRestored> {
  constructor(
    private readonly notifier: Notifier,
    private readonly queryBus: QueryBus,
  ) {}

  async handle(event: ContentRestored, delivery: EventDelivery): Promise<void> {
    if (event.kind === 'message') return;
    const content = await describeTakenDownContent(this.queryBus, event.kind, event.subjectId);
    await this.notifier.tell(delivery, [
      {
        userId: event.ownerId,
        inApp: {
          type: 'admin_action',
          entityId: event.actionId,
          title: 'Your content was restored',
          message: `An administrator restored ${content}: others can see it again.`,
        },
        email: {
          topic: ENFORCEMENT,
          kind: 'content_restored',
          subject: 'Your content was restored',
          preview: `An administrator restored ${content}.`,
          paragraphs: [`An administrator restored ${content}: others can see it again.`],
          action: { label: 'Open it', screen: contentScreen(event.kind, event.subjectId) },
        },
      },
    ]);
  }
}
