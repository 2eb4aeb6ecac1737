import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';
import { timestamp, nullableText } from '../../../platform/openapi/properties';
import { DECLINE_REASONS, PIPELINE_STAGES, type PipelineStage } from '../domain/application.entity';
import { ExportedApplication, ExportedInvitation, ExportedJobPost, JobsReadRepository } from '../infrastructure/jobs-read-repository';

export class ExportedJobPostResponse implements ExportedJobPost {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['job_offer', 'job_seeking'] }) jobType: 'job_offer' | 'job_seeking';
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty() category: string;
  @ApiProperty(nullableText()) duration: string | null;
  @ApiProperty() verifiedOnly: boolean;
  @ApiProperty({ enum: ['open', 'closed', 'cancelled'] }) status: 'open' | 'closed' | 'cancelled';
  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty({ type: String, nullable: true, enum: ['hourly', 'fixed'], description: 'An availability post states an hourly rate' })
  payType: 'hourly' | 'fixed' | null;
  @ApiProperty(nullableText()) payCurrency: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Minor units' }) payMinimum: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Minor units' }) payMaximum: number | null;
  @ApiProperty({ type: Number, nullable: true }) hoursPerWeek: number | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) startDate: string | null;
  @ApiProperty(nullableText()) timeZone: string | null;
  @ApiProperty({ type: Number, nullable: true }) overlapHours: number | null;
  @ApiProperty(timestamp()) createdAt: string;
  @ApiProperty(timestamp()) updatedAt: string;
}

export class ExportedApplicationResponse implements ExportedApplication {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty() jobTitle: string;
  @ApiProperty() coverLetter: string;
  @ApiProperty({ enum: ['pending', 'accepted', 'rejected', 'withdrawn'] }) status: 'pending' | 'accepted' | 'rejected' | 'withdrawn';
  @ApiProperty({ type: String, nullable: true, enum: ['hourly', 'fixed'], description: 'The rate asked; null on applications sent before' })
  proposedRateType: 'hourly' | 'fixed' | null;
  @ApiProperty(nullableText()) proposedRateCurrency: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Minor units' }) proposedRateAmount: number | null;
  @ApiProperty({ type: Number, nullable: true }) hoursPerWeek: number | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) startDate: string | null;
  @ApiProperty({ enum: PIPELINE_STAGES, nullable: true, description: "Where it stood in the owner's pipeline; null once withdrawn" })
  stage: PipelineStage | null;
  @ApiProperty({ type: String, nullable: true, enum: DECLINE_REASONS, description: 'Why the owner declined it; null unless declined' })
  declineReason: string | null;
  @ApiProperty(nullableText()) declineNote: string | null;
  @ApiProperty(timestamp()) createdAt: string;
  @ApiProperty(timestamp()) updatedAt: string;
}

export class ExportedInvitationResponse implements ExportedInvitation {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty() jobTitle: string;
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty({ format: 'uuid' }) freelancerId: string;
  @ApiProperty(nullableText()) message: string | null;
  @ApiProperty({ enum: ['invited', 'accepted', 'declined'] }) status: 'invited' | 'accepted' | 'declined';
  @ApiProperty(nullableText()) declineReason: string | null;
  @ApiProperty(timestamp()) createdAt: string;
  @ApiProperty(timestamp()) updatedAt: string;
}

/** The jobs context's part of the data file (posts and applications) and of the account deletion. */
@Injectable()
export class JobsAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly reads: JobsReadRepository,
  ) {}

  onModuleInit(): void {
    this.registry.contribute({
      sections: [
        {
          name: 'jobPosts',
          position: 40,
          schema: { type: [ExportedJobPostResponse], description: 'Job offers and availability posts the user made' },
          read: async ({ userId }) => this.reads.exportedJobPosts(userId),
        },
        {
          name: 'applications',
          position: 50,
          schema: { type: [ExportedApplicationResponse], description: 'Applications the user sent' },
          read: async ({ userId }) => this.reads.exportedApplications(userId),
        },
        {
          name: 'jobInvitations',
          position: 55,
          schema: { type: [ExportedInvitationResponse], description: 'Invitations to jobs the user received or sent' },
          read: async ({ userId }) => this.reads.exportedInvitations(userId),
        },
      ],
      tables: [
        {
          table: 'job_posts',
          ownerColumns: ['client_id'],
          exported: ['jobPosts'],
          onDeletion: { kept: 'Posts a contract came from stay for the other party, withdrawn; the others are removed' },
        },
        {
          table: 'applications',
          ownerColumns: ['freelancer_id'],
          exported: ['applications'],
          onDeletion: { kept: 'Accepted applications stay with their contract; the others are removed' },
        },
        {
          table: 'job_invitations',
          ownerColumns: ['freelancer_id', 'client_id'],
          exported: ['jobInvitations'],
          onDeletion: 'removed',
        },
        {
          table: 'invitation_opt_outs',
          ownerColumns: ['user_id'],
          exported: { not: 'A setting, not content: whether the user receives invitations' },
          onDeletion: 'removed',
        },
        {
          table: 'job_counts',
          ownerColumns: ['user_id'],
          exported: { not: 'Counts of the posts and applications the data file lists, kept for the dashboard' },
          onDeletion: { kept: 'Three counts, no content; they fall with the posts and applications the deletion removes' },
        },
        {
          table: 'job_pipeline_counts',
          ownerColumns: [],
          exported: { not: 'A post’s counts of applications by stage, naming no user' },
          onDeletion: { kept: 'It names no user; a removed post’s row goes with it' },
        },
      ],
    });
  }
}
