import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE, passwordProblem } from '../domain/password';
import { USER_ROLES } from '../domain/user.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A new password that passes the identity rules (length, not blank, not common), with their message. */
const IsAcceptablePassword = () =>
  ValidateBy({
    name: 'isAcceptablePassword',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && passwordProblem(value) === null,
      defaultMessage: (args) => (typeof args?.value === 'string' ? passwordProblem(args.value) : null) ?? 'password must be a string',
    },
  });

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
