import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { AccountProfileExport } from '../application/queries/export-account-profile';
import { UserResponse } from './dto';
import { PASSWORD_MAX_LENGTH } from '../domain/password';
import { nullableTimestamp } from '../../../platform/openapi/properties';

export class DeleteAccountRequest {
  @ApiProperty({ description: 'The password the account has now', maxLength: PASSWORD_MAX_LENGTH })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}

/** The profile as the data file holds it: with the address and when it was confirmed. */
export class ExportedProfileResponse extends UserResponse implements AccountProfileExport {
  @ApiProperty(nullableTimestamp('When the user opened the link sent to `email`')) emailVerifiedAt: string | null;
}
