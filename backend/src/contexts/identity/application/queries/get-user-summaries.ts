import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetUserSummariesQuery, UserSummary } from '../../public';
import { readRows } from '../../../../platform/database/read-rows';

/** Read model: plain SQL, as every page of jobs or applications asks for its people. */
@QueryHandler(GetUserSummariesQuery)
export class GetUserSummariesHandler implements IQueryHandler<GetUserSummariesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetUserSummariesQuery): Promise<Map<string, UserSummary>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await readRows<UserSummary>(
      this.em,
      `select id, first_name as "firstName", last_name as "lastName", username, profile_image_url as "profileImageUrl",
              is_verified as "isVerified", trust_score as "trustScore", location, role
       from users where id = any(?)`,
      [unique],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
