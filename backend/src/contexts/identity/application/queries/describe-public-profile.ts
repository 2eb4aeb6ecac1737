import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { UserNotFound } from '../../domain/identity-errors';
import { DescribePublicProfileQuery } from '../../public';
import { GetPublicProfileQuery } from './get-public-profile';

/** The profile as a visitor reads it (GetPublicProfileQuery without a viewer): missing, suspended or members-only is null. */
@QueryHandler(DescribePublicProfileQuery)
export class DescribePublicProfileHandler implements IQueryHandler<DescribePublicProfileQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ userId }: DescribePublicProfileQuery) {
    try {
      const { firstName, lastName, username, role, bio, skills } = await this.queryBus.execute(new GetPublicProfileQuery(userId, null));
      return { firstName, lastName, username, role, bio, skills };
    } catch (error) {
      if (error instanceof UserNotFound) return null;
      throw error;
    }
  }
}
