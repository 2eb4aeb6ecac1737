import { ApiProperty } from '@nestjs/swagger';
import { RealtimeEvent } from '../../../platform/realtime/realtime-event';
import { OFFER_STATUSES, OfferStatus } from '../domain/offer-terms';

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

export class ServerEventOfferChanged {
  @ApiProperty({ enum: ['offer_changed'] }) type: 'offer_changed';
  @ApiProperty({
    format: 'uuid',
    description: 'Sent to both parties when an offer on the application is made, countered, accepted, declined or withdrawn',
  })
  applicationId: string;
  @ApiProperty({ format: 'uuid', description: 'The version that changed (for a counter-offer, the new one)' }) offerId: string;
  @ApiProperty({ enum: OFFER_STATUSES, description: 'Its status when the event was sent' })
  status: OfferStatus;
}

export const OFFER_CHANGED = new RealtimeEvent<{ offerId: string }, ServerEventOfferChanged>('offer_changed', ServerEventOfferChanged);

export class ServerEventInvitationChanged {
  @ApiProperty({ enum: ['invitation_changed'] }) type: 'invitation_changed';
  @ApiProperty({ format: 'uuid', description: 'Sent to the client and the freelancer when an invitation is sent, accepted or declined' })
  invitationId: string;
  @ApiProperty({ format: 'uuid', description: 'The job the freelancer is invited to' }) jobId: string;
  @ApiProperty({ enum: ['invited', 'accepted', 'declined'], description: 'Its status when the event was sent' })
  status: 'invited' | 'accepted' | 'declined';
}

export const INVITATION_CHANGED = new RealtimeEvent<{ invitationId: string }, ServerEventInvitationChanged>(
  'invitation_changed',
  ServerEventInvitationChanged,
);
