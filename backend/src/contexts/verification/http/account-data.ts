import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';
import { timestamp, nullableTimestamp, nullableText } from '../../../platform/openapi/properties';
import { ExportedVerificationRequest, VerificationReadRepository } from '../infrastructure/verification-read-repository';

export class ExportedVerificationFileResponse {
  @ApiProperty({ example: 'image/jpeg' }) contentType: string;
  @ApiProperty({ description: 'Whether the file is still stored (the file itself is never part of the export)' }) stored: boolean;
}

export class ExportedAdministratorActionResponse {
  @ApiProperty({ example: 'verification.documents_opened' }) action: string;
  @ApiProperty(timestamp()) at: string;
}

export class ExportedVerificationRequestResponse implements ExportedVerificationRequest {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['pending', 'approved', 'rejected'] }) status: 'pending' | 'approved' | 'rejected';
  @ApiProperty(timestamp()) submittedAt: string;
  @ApiProperty(nullableTimestamp()) reviewedAt: string | null;
  @ApiProperty(nullableText()) reviewNote: string | null;
  @ApiProperty({ type: ExportedVerificationFileResponse }) idDocument: ExportedVerificationFileResponse;
  @ApiProperty({ type: ExportedVerificationFileResponse }) video: ExportedVerificationFileResponse;
  @ApiProperty(nullableTimestamp('When the files were deleted')) filesDeletedAt: string | null;
  @ApiProperty({
    type: [ExportedAdministratorActionResponse],
    description: 'From the audit log: each opening of the files by an administrator, and the decision (who, by name, is not published)',
  })
  administratorActions: ExportedAdministratorActionResponse[];
}

/** Verification's part of the data file (identity verification requests) and of the account deletion. */
@Injectable()
export class VerificationAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly reads: VerificationReadRepository,
  ) {}

  onModuleInit(): void {
    this.registry.contribute({
      sections: [
        {
          name: 'verificationRequests',
          position: 120,
          schema: { type: [ExportedVerificationRequestResponse] },
          read: async ({ userId }) => this.reads.exportedRequests(userId),
        },
      ],
      tables: [
        {
          table: 'verification_requests',
          ownerColumns: ['user_id'],
          exported: ['verificationRequests'],
          onDeletion: { kept: 'Decided requests stay without their files, for the audit; the pending one is withdrawn' },
        },
      ],
    });
  }
}
