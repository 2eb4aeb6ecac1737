import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EmailTopicSetting } from '../../domain/email-preferences';
import type { EmailAudience } from '../../domain/email-topics';
import { NotificationsReadRepository } from '../../infrastructure/notifications-read-repository';

/** Every topic of notification email offered to the user (the administrators' digest to administrators only), on or off. */
export class GetEmailPreferencesQuery extends Query<EmailTopicSetting[]> {
  constructor(
    readonly userId: string,
    readonly audience: EmailAudience,
  ) {
    super();
  }
}

@QueryHandler(GetEmailPreferencesQuery)
export class GetEmailPreferencesHandler implements IQueryHandler<GetEmailPreferencesQuery> {
  constructor(private readonly reads: NotificationsReadRepository) {}

  async execute({ userId, audience }: GetEmailPreferencesQuery): Promise<EmailTopicSetting[]> {
    return (await this.reads.emailPreferencesOfUser(userId)).settings(audience);
  }
}
