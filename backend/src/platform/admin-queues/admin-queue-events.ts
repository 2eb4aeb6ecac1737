import { ApiProperty } from '@nestjs/swagger';
import { RealtimeEvent } from '../realtime/realtime-event';
import { ADMIN_QUEUE_CHANGES, ADMIN_QUEUE_KINDS } from './admin-queue';
import type { AdminQueueChange, AdminQueueKind } from './admin-queue';

export class ServerEventAdminQueueChanged {
  @ApiProperty({ enum: ['admin_queue_changed'] }) type: 'admin_queue_changed';
  @ApiProperty({ enum: ADMIN_QUEUE_KINDS, description: 'Sent to every administrator when an item of a queue changes' })
  kind: AdminQueueKind;
  @ApiProperty({ format: 'uuid' }) itemId: string;
  @ApiProperty({ enum: ADMIN_QUEUE_CHANGES }) change: AdminQueueChange;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Whom the item concerns, when one person' })
  personId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The administrator who changed it; null for a member' })
  adminId: string | null;
}

export type AdminQueueChangeRef = Omit<ServerEventAdminQueueChanged, 'type'>;

/** Carries its whole (small) payload between instances: nothing to read on delivery. */
export const ADMIN_QUEUE_CHANGED = new RealtimeEvent<AdminQueueChangeRef, ServerEventAdminQueueChanged>(
  'admin_queue_changed',
  ServerEventAdminQueueChanged,
);
