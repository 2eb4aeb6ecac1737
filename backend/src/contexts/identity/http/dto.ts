import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/password';
import { USER_ROLES } from '../domain/user.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RegisterRequest {
  @ApiProperty({ example: 'ada@example.com', maxLength: 254 })
  @Transform(trim)
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
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
}

export class UsernameRequest {
  @ApiProperty({ example: 'ada_l', description: '3-20 characters: a-z, 0-9 and _' })
  @IsString()
  @MaxLength(100)
  username: string;
}

export class SwitchRoleRequest {
  @ApiProperty({ enum: ['client', 'freelancer'] })
  @IsIn(['client', 'freelancer'], { message: 'role must be client or freelancer' })
  role: 'client' | 'freelancer';
}

export class UsernameAvailabilityResponse {
  @ApiProperty()
  available: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Why the name cannot be taken' })
  error: string | null;
}

export class UserResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) usernameLastChanged: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the username may change next; null when it may change now' })
  usernameChangeAllowedAt: string | null;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ enum: USER_ROLES }) role: (typeof USER_ROLES)[number];
  @ApiProperty() isVerified: boolean;
  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 100 }) trustScore: number | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: Number, nullable: true }) hourlyRate: number | null;
  @ApiProperty({ type: [String] }) skills: string[];
  @ApiProperty({ type: [String] }) languages: string[];
  @ApiProperty() completedJobsCount: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
