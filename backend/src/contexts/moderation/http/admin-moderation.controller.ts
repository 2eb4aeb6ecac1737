import { Body, Controller, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { AdministratorsOnlyEndpoint, CurrentPrincipal } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { Endpoint } from '../../../platform/http/endpoint';
import { ChangesState } from '../../../platform/http/state-change.guard';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { CloseReportCommand } from '../application/commands/close-report';
import { OpenDisputeContextCommand } from '../application/commands/open-dispute-context';
import { OpenReportContextCommand } from '../application/commands/open-report-context';
import { AdminDisputeContextView, AdminReportContextView } from '../application/decision-context-views';
import { UpdateDisputeCommand } from '../application/commands/update-dispute';
import { ListDisputesQuery } from '../application/queries/list-disputes';
import { ListReportsQuery } from '../application/queries/list-reports';
import { AdminDisputeView, AdminReportView } from '../application/views';
import { UNRESOLVED_DISPUTE_STATUSES } from '../domain/dispute.entity';
import {
  AdminDisputeResponse,
  AdminReportResponse,
  CloseReportRequest,
  ListDisputesRequest,
  ListReportsRequest,
  UpdateDisputeRequest,
} from './dto';
import { AdminDisputeContextResponse, AdminReportContextResponse, DisputeContextRequest } from './decision-context.dto';

const badPage = ApiBadRequestResponse({
  type: ErrorBody,
  description: 'An unknown status, a bad limit, or a before that is no item of the list',
});

@ApiTags('moderation')
@AdministratorsOnlyEndpoint()
@Controller('admin')
export class AdminModerationController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', 'reports', {
    summary: 'Reports for administrators',
    description:
      'Reports of one status (pending when absent) with who filed them, who is working on each and what was decided before on the reported person: pending oldest first (the queue), decided newest first; a page at a time (before: the last item of the previous page, limit).',
    answer: ApiOk([AdminReportResponse]),
  })
  @badPage
  reports(@Query() query: ListReportsRequest): Promise<AdminReportView[]> {
    return this.queryBus.execute(new ListReportsQuery(query.status ?? 'pending', { before: query.before, limit: query.limit }));
  }

  @Endpoint('GET', 'reports/:id/context', {
    summary: 'What a report is about, to judge it',
    description:
      'The reported job post, profile or message as it was when reported (asReported: null for a report filed before snapshots were kept) and as it is now (now: null once gone). For a message report also its sender, receiver and the conversation around it: up to 10 messages before and 10 after, the reported one marked. Only that report’s conversation; reading it is written to the audit log (conversation.opened, with the report) before the answer.',
    answer: ApiOk(AdminReportContextResponse),
    errors: { 404: 'Report not found' },
  })
  @ChangesState('Records in the audit log that an administrator read a private conversation')
  reportContext(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<AdminReportContextView> {
    return this.commandBus.execute(new OpenReportContextCommand(principal.id, id));
  }

  @Endpoint('PATCH', 'reports/:id', {
    summary: 'Resolves or dismisses a report',
    description:
      'Only a pending report. Recorded in the audit log with the change; the reporter gets an admin_action notification with the outcome and the note.',
    answer: ApiOk(AdminReportResponse),
    errors: {
      400: 'A status other than resolved or dismissed, or a missing or too long note',
      404: 'Report not found',
      409: 'The report is no longer pending, or another administrator is working on it (ADMIN_QUEUE.ITEM_TAKEN)',
    },
  })
  closeReport(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: CloseReportRequest,
  ): Promise<AdminReportView> {
    return this.commandBus.execute(new CloseReportCommand(principal.id, id, body.status, body.note));
  }

  @Endpoint('GET', 'disputes', {
    summary: 'Disputes for administrators',
    description:
      'Disputes of one status (open and under_review when absent) with who opened them, who is working on each and what was decided before on the party it was opened against: unresolved oldest first (the queue), resolved newest first; a page at a time (before: the last item of the previous page, limit).',
    answer: ApiOk([AdminDisputeResponse]),
  })
  @badPage
  disputes(@Query() query: ListDisputesRequest): Promise<AdminDisputeView[]> {
    return this.queryBus.execute(
      new ListDisputesQuery(query.status ? [query.status] : UNRESOLVED_DISPUTE_STATUSES, { before: query.before, limit: query.limit }),
    );
  }

  @Endpoint('GET', 'disputes/:id/context', {
    summary: 'What a dispute is about, to judge it',
    description:
      'The contract’s terms and dates, the job post as it is now, both parties, and their conversation: the newest 30 messages, or the 30 just before a message of it (before). Reading the conversation is written to the audit log (conversation.opened, with the dispute) before the answer.',
    answer: ApiOk(AdminDisputeContextResponse),
    errors: { 400: 'A before that is no message of the parties’ conversation', 404: 'Dispute not found' },
  })
  @ChangesState('Records in the audit log that an administrator read a private conversation')
  disputeContext(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() query: DisputeContextRequest,
  ): Promise<AdminDisputeContextView> {
    return this.commandBus.execute(new OpenDisputeContextCommand(principal.id, id, { before: query.before }));
  }

  @Endpoint('PATCH', 'disputes/:id', {
    summary: 'Takes up or resolves a dispute',
    description:
      'open → under_review; open or under_review → resolved, with the resolution. Recorded in the audit log with the change; both parties get a contract notification.',
    answer: ApiOk(AdminDisputeResponse),
    errors: {
      400: 'An unknown status, resolved without a resolution, or a resolution without resolved',
      404: 'Dispute not found',
      409: 'The dispute cannot move to that status from its current one, or another administrator is working on it (ADMIN_QUEUE.ITEM_TAKEN)',
    },
  })
  updateDispute(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateDisputeRequest,
  ): Promise<AdminDisputeView> {
    return this.commandBus.execute(new UpdateDisputeCommand(principal.id, id, body.status, body.resolution || null));
  }
}
