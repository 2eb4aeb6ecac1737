import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PersonResponse } from '../../identity/public';
import { PageRequest } from '../../../platform/paging/keyset-page';
import type { InvitationView } from '../application/invitation-view';
import { JOB_STATUSES, JobStatus } from '../domain/job-post.entity';

export const INVITATION_LIMITS = { message: 1000, declineReason: 500 };

const trimOrUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

export class InviteRequest {
  @ApiProperty({ format: 'uuid', description: 'The freelancer invited' })
  @IsUUID('all', { message: 'freelancerId must be a user id' })
  freelancerId: string;

  @ApiPropertyOptional({ maxLength: INVITATION_LIMITS.message, description: 'A note to the freelancer' })
  @Transform(trimOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(INVITATION_LIMITS.message, { message: `The message must be at most ${INVITATION_LIMITS.message} characters` })
  message?: string;
}

export class DeclineInvitationRequest {
  @ApiPropertyOptional({ maxLength: INVITATION_LIMITS.declineReason, description: 'Why, as the client reads it' })
  @Transform(trimOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(INVITATION_LIMITS.declineReason, { message: `The reason must be at most ${INVITATION_LIMITS.declineReason} characters` })
  reason?: string;
}

export class InvitationsRequest extends PageRequest {
  @ApiPropertyOptional({
    enum: ['received', 'sent'],
    default: 'received',
    description: 'received (when absent): invitations to the caller; sent: those the caller sent',
  })
  @IsOptional()
  @IsIn(['received', 'sent'])
  box: 'received' | 'sent' = 'received';
}

export class InvitationSettingRequest {
  @ApiProperty({ description: 'false: clients can no longer invite the caller to jobs' })
  @IsBoolean()
  acceptsInvitations: boolean;
}

export class InvitationSettingResponse {
  @ApiProperty() acceptsInvitations: boolean;
}

export class InvitationJobSummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: JOB_STATUSES }) status: JobStatus;
}

export class InvitationResponse implements InvitationView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) jobId: string;
  @ApiProperty({ type: InvitationJobSummary }) job: InvitationJobSummary;
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty({ type: PersonResponse, nullable: true }) client: PersonResponse | null;
  @ApiProperty({ format: 'uuid' }) freelancerId: string;
  @ApiProperty({ type: PersonResponse, nullable: true }) freelancer: PersonResponse | null;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({
    enum: ['invited', 'accepted', 'declined', 'closed'],
    description: 'closed: never answered, and the post is no longer open',
  })
  status: 'invited' | 'accepted' | 'declined' | 'closed';
  @ApiProperty({ type: String, nullable: true }) declineReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class AcceptInvitationResponse {
  @ApiProperty({ format: 'uuid', description: 'The job to apply to next' }) jobId: string;
}
