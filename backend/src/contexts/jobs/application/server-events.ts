import { ApiProperty } from '@nestjs/swagger';
import { RealtimeEvent } from '../../../platform/realtime/realtime-event';

/* The statuses as the wire names them; the loader is typed against these, so a status added to the application without being added here fails to compile. */
export const PUSHED_APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;

export class ServerEventApplicationChanged {
  @ApiProperty({ enum: ['application_changed'] }) type: 'application_changed';
  @ApiProperty({
    format: 'uuid',
    description:
      'Sent to the applicant and the job’s owner when the application is submitted, accepted, rejected or withdrawn (by the applicant, or because the applicant was suspended)',
  })
  applicationId: string;
  @ApiProperty({ format: 'uuid', description: 'The job applied to' }) jobId: string;
  @ApiProperty({ enum: PUSHED_APPLICATION_STATUSES, description: 'Its status when the event was sent' })
  status: (typeof PUSHED_APPLICATION_STATUSES)[number];
}

export const APPLICATION_CHANGED = new RealtimeEvent<{ applicationId: string }, ServerEventApplicationChanged>(
  'application_changed',
  ServerEventApplicationChanged,
);
