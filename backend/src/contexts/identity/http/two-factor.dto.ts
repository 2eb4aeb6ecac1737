import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { TwoFactorEnrolment } from '../application/commands/start-two-factor-setup';
import type { RecoveryCodes } from '../application/commands/two-factor-steps';
import type { TwoFactorStatus } from '../application/queries/get-two-factor-status';
import { RECOVERY_CODE_COUNT } from '../domain/two-factor';
import { PASSWORD_MAX_LENGTH } from '../domain/password';

/** Long enough for a recovery code typed with spaces; far too short for anything else. */
const CODE_MAX_LENGTH = 40;
const CODE_DESCRIPTION = 'The six digits the authenticator app shows, or one of the recovery codes (each works once)';

export class TwoFactorStatusResponse implements TwoFactorStatus {
  @ApiProperty({ description: 'Whether sign-in asks for a code from an authenticator app' }) enabled: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was turned on (or last set up again)' })
  enabledAt: string | null;
  @ApiProperty({ minimum: 0, maximum: RECOVERY_CODE_COUNT, description: 'Recovery codes not used yet (0 while it is off)' })
  recoveryCodesLeft: number;
}

export class StartTwoFactorSetupRequest {
  @ApiProperty({ description: 'The password of the account', maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  @ApiPropertyOptional({
    maxLength: CODE_MAX_LENGTH,
    description: `Needed when two-factor sign-in is on already (setting it up again). ${CODE_DESCRIPTION}`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(CODE_MAX_LENGTH)
  code?: string;
}

export class TwoFactorEnrolmentResponse implements TwoFactorEnrolment {
  @ApiProperty({ description: 'The secret in base32, for typing into the app instead of scanning' }) secret: string;
  @ApiProperty({ description: 'The otpauth:// address the QR code holds' }) otpauthUrl: string;
  @ApiProperty({ description: 'The QR code as a data:image/png;base64 URL' }) qrCode: string;
}

export class TwoFactorCodeRequest {
  @ApiProperty({ maxLength: CODE_MAX_LENGTH, description: CODE_DESCRIPTION })
  @IsString()
  @IsNotEmpty({ message: 'Code is required' })
  @MaxLength(CODE_MAX_LENGTH)
  code: string;
}

export class EnableTwoFactorRequest {
  @ApiProperty({ example: '123456', maxLength: CODE_MAX_LENGTH, description: 'The six digits the app shows for the new secret' })
  @IsString()
  @IsNotEmpty({ message: 'Code is required' })
  @MaxLength(CODE_MAX_LENGTH)
  code: string;
}

export class DisableTwoFactorRequest extends TwoFactorCodeRequest {
  @ApiProperty({ description: 'The password of the account', maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}

export class RecoveryCodesResponse implements RecoveryCodes {
  @ApiProperty({
    type: [String],
    minItems: RECOVERY_CODE_COUNT,
    maxItems: RECOVERY_CODE_COUNT,
    description: 'Shown this once: each signs in once in place of an app code. The set before stops working.',
  })
  recoveryCodes: string[];
}
