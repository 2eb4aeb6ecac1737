import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import type { UsernameAvailability } from '../application/queries/check-username';
import type { PublicProfileView } from '../application/queries/get-public-profile';
import type { PortfolioItemView, TakedownView } from '../application/queries/list-portfolio';
import type { SessionView } from '../application/queries/list-sessions';
import {
  FREELANCER_SORTS,
  FREELANCERS_PAGE_SIZE,
  FreelancerSort,
  FreelancerView,
  LANGUAGE_FILTER_LIMITS,
} from '../application/queries/search-freelancers';
import { AmountDto, AmountQueryParameter, CURRENCIES, Currency } from '../../../platform/money/money';
import type { UserView } from '../application/user-view';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE, passwordProblem } from '../domain/password';
import { PROFILE_MAX_LIST_ITEMS, RATING_PROPERTY, REVIEW_COUNT_PROPERTY, TRUST_SCORE_PROPERTY } from '../public';
import {
  PROFILE_VISIBILITIES,
  ProfileVisibility,
  PUBLIC_ROLES,
  PublicRole,
  SWITCHABLE_ROLES,
  SwitchableRole,
  USER_ROLES,
} from '../domain/user.entity';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '../domain/username';

/** Longer than any objectPath the server hands out. */
const OBJECT_PATH_MAX_LENGTH = 200;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A new password that passes the identity rules (length, not blank, not common), with their message. */
export const IsAcceptablePassword = () =>
  ValidateBy({
    name: 'isAcceptablePassword',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && passwordProblem(value) === null,
      defaultMessage: (args) => (typeof args?.value === 'string' ? passwordProblem(args.value) : null) ?? 'password must be a string',
    },
  });

export const PROFILE_LIMITS = { name: 50, bio: 2000, location: 100, listItems: PROFILE_MAX_LIST_ITEMS, listItem: 40 };

export class RegisterRequest {
  @ApiProperty({ example: 'ada@example.com', maxLength: 254 })
  @Transform(trim)
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, description: PASSWORD_RULE })
  @IsString()
  @IsAcceptablePassword()
  password: string;

  @ApiProperty({ example: 'Ada', maxLength: 50 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(50)
  firstName: string;

  @ApiProperty({ example: 'Lovelace', maxLength: 50 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(50)
  lastName: string;

  @ApiPropertyOptional({
    enum: SWITCHABLE_ROLES,
    description:
      'The account’s first role, chosen at sign-up ("I want to hire": client; "I want to work": freelancer); freelancer when absent',
  })
  @IsOptional()
  @IsIn(SWITCHABLE_ROLES, { message: 'Choose whether you want to hire or to work' })
  role?: SwitchableRole;
}

export class LoginRequest {
  @ApiProperty({ example: 'ada@example.com' })
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(254)
  email: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  @ApiPropertyOptional({
    maxLength: 40,
    description:
      'With two-factor sign-in: the six digits the authenticator app shows, or one of the recovery codes (each works once). Ignored for an account without it.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  code?: string;
}

export class ChangePasswordRequest {
  @ApiProperty({ description: 'The password the account has now', maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, description: PASSWORD_RULE })
  @IsString()
  @IsAcceptablePassword()
  newPassword: string;
}

export class SessionResponse implements SessionView {
  @ApiProperty({ description: "The session's name in this list and for signing it out (not the session id)" })
  id: string;

  @ApiProperty({ type: String, nullable: true, example: 'Firefox 132', description: 'null when the browser did not say' })
  browser: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Windows 10' })
  os: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  signedInAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'When it was last used, to the minute' })
  lastUsedAt: Date;

  @ApiProperty({ description: 'The session of this request' })
  current: boolean;
}

export class EndedSessionsResponse {
  @ApiProperty({ description: 'How many sessions ended' })
  ended: number;
}

export class UsernameRequest {
  @ApiProperty({
    example: 'ada_l',
    minLength: USERNAME_MIN_LENGTH,
    maxLength: USERNAME_MAX_LENGTH,
    pattern: USERNAME_PATTERN.source,
    description: `${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH} characters: a-z, 0-9 and _`,
  })
  @IsString()
  @MaxLength(100)
  username: string;
}

export class SwitchRoleRequest {
  @ApiProperty({ enum: ['client', 'freelancer'] })
  @IsIn(['client', 'freelancer'], { message: 'role must be client or freelancer' })
  role: 'client' | 'freelancer';
}

export class UsernameAvailabilityResponse implements UsernameAvailability {
  @ApiProperty()
  available: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Why the name cannot be taken' })
  error: string | null;
}

export class AmountResponse {
  @ApiProperty({ enum: CURRENCIES }) currency: Currency;
  @ApiProperty({ description: 'Minor units (cents)' }) amount: number;
}

export class UserResponse implements UserView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) usernameLastChanged: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the username may change next; null when it may change now',
  })
  usernameChangeAllowedAt: string | null;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({
    description:
      'Whether the user opened a link sent to `email`; until then they cannot post, apply, message or submit an identity verification',
  })
  emailVerified: boolean;
  @ApiProperty({ description: 'Whether sign-in asks for a code from an authenticator app (two-factor sign-in)' }) twoFactorEnabled: boolean;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ enum: USER_ROLES }) role: (typeof USER_ROLES)[number];
  @ApiProperty() isVerified: boolean;
  @ApiProperty(TRUST_SCORE_PROPERTY) trustScore: number | null;
  @ApiProperty(RATING_PROPERTY) rating: number | null;
  @ApiProperty(REVIEW_COUNT_PROPERTY) reviewCount: number;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: AmountResponse, nullable: true, description: 'The hourly rate, in minor units of its currency' })
  hourlyRate: AmountResponse | null;
  @ApiProperty({ type: [String], maxItems: PROFILE_LIMITS.listItems, description: `At most ${PROFILE_LIMITS.listItems}` }) skills: string[];
  @ApiProperty({ type: [String], maxItems: PROFILE_LIMITS.listItems, description: `At most ${PROFILE_LIMITS.listItems}` })
  languages: string[];
  @ApiProperty({ minimum: 0, description: 'How many contracts the user completed as the freelancer' })
  completedJobsCount: number;
  @ApiProperty({ minimum: 0, description: 'How many contracts the user completed as the client (hired and saw the work completed)' })
  completedHiresCount: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({
    enum: PROFILE_VISIBILITIES,
    description: 'Who may read the profile: everyone (visitors who are not signed in too, and search engines) or signed-in members only',
  })
  profileVisibility: ProfileVisibility;
}

export const PORTFOLIO_LIMITS = { title: 120, description: 2000 };

const trimmedOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);
/** Trims each entry, drops empty ones and repeats (case-insensitive). */
const cleanList = ({ value }: { value: unknown }) => {
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  return value
    .map((entry) => (typeof entry === 'string' ? entry.trim() : entry))
    .filter((entry) => {
      if (typeof entry !== 'string') return true;
      const key = entry.toLowerCase();
      if (!entry || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

export class UpdateProfileRequest {
  @ApiProperty({ maxLength: PROFILE_LIMITS.name })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'First name is required' })
  @MaxLength(PROFILE_LIMITS.name)
  firstName: string;

  @ApiProperty({ maxLength: PROFILE_LIMITS.name })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Last name is required' })
  @MaxLength(PROFILE_LIMITS.name)
  lastName: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROFILE_LIMITS.bio, description: 'Unchanged when absent' })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(PROFILE_LIMITS.bio)
  bio?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROFILE_LIMITS.location })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(PROFILE_LIMITS.location)
  location?: string | null;

  @ApiPropertyOptional({ type: AmountDto, nullable: true, description: 'The hourly rate, in minor units of its currency; null removes it' })
  @IsOptional()
  @IsObject({ message: 'hourlyRate must be {currency, amount}' })
  @ValidateNested()
  @Type(() => AmountDto)
  hourlyRate?: AmountDto | null;

  @ApiPropertyOptional({ type: [String], maxItems: PROFILE_LIMITS.listItems })
  @Transform(cleanList)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PROFILE_LIMITS.listItems)
  @IsString({ each: true })
  @MaxLength(PROFILE_LIMITS.listItem, { each: true })
  skills?: string[];

  @ApiPropertyOptional({ type: [String], maxItems: PROFILE_LIMITS.listItems })
  @Transform(cleanList)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PROFILE_LIMITS.listItems)
  @IsString({ each: true })
  @MaxLength(PROFILE_LIMITS.listItem, { each: true })
  languages?: string[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 2000,
    description: 'The current picture (no change) or null (remove it); a new picture comes from the upload flow',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  profileImageUrl?: string | null;

  @ApiPropertyOptional({
    enum: PROFILE_VISIBILITIES,
    description: 'Who may read the profile: everyone, visitors who are not signed in too, or members only; unchanged when absent',
  })
  @IsOptional()
  @IsIn(PROFILE_VISIBILITIES, { message: 'profileVisibility must be everyone or members' })
  profileVisibility?: ProfileVisibility;
}

/** What anyone signed in sees of a user: their account without its private details. */
export class PublicProfileResponse
  extends OmitType(UserResponse, [
    'usernameLastChanged',
    'usernameChangeAllowedAt',
    'email',
    'emailVerified',
    'twoFactorEnabled',
    'profileVisibility',
  ])
  implements PublicProfileView
{
  @ApiProperty({ enum: PUBLIC_ROLES, description: 'An administrator shows as client: who administers the site is not published' })
  override role: PublicRole;
}

export class SearchFreelancersRequest {
  @ApiPropertyOptional({
    enum: CURRENCIES,
    description: 'Only rates in this currency; required with minRate and maxRate (rates are not converted)',
  })
  @IsOptional()
  @IsIn(CURRENCIES)
  currency?: Currency;

  @AmountQueryParameter('An hourly rate of at least this (minor units of currency)')
  minRate?: number;

  @AmountQueryParameter('An hourly rate of at most this (minor units of currency)')
  maxRate?: number;

  @ApiPropertyOptional({
    enum: FREELANCER_SORTS,
    description:
      'best when absent: by rank score (verified badge 40, published reviews up to 100, completed jobs up to 30), every 4th place of the first page to the best-ranked newcomer (see /how-ranking-works); rate_low / rate_high: by hourly rate, those without one last',
  })
  @IsOptional()
  @IsIn(FREELANCER_SORTS)
  sort?: FreelancerSort;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: verified freelancers only' })
  @IsOptional()
  @IsIn(['true', 'false'])
  verifiedOnly?: 'true' | 'false';

  @ApiPropertyOptional({
    maxLength: 200,
    description: 'Every word must begin a word of the name, username, skills or bio; the last may be unfinished',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  searchTerm?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: LANGUAGE_FILTER_LIMITS.count,
    description: `Only freelancers who speak every one of these languages, any case: repeat the parameter or give a comma list (at most ${LANGUAGE_FILTER_LIMITS.count}, each at most ${LANGUAGE_FILTER_LIMITS.length} characters)`,
  })
  @Transform(({ value }: { value: unknown }) => queryList(value))
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LANGUAGE_FILTER_LIMITS.count, { message: `At most ${LANGUAGE_FILTER_LIMITS.count} languages` })
  @IsString({ each: true })
  @MaxLength(LANGUAGE_FILTER_LIMITS.length, { each: true, message: `A language has at most ${LANGUAGE_FILTER_LIMITS.length} characters` })
  languages?: string[];

  @ApiPropertyOptional({ description: 'X-Next-Cursor of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: FREELANCERS_PAGE_SIZE.max, description: `${FREELANCERS_PAGE_SIZE.default} when absent` })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(FREELANCERS_PAGE_SIZE.max)
  limit?: number;
}

/** A freelancer as the directory lists them: the public profile, less what the list leaves out. */
export class FreelancerResponse
  extends OmitType(PublicProfileResponse, ['role', 'languages', 'completedHiresCount', 'createdAt'])
  implements FreelancerView
{
  @ApiProperty({ type: String, nullable: false, description: 'A freelancer is listed once they have a username' })
  override username: string;

  @ApiProperty({
    type: [String],
    maxItems: 5,
    description:
      'Why the result stands where it does, from the inputs of the order only: "New to VerifiedWork" (placed by the newcomer rule), "Verified", "4.9 from 12 reviews", "8 completed jobs", "Skills match 2 of your search words"',
  })
  rankReasons: string[];
}

/** A list in a query string, repeated (`a=x&a=y`) or comma-separated (`a=x,y`): trimmed, empty items dropped. */
function queryList(value: unknown): unknown {
  const items = Array.isArray(value) ? value : [value];
  if (!items.every((item) => typeof item === 'string')) return value;
  return items
    .flatMap((item: string) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export class PortfolioItemRequest {
  @ApiProperty({ maxLength: PORTFOLIO_LIMITS.title })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(PORTFOLIO_LIMITS.title)
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PORTFOLIO_LIMITS.description })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(PORTFOLIO_LIMITS.description)
  description?: string | null;

  @ApiPropertyOptional({
    description: 'The objectPath of an uploaded image (GET /api/portfolio/image-upload-url), checked and published with the item',
    maxLength: OBJECT_PATH_MAX_LENGTH,
  })
  @IsOptional()
  @IsString()
  @MaxLength(OBJECT_PATH_MAX_LENGTH)
  imageObjectPath?: string;
}

export class EditPortfolioItemRequest extends PartialType(PortfolioItemRequest) {
  @ApiPropertyOptional({ description: 'true removes the image (ignored when imageObjectPath brings a new one)' })
  @IsOptional()
  @IsBoolean()
  removeImage?: boolean;
}

/** Where to PUT a file, and how to name it when finalizing. */
export class UploadTicketResponse {
  @ApiProperty({ description: 'PUT the raw file here with its content type; valid for a few minutes' }) uploadUrl: string;
  @ApiProperty({ description: 'Names the upload when finalizing it' }) objectPath: string;
}

export class FinalizeUploadRequest {
  @ApiProperty({ maxLength: OBJECT_PATH_MAX_LENGTH })
  @IsString()
  @IsNotEmpty()
  @MaxLength(OBJECT_PATH_MAX_LENGTH)
  objectPath: string;
}

export class ProfilePictureResponse {
  @ApiProperty() profileImageUrl: string;
}

export class TakedownResponse implements TakedownView {
  @ApiProperty({ description: 'The administrator’s reason' }) reason: string;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class PortfolioItemResponse implements PortfolioItemView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({
    type: TakedownResponse,
    nullable: true,
    description: 'Set when an administrator took the item down: only its owner (and administrators) see it then',
  })
  takenDown: TakedownResponse | null;
}
