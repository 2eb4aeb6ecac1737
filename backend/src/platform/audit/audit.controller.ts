import { Controller, Get, Query } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { AdministratorsOnlyEndpoint } from '../auth/guards';
import { AdminAction } from './admin-action.entity';

const AUDIT_PAGE = 200;

class AuditLogRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the actions on this record' })
  @IsOptional()
  @IsUUID()
  subjectId?: string;
}

class AdminActionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) adminId: string;
  @ApiProperty({ example: 'verification.approved' }) action: string;
  @ApiProperty({ example: 'verification_request' }) subjectType: string;
  @ApiProperty({ format: 'uuid' }) subjectId: string;
  @ApiProperty({ type: Object, nullable: true }) before: Record<string, unknown> | null;
  @ApiProperty({ type: Object, nullable: true }) after: Record<string, unknown> | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

/** What administrators did, newest first: for accountability, readable by administrators only. */
@ApiTags('platform')
@AdministratorsOnlyEndpoint()
@Controller('admin/audit-log')
export class AuditController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiOperation({
    summary: 'The audit log',
    description: `Every administrator action (decisions, document openings) with who, when, the record and its state before and after; the newest ${AUDIT_PAGE}.`,
  })
  @ApiOkResponse({ type: [AdminActionResponse] })
  list(@Query() query: AuditLogRequest): Promise<AdminAction[]> {
    return this.em.fork().find(AdminAction, query.subjectId ? { subjectId: query.subjectId } : {}, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: AUDIT_PAGE,
    });
  }
}
