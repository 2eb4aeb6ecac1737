import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { EmailRecipient, GetEmailRecipientsQuery } from '../../public';

@QueryHandler(GetEmailRecipientsQuery)
export class GetEmailRecipientsHandler implements IQueryHandler<GetEmailRecipientsQuery> {
  constructor(private readonly reads: IdentityReadRepository) {}

  async execute({ userIds }: GetEmailRecipientsQuery): Promise<Map<string, EmailRecipient>> {
    const rows = await this.reads.emailRecipients([...new Set(userIds)]);
    return new Map(rows.map((row) => [row.id, row]));
  }
}
