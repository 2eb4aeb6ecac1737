import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetUserSummariesQuery, UserSummary } from '../../public';

/** Read model: plain SQL, as every page of jobs or applications asks for its people. */
@QueryHandler(GetUserSummariesQuery)
export class GetUserSummariesHandler implements IQueryHandler<GetUserSummariesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userIds }: GetUserSummariesQuery): Promise<Map<string, UserSummary>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.em.getConnection().execute<UserSummary[]>(
      `select id, first_name as "firstName", last_name as "lastName", username, profile_image_url as "profileImageUrl",
              is_verified as "isVerified", trust_score as "trustScore", location, role
       from users where id in (?)`,
      [unique],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }
}
