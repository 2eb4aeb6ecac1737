import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';
import { timestamp, nullableTimestamp } from '../../../platform/openapi/properties';
import { ExportedReview, ReviewsReadRepository } from '../infrastructure/reviews-read-repository';

export class ExportedReviewResponse implements ExportedReview {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) contractId: string;
  @ApiProperty({ format: 'uuid' }) reviewerId: string;
  @ApiProperty({ format: 'uuid' }) revieweeId: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() comment: string;
  @ApiProperty(timestamp()) createdAt: string;
  @ApiProperty(nullableTimestamp('null while hidden by the double-blind rule')) publishedAt: string | null;
}

/** The reviews context's part of the data file (reviews and trust score) and of the account deletion. */
@Injectable()
export class ReviewsAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly reads: ReviewsReadRepository,
  ) {}

  onModuleInit(): void {
    this.registry.contribute({
      sections: [
        {
          name: 'reviewsGiven',
          position: 70,
          schema: { type: [ExportedReviewResponse], description: 'Reviews the user wrote, hidden ones too' },
          read: async ({ userId }) => this.reads.exportedReviews(userId, 'given'),
        },
        {
          name: 'reviewsReceived',
          position: 80,
          schema: { type: [ExportedReviewResponse], description: 'Published reviews of the user' },
          read: async ({ userId }) => this.reads.exportedReviews(userId, 'received'),
        },
      ],
      tables: [
        {
          table: 'reviews',
          ownerColumns: ['reviewer_id', 'reviewee_id'],
          exported: ['reviewsGiven', 'reviewsReceived'],
          onDeletion: { kept: 'Reviews stay on the other party’s profile, from or about "Deleted user"' },
        },
        {
          table: 'trust_records',
          ownerColumns: ['user_id'],
          exported: { not: 'The trust score is on the profile' },
          onDeletion: { kept: 'The score of a deleted account, shown nowhere' },
        },
        {
          table: 'trust_contracts',
          ownerColumns: ['client_id', 'freelancer_id'],
          exported: { not: 'The trust score’s own copy of the contracts section' },
          onDeletion: { kept: 'The other party’s score counts the contract' },
        },
      ],
    });
  }
}
