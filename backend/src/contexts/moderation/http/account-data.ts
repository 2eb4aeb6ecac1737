import { Injectable, OnModuleInit } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';
import { timestamp, nullableTimestamp, nullableText } from '../../../platform/openapi/properties';
import { ExportedDispute, ExportedReport, ModerationReadRepository } from '../infrastructure/moderation-read-repository';
import { AppealsReadRepository, ExportedAppeal } from '../infrastructure/appeals-read-repository';

export class ExportedReportResponse implements ExportedReport {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['user', 'job', 'message'] }) reportType: 'user' | 'job' | 'message';
  @ApiProperty({ format: 'uuid' }) targetId: string;
  @ApiProperty() reason: string;
  @ApiProperty(nullableText()) evidence: string | null;
  @ApiProperty({ enum: ['pending', 'resolved', 'dismissed'] }) status: 'pending' | 'resolved' | 'dismissed';
  @ApiProperty(nullableText("The administrator's note, once reviewed")) note: string | null;
  @ApiProperty(timestamp()) createdAt: string;
  @ApiProperty(nullableTimestamp()) reviewedAt: string | null;
}

export class ExportedDisputeResponse implements ExportedDispute {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) contractId: string;
  @ApiProperty() jobTitle: string;
  @ApiProperty() openedByMe: boolean;
  @ApiProperty() reason: string;
  @ApiProperty({ enum: ['open', 'under_review', 'resolved'] }) status: 'open' | 'under_review' | 'resolved';
  @ApiProperty(nullableText()) resolution: string | null;
  @ApiProperty(timestamp()) createdAt: string;
  @ApiProperty(timestamp()) updatedAt: string;
  @ApiProperty(nullableTimestamp()) resolvedAt: string | null;
}

export class ExportedAppealResponse implements ExportedAppeal {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'The administrator’s action appealed' }) enforcementActionId: string;
  @ApiProperty() text: string;
  @ApiProperty({ enum: ['pending', 'upheld', 'lifted'] }) status: 'pending' | 'upheld' | 'lifted';
  @ApiProperty(nullableText("The administrator's reason, once decided")) decisionReason: string | null;
  @ApiProperty(timestamp()) createdAt: string;
  @ApiProperty(nullableTimestamp()) decidedAt: string | null;
}

/** Moderation's part of the data file (reports filed, disputes, appeals) and of the account deletion. */
@Injectable()
export class ModerationAccountData implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataRegistry,
    private readonly reads: ModerationReadRepository,
    private readonly appeals: AppealsReadRepository,
  ) {}

  onModuleInit(): void {
    this.registry.contribute({
      sections: [
        {
          name: 'reportsFiled',
          position: 130,
          schema: { type: [ExportedReportResponse] },
          read: async ({ userId }) => this.reads.exportedReports(userId),
        },
        {
          name: 'disputes',
          position: 140,
          schema: { type: [ExportedDisputeResponse], description: "Disputes on the user's contracts, whoever opened them" },
          read: async ({ userId }) => this.reads.exportedDisputes(userId),
        },
        {
          name: 'appeals',
          position: 145,
          schema: { type: [ExportedAppealResponse], description: "The user's appeals of administrators' actions, with the decisions" },
          read: async ({ userId }) => this.appeals.exportedAppeals(userId),
        },
      ],
      tables: [
        {
          table: 'reports',
          ownerColumns: ['reporter_id'],
          exported: ['reportsFiled'],
          onDeletion: { kept: 'Reports filed stay for the administrators' },
        },
        {
          table: 'disputes',
          ownerColumns: ['client_id', 'freelancer_id'],
          exported: ['disputes'],
          onDeletion: { kept: 'Disputes stay with the contract for the other party and the administrators' },
        },
        {
          table: 'enforcement_actions',
          ownerColumns: ['user_id'],
          exported: { not: 'Administrators’ decisions; the profile says whether the account is suspended' },
          onDeletion: { kept: 'The record of administrators’ decisions outlives the account' },
        },
        {
          table: 'appeals',
          ownerColumns: ['appellant_id'],
          exported: ['appeals'],
          onDeletion: { kept: 'An appeal stays with the administrators’ decision it is on' },
        },
      ],
    });
  }
}
