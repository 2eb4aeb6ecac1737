import { ApiProperty } from '@nestjs/swagger';
import type { NamedPerson } from '../auth/principal';
import { AUDIT_ACTION_FAMILIES, AUDIT_ACTIONS } from './audit-actions';
import type { AuditEntry } from './audit-entries';

export class AuditPersonResponse implements NamedPerson {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'First and last name ("Deleted user" once the account was deleted)' }) name: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
}

export class AuditEntryResponse implements AuditEntry {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'Who acted: an administrator, or the user for their own two-factor changes' })
  adminId: string;
  @ApiProperty({ type: AuditPersonResponse, nullable: true, description: 'Who acted, named; null only when no account has the id' })
  admin: AuditPersonResponse | null;
  @ApiProperty({ example: 'verification.approved', description: 'One of GET /api/admin/audit-log/actions' }) action: string;
  @ApiProperty({ example: 'verification_request', description: 'The kind of record acted on' }) subjectType: string;
  @ApiProperty({ format: 'uuid' }) subjectId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The person the action concerns' }) personId: string | null;
  @ApiProperty({ type: AuditPersonResponse, nullable: true, description: 'The person the action concerns, named' })
  person: AuditPersonResponse | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'The record before the action' })
  before: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'The record after the action' })
  after: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AuditActionResponse {
  @ApiProperty({ example: 'enforcement.suspended' }) name: string;
  @ApiProperty({ example: 'enforcement', description: 'The part of the name before the dot' }) family: string;
  @ApiProperty({ example: 'Suspended an account', description: 'What it means, in plain words' }) label: string;
}

export class AuditActionFamilyResponse {
  @ApiProperty({ example: 'enforcement', description: 'The `action` filter takes it followed by a dot: `enforcement.`' }) family: string;
  @ApiProperty({ example: 'Enforcement actions' }) label: string;
}

export class AuditActionsResponse {
  @ApiProperty({ type: [AuditActionFamilyResponse], maxItems: AUDIT_ACTION_FAMILIES.length, description: 'The families, fixed' })
  families: AuditActionFamilyResponse[];
  @ApiProperty({ type: [AuditActionResponse], maxItems: AUDIT_ACTIONS.length, description: 'Every action the log holds, fixed' })
  actions: AuditActionResponse[];
}
