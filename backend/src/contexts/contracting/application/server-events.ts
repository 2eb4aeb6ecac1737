import { ApiProperty } from '@nestjs/swagger';
import { RealtimeEvent } from '../../../platform/realtime/realtime-event';
import { MILESTONE_STATUSES, MilestoneStatus } from '../domain/milestone-rules';

/* The statuses as the wire names them; the loader is typed against these, so a status added to the contract without being added here fails to compile. */
export const PUSHED_CONTRACT_STATUSES = ['active', 'completed'] as const;

export class ServerEventContractChanged {
  @ApiProperty({ enum: ['contract_changed'] }) type: 'contract_changed';
  @ApiProperty({ format: 'uuid', description: 'Sent to both parties when the contract is created or its status changes' })
  contractId: string;
  @ApiProperty({ enum: PUSHED_CONTRACT_STATUSES, description: 'Its status when the event was sent' })
  status: (typeof PUSHED_CONTRACT_STATUSES)[number];
}

export const CONTRACT_CHANGED = new RealtimeEvent<{ contractId: string }, ServerEventContractChanged>(
  'contract_changed',
  ServerEventContractChanged,
);

export class ServerEventMilestoneChanged {
  @ApiProperty({ enum: ['milestone_changed'] }) type: 'milestone_changed';
  @ApiProperty({
    format: 'uuid',
    description: 'Sent to both parties when a milestone is added, submitted, approved or sent back for changes',
  })
  contractId: string;
  @ApiProperty({ format: 'uuid' }) milestoneId: string;
  @ApiProperty({ enum: MILESTONE_STATUSES, description: 'Its status when the event was sent' })
  status: MilestoneStatus;
}

export const MILESTONE_CHANGED = new RealtimeEvent<{ milestoneId: string }, ServerEventMilestoneChanged>(
  'milestone_changed',
  ServerEventMilestoneChanged,
);
