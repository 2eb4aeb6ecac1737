import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EmailTopicSetting } from '../../domain/email-preferences';
import { NotificationsReadRepository } from '../../infrastructure/notifications-read-repository';

/** Every topic of the user's notification emails, on or off. */
export class GetEmailPreferencesQuery extends Query<EmailTopicSetting[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetEmailPreferencesQuery)
export class GetEmailPreferencesHandler implements IQueryHandler<GetEmailPreferencesQuery> {
  constructor(private readonly reads: NotificationsReadRepository) {}

  async execute({ userId }: GetEmailPreferencesQuery): Promise<EmailTopicSetting[]> {
    return (await this.reads.emailPreferencesOfUser(userId)).settings();
  }
}
