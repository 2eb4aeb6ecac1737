import { Controller, Query, Res } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import type { Response } from 'express';
import { AdministratorsOnlyEndpoint } from '../auth/guards';
import { findEntityPage } from '../paging/entity-page';
import { ApiPageResponse, PageRequest, sendPage } from '../paging/keyset-page';
import { AdminAction } from './admin-action.entity';
import { Endpoint } from '../http/endpoint';

class AuditLogRequest extends PageRequest {
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

  @Endpoint('GET', '', {
    summary: 'The audit log',
    description:
      "Every administrator action (decisions, document openings) with who, when, the record and its state before and after, newest first, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(AdminActionResponse),
  })
  async list(@Query() query: AuditLogRequest, @Res({ passthrough: true }) response: Response): Promise<AdminAction[]> {
    const { subjectId } = query;
    const page = await findEntityPage(
      this.em,
      AdminAction,
      'admin_actions',
      (eb) => (subjectId ? eb('subject_id', '=', subjectId) : eb.lit(true)),
      query,
    );
    return sendPage(response, page);
  }
}
