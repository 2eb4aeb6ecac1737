import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from '../domain/password';
import { IsAcceptablePassword } from './dto';

/** Longer than any token the server makes (43 characters). */
const TOKEN_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class LinkTokenRequest {
  @ApiProperty({ description: 'The token of the emailed link (its `token` query parameter)', maxLength: TOKEN_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'The link has no token' })
  @MaxLength(TOKEN_MAX_LENGTH)
  token: string;
}

export class PasswordResetRequest {
  @ApiProperty({ example: 'ada@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Transform(trim)
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;
}

export class ResetPasswordRequest extends LinkTokenRequest {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, description: PASSWORD_RULE })
  @IsString()
  @IsAcceptablePassword()
  password: string;
}

export class ChangeEmailRequest {
  @ApiProperty({ example: 'ada@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Transform(trim)
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(EMAIL_MAX_LENGTH)
  newEmail: string;

  @ApiProperty({ description: 'The password the account has now', maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword: string;
}

export class ConfirmedEmailResponse {
  @ApiProperty({ description: 'The address the account has, now proven' })
  email: string;
}

export class PasswordResetRequestedResponse {
  @ApiProperty({ example: 'If an account uses this address, we sent it a link to reset the password.' })
  message: string;
}

export class PendingEmailResponse {
  @ApiProperty({ description: 'The new address the link went to; the account keeps its address until the link is opened' })
  pendingEmail: string;
}
