import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';
import { nullableText, nullableTimestamp, timestamp } from '../../../platform/openapi/properties';
import { ExportedSafetyReview, SafetyReadRepository } from '../infrastructure/safety-read-repository';
import { MAX_SAFETY_REASONS, SafetyReasonResponse } from '../public';

export class ExportedSafetyReviewResponse implements ExportedSafetyReview {
  @ApiProperty({ enum: ['job_post', 'availability_post', 'application', 'message'] }) contentKind: string;
  @ApiProperty({ format: 'uuid' }) contentId: string;
  @ApiProperty({ enum: ['warn', 'hold'] }) verdict: string;
  @ApiProperty({ type: [SafetyReasonResponse], maxItems: MAX_SAFETY_REASONS }) reasons: unknown;
  @ApiProperty({ description: 'The text as it was judged' }) text: string;
  @ApiProperty() status: string;
  @ApiProperty(nullableText()) contestNote: string | null;
  @ApiProperty(nullableText()) decisionNote: string | null;
  @ApiProperty(timestamp()) createdAt: string;
  @ApiProperty(nullableTimestamp()) decidedAt: string | null;
}

/** Safety's part of the user's data file (what the check flagged of theirs) and of the account deletion. */
@Injectable()
export class SafetyAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly reads: SafetyReadRepository,
  ) {}

  onModuleInit(): void {
    this.registry.contribute({
      sections: [
        {
          name: 'safetyReviews',
          position: 125,
          schema: { type: [ExportedSafetyReviewResponse] },
          read: async ({ userId }) => this.reads.exportedReviews(userId),
        },
      ],
      tables: [{ table: 'safety_reviews', ownerColumns: ['author_id'], exported: ['safetyReviews'], onDeletion: 'removed' }],
    });
  }
}
