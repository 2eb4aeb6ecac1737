import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { UserNotFound } from '../../domain/identity-errors';
import { PublicRole, publicRoleOf, User } from '../../domain/user.entity';
import { reviewAverage } from '../../domain/review-average';
import type { UserView } from '../user-view';
import { ProfileViewer, seesHidden, shownToVisitors } from './list-portfolio';

/** What anyone signed in sees of a user: their account without its email or account details. */
export type PublicProfileView = Omit<
  UserView,
  'usernameLastChanged' | 'usernameChangeAllowedAt' | 'email' | 'emailVerified' | 'twoFactorEnabled' | 'role' | 'profileVisibility'
> & {
  /** Never 'admin': see publicRoleOf. */
  role: PublicRole;
};

/**
 * A suspended account has no profile for others (decision 0035); its owner and administrators still
 * see it. A visitor who is not signed in (viewer null) reads only a profile shown to everyone, a
 * members-only one being not found as a missing one is, and never where its owner is (decision 0061).
 */
export class GetPublicProfileQuery extends Query<PublicProfileView> {
  constructor(
    readonly userId: string,
    readonly viewer: ProfileViewer | null,
  ) {
    super();
  }
}

@QueryHandler(GetPublicProfileQuery)
export class GetPublicProfileHandler implements IQueryHandler<GetPublicProfileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, viewer }: GetPublicProfileQuery): Promise<PublicProfileView> {
    const user = await this.em.fork().findOne(User, { id: userId });
    // A deleted account has no profile (decision 0031): its records show "Deleted user" and lead nowhere.
    if (!user || user.deletedAt) throw new UserNotFound();
    if (user.isSuspendedAt(this.clock.now()) && !seesHidden(viewer, userId)) throw new UserNotFound();
    if (!viewer && !shownToVisitors(user)) throw new UserNotFound();
    return {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      role: publicRoleOf(user.role),
      isVerified: user.isVerified,
      trustScore: user.trustScore,
      rating: reviewAverage(user.reviewCount, user.reviewRatingSum),
      reviewCount: user.reviewCount,
      bio: user.bio,
      location: viewer ? user.location : null,
      hourlyRate: user.hourlyRate,
      skills: user.skills,
      languages: user.languages,
      completedJobsCount: user.completedJobsCount,
      completedHiresCount: user.completedHiresCount,
      createdAt: user.createdAt.toISOString(),
    };
  }
}
