import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetEmailRecipientsQuery } from '../../../identity/public';
import { EmailLinkInvalid } from '../../domain/notifications-errors';
import type { UnsubscribeResult } from '../../domain/email-preferences';
import { DescribeSavedSearchAlertQuery } from '../../../discovery/public';
import { maskEmail } from '../../domain/masked-email';
import { NotificationsReadRepository } from '../../infrastructure/notifications-read-repository';
import { EmailLinks } from '../channels/email-links';

export type UnsubscribeLinkView = UnsubscribeResult & { email: string };

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
    const { userId, topic, savedSearchId } = this.links.targetOf(token);
    const recipient = (await this.queryBus.execute(new GetEmailRecipientsQuery([userId]))).get(userId);
    if (!recipient) throw new EmailLinkInvalid();
    const search =
      savedSearchId === undefined ? undefined : await this.queryBus.execute(new DescribeSavedSearchAlertQuery(userId, savedSearchId));
    // A deleted search's link turns nothing off.
    if (search === null) throw new EmailLinkInvalid();
    const preferences = await this.reads.emailPreferencesOfUser(userId);
    return {
      ...preferences.setting(topic),
      ...(search && savedSearchId ? { savedSearch: { id: savedSearchId, ...search } } : {}),
      email: maskEmail(recipient.email),
    };
  }
}
