import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import type { AdminSuspensionView, AdminUserSummary } from '../application/queries/admin-user-summary';
import { ADMIN_USERS_PAGE_SIZE } from '../application/queries/search-admin-users';
import { USER_ROLES, UserRole } from '../domain/user.entity';

export const ADMIN_USER_SEARCH_MAX_LENGTH = 200;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SearchAdminUsersRequest {
  @ApiPropertyOptional({
    maxLength: ADMIN_USER_SEARCH_MAX_LENGTH,
    description:
      'Words that must each appear, in any case, in the name, username or email (any part of them: "lov" finds Lovelace); every account when absent or blank',
  })
  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(ADMIN_USER_SEARCH_MAX_LENGTH, { message: `The search must be at most ${ADMIN_USER_SEARCH_MAX_LENGTH} characters` })
  q?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The id of the last account of the previous page: the accounts after it' })
  @IsOptional()
  @IsUUID('all', { message: 'before must be an id' })
  before?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_USERS_PAGE_SIZE.max, description: `${ADMIN_USERS_PAGE_SIZE.default} when absent` })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ADMIN_USERS_PAGE_SIZE.max)
  limit?: number;
}

export class AdminSuspensionResponse implements AdminSuspensionView {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it ends; null: until an administrator lifts it' })
  until: string | null;
  @ApiProperty({ description: 'The reason the administrator gave' }) reason: string;
  @ApiProperty({ format: 'date-time' }) since: string;
}

export class AdminUserSummaryResponse implements AdminUserSummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty() email: string;
  @ApiProperty({ enum: USER_ROLES }) role: UserRole;
  @ApiProperty({ description: 'Identity verified by an administrator' }) isVerified: boolean;
  @ApiProperty({ description: 'Whether the user proved they receive mail at `email`' }) emailVerified: boolean;
  @ApiProperty({ description: 'Whether sign-in asks for a code from an authenticator app' }) twoFactorEnabled: boolean;
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 100 }) trustScore: number | null;
  @ApiProperty({ format: 'date-time', description: 'When the account was created' }) createdAt: string;
  @ApiProperty({ type: AdminSuspensionResponse, nullable: true, description: 'The suspension in force; null when there is none' })
  suspension: AdminSuspensionResponse | null;
  @ApiProperty({ description: 'The user deleted the account: its row stays, anonymised' }) deleted: boolean;
}
