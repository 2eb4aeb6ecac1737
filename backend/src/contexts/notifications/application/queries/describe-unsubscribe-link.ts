import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetEmailRecipientsQuery } from '../../../identity/public';
import { EmailLinkInvalid } from '../../domain/notifications-errors';
import type { EmailTopicSetting } from '../../domain/email-preferences';
import { maskEmail } from '../../domain/masked-email';
import { NotificationsReadRepository } from '../../infrastructure/notifications-read-repository';
import { EmailLinks } from '../channels/email-links';

export type UnsubscribeLinkView = EmailTopicSetting & { email: string };

/**
 * What the signed-out unsubscribe page shows before the click: the topic, whether it is on, and
 * whose address it is, masked. Reading changes nothing, so link scanners that open it do no harm.
 */
export class DescribeUnsubscribeLinkQuery extends Query<UnsubscribeLinkView> {
  constructor(readonly token: string) {
    super();
  }
}

@QueryHandler(DescribeUnsubscribeLinkQuery)
export class DescribeUnsubscribeLinkHandler implements IQueryHandler<DescribeUnsubscribeLinkQuery> {
  constructor(
    private readonly links: EmailLinks,
    private readonly queryBus: QueryBus,
    private readonly reads: NotificationsReadRepository,
  ) {}

  async execute({ token }: DescribeUnsubscribeLinkQuery): Promise<UnsubscribeLinkView> {
    const { userId, topic } = this.links.targetOf(token);
    const recipient = (await this.queryBus.execute(new GetEmailRecipientsQuery([userId]))).get(userId);
    if (!recipient) throw new EmailLinkInvalid();
    const preferences = await this.reads.emailPreferencesOfUser(userId);
    return { ...preferences.setting(topic), email: maskEmail(recipient.email) };
  }
}
