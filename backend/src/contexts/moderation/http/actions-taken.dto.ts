import { ApiProperty } from '@nestjs/swagger';
import type { ActionTakenView } from '../application/actions-taken-view';
import type { EnforcedUserView } from '../application/enforcement-view';
import type { ReportInForce } from '../application/views';
import { ENFORCEMENT_KINDS, ENFORCEMENT_STATUSES, EnforcementKind, EnforcementStatus } from '../domain/enforcement-action.entity';

/** The administrator who took an action, as a report's or dispute's card names them. */
export class ActingAdministratorResponse implements EnforcedUserView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
}

export class ActionTakenResponse implements ActionTakenView {
  @ApiProperty({ format: 'uuid', description: 'The enforcement action (GET /api/admin/enforcement-actions has the rest of it)' })
  id: string;
  @ApiProperty({ enum: ENFORCEMENT_KINDS }) kind: EnforcementKind;
  @ApiProperty({ enum: ENFORCEMENT_STATUSES, description: 'active; lifted by an administrator; expired at its end' })
  status: EnforcementStatus;
  @ApiProperty({ format: 'uuid', description: 'The user (suspension), job post, portfolio item or message' }) subjectId: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a timed suspension ends; null otherwise' })
  endsAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was lifted or expired' })
  liftedAt: string | null;
  @ApiProperty({ type: ActingAdministratorResponse, description: 'Who took it' }) admin: ActingAdministratorResponse;
}

export class ReportInForceResponse implements ReportInForce {
  @ApiProperty({
    description: 'The action on what is reported is in force: the job post taken down, the message removed, the reported account suspended',
  })
  target: boolean;
  @ApiProperty({
    description: 'The account whose the reported thing is (the reported user, the post’s owner, the message’s sender) is suspended',
  })
  ownerSuspended: boolean;
}

export class PartiesSuspendedResponse {
  @ApiProperty() client: boolean;
  @ApiProperty() freelancer: boolean;
}
