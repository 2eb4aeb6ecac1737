import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { ADMIN_QUEUE_KINDS } from './admin-queue';
import type { AdminQueueKind } from './admin-queue';
import { PRIOR_DECISIONS_SHOWN } from './admin-queues';

export class QueueItemParams {
  @ApiProperty({ enum: ADMIN_QUEUE_KINDS })
  @IsIn(ADMIN_QUEUE_KINDS)
  kind: AdminQueueKind;

  @ApiProperty({
    format: 'uuid',
    description: "The item's id in its queue (the verification request, report, dispute, safety review or appeal)",
  })
  @IsUUID()
  itemId: string;
}

export class NamedPersonResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Ana Reyes' }) name: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
}

export class QueueSummaryResponse {
  @ApiProperty({ enum: ADMIN_QUEUE_KINDS }) kind: AdminQueueKind;
  @ApiProperty({ description: 'Items waiting for a decision' }) open: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the oldest waiting item arrived' })
  oldestAt: Date | null;
  @ApiProperty({ description: 'Items of this queue the caller has taken and not yet decided' }) takenByMe: number;
}

export class QueueClaimResponse {
  @ApiProperty({ type: NamedPersonResponse }) takenBy: NamedPersonResponse;
  @ApiProperty({ type: String, format: 'date-time' }) takenAt: Date;
  @ApiProperty({ type: String, format: 'date-time', description: 'After this, another administrator may take it over' }) expiresAt: Date;
}

export class PriorDecisionResponse {
  @ApiProperty({ example: 'enforcement.suspended', description: "The audit log's name of the decision" }) action: string;
  @ApiProperty({ example: 'user' }) subjectType: string;
  @ApiProperty({ format: 'uuid' }) subjectId: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class PriorDecisionsResponse {
  @ApiProperty({ description: 'Decisions taken before on the same person (counted up to 100)' }) count: number;
  @ApiProperty({ type: [PriorDecisionResponse], maxItems: PRIOR_DECISIONS_SHOWN, description: 'The latest of them' })
  latest: PriorDecisionResponse[];
}

/** What every queue item's answer carries besides its content. */
export class QueueItemFactsResponse {
  @ApiProperty({ type: QueueClaimResponse, nullable: true, description: 'Who is working on the item; null when no one' })
  claim: QueueClaimResponse | null;
  @ApiProperty({ type: PriorDecisionsResponse }) priorDecisions: PriorDecisionsResponse;
}
