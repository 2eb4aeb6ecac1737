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

export class ServerEventAdminPersonChanged {
  @ApiProperty({ enum: ['admin_person_changed'] }) type: 'admin_person_changed';
  @ApiProperty({
    format: 'uuid',
    description:
      'Sent to every administrator when an action on the person took effect or ended (a suspension, a takedown, a lift, an expiry): their page and the cards about them change',
  })
  personId: string;
}

export const ADMIN_PERSON_CHANGED = new RealtimeEvent<{ personId: string }, ServerEventAdminPersonChanged>(
  'admin_person_changed',
  ServerEventAdminPersonChanged,
);
