import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';
import { MILESTONE_STATUSES, MilestoneStatus, SUBMISSION_OUTCOMES, SubmissionOutcome } from '../domain/milestone-rules';
import { ExportedMilestone, ExportedSubmission, MilestonesReadRepository } from '../infrastructure/milestones-read-repository';

export class ExportedMilestoneResponse implements ExportedMilestone {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) contractId: string;
  @ApiProperty() position: number;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) dueDate: string | null;
  @ApiProperty() description: string;
  @ApiProperty({ enum: MILESTONE_STATUSES }) status: MilestoneStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ExportedSubmissionResponse implements ExportedSubmission {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) milestoneId: string;
  @ApiProperty() note: string;
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
  @ApiProperty({ enum: SUBMISSION_OUTCOMES, nullable: true }) outcome: SubmissionOutcome | null;
  @ApiProperty({ type: String, nullable: true }) outcomeNote: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
}

/** The milestones' part of the data file (those of the user's contracts, either side, and their submissions). */
@Injectable()
export class MilestonesAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly reads: MilestonesReadRepository,
  ) {}

  onModuleInit(): void {
    const kept = { kept: 'They belong to the contract, which the other party keeps' };
    this.registry.contribute({
      sections: [
        {
          name: 'contractMilestones',
          position: 61,
          schema: { type: [ExportedMilestoneResponse], description: 'Milestones of the user’s contracts, either side' },
          read: async ({ userId }) => this.reads.exportedMilestones(userId),
        },
        {
          name: 'milestoneSubmissions',
          position: 62,
          schema: { type: [ExportedSubmissionResponse], description: 'Submissions of those milestones and their answers' },
          read: async ({ userId }) => this.reads.exportedSubmissions(userId),
        },
      ],
      tables: [
        { table: 'contract_milestones', ownerColumns: [], exported: ['contractMilestones'], onDeletion: kept },
        { table: 'milestone_submissions', ownerColumns: [], exported: ['milestoneSubmissions'], onDeletion: kept },
      ],
    });
  }
}
