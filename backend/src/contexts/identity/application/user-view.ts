import type { Amount } from '../../../platform/money/money';
import { ProfileVisibility, User, UserRole } from '../domain/user.entity';
import { reviewAverage } from '../domain/review-average';

/** The signed-in user's own view of their account. */
export type UserView = {
  id: string;
  username: string | null;
  usernameLastChanged: string | null;
  /** When the username may change next; null when it may change now (or was never changed). */
  usernameChangeAllowedAt: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** Whether the user proved they receive mail at `email`. */
  emailVerified: boolean;
  /** Whether sign-in asks for a code from an authenticator app. */
  twoFactorEnabled: boolean;
  profileImageUrl: string | null;
  role: UserRole;
  isVerified: boolean;
  trustScore: number | null;
  /** The average of the published reviews the user received, to one decimal; null without any (decision 0062). */
  rating: number | null;
  reviewCount: number;
  bio: string | null;
  location: string | null;
  /** Minor units of its currency (decision 0070). */
  hourlyRate: Amount | null;
  skills: string[];
  languages: string[];
  /** Contracts completed as the freelancer. */
  completedJobsCount: number;
  /** Contracts completed as the client. */
  completedHiresCount: number;
  createdAt: string;
  /** Who may read the profile: everyone, visitors who are not signed in too, or signed-in members only (decision 0061). */
  profileVisibility: ProfileVisibility;
};

export function toUserView(user: User, now: Date): UserView {
  const allowedAt = user.nextUsernameChangeAt();
  return {
    id: user.id,
    username: user.username,
    usernameLastChanged: user.usernameLastChanged?.toISOString() ?? null,
    usernameChangeAllowedAt: allowedAt && allowedAt > now ? allowedAt.toISOString() : null,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    twoFactorEnabled: user.twoFactorEnabled,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    isVerified: user.isVerified,
    trustScore: user.trustScore,
    rating: reviewAverage(user.reviewCount, user.reviewRatingSum),
    reviewCount: user.reviewCount,
    bio: user.bio,
    location: user.location,
    hourlyRate: user.hourlyRate,
    skills: user.skills,
    languages: user.languages,
    completedJobsCount: user.completedJobsCount,
    completedHiresCount: user.completedHiresCount,
    createdAt: user.createdAt.toISOString(),
    profileVisibility: user.profileVisibility,
  };
}
