import { Body, Controller, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { AdministratorsOnlyEndpoint, CurrentPrincipal } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { ApplyEnforcementCommand } from '../application/commands/apply-enforcement';
import { LiftEnforcementCommand } from '../application/commands/lift-enforcement';
import type { EnforcementActionView } from '../application/enforcement-view';
import { ListEnforcementActionsQuery } from '../application/queries/list-enforcement-actions';
import {
  TakeEnforcementActionRequest,
  EnforcementActionResponse,
  LiftEnforcementRequest,
  ListEnforcementActionsRequest,
} from './enforcement-actions.dto';

/** Administrators suspend accounts and take content down, and lift what they did (decision 0035). */
@ApiTags('moderation')
@AdministratorsOnlyEndpoint()
@Controller('admin/enforcement-actions')
export class EnforcementActionsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', '', {
    summary: 'Enforcement actions',
    description:
      'Actions of every status, newest first; only those on a user (their account or content), answering a report or a dispute when given. A page at a time (before, limit).',
    answer: ApiOk([EnforcementActionResponse]),
    errors: { 400: 'An id that is not a uuid, a bad limit, or a before that is no action' },
  })
  list(@Query() query: ListEnforcementActionsRequest): Promise<EnforcementActionView[]> {
    return this.queryBus.execute(
      new ListEnforcementActionsQuery(
        { userId: query.userId, reportId: query.reportId, disputeId: query.disputeId },
        { before: query.before, limit: query.limit },
      ),
    );
  }

  @Endpoint('POST', '', {
    summary: 'Suspends an account or takes content down',
    description:
      'A suspension ends every session of the user at once, refuses their sign-in and hides their profile and posts from others until it ends (endsAt) or is lifted. A takedown hides the job post or portfolio item from everyone but its owner, who sees the reason; a removed message loses its text for good. Recorded in the audit log; the user is notified.',
    answer: ApiCreated(EnforcementActionResponse),
    errors: {
      400: 'A missing or too long reason, endsAt for anything but a suspension (ENDS_AT_ONLY_FOR_SUSPENSION) or not in the future (ENDS_AT_IN_THE_PAST)',
      403: 'The administrator’s own account or content (CANNOT_ACT_ON_OWN_ACCOUNT), or suspending an administrator (CANNOT_ACT_ON_ADMINISTRATOR)',
      404: 'No such account, post, item or message; or no such report or dispute',
      409: 'An action of this kind is already in force on it (ALREADY_ENFORCED)',
    },
  })
  apply(@CurrentPrincipal() principal: Principal, @Body() body: TakeEnforcementActionRequest): Promise<EnforcementActionView> {
    return this.commandBus.execute(
      new ApplyEnforcementCommand(principal.id, {
        kind: body.kind,
        subjectId: body.subjectId,
        reason: body.reason,
        endsAt: body.endsAt ? new Date(body.endsAt) : null,
        reportId: body.reportId ?? null,
        disputeId: body.disputeId ?? null,
      }),
    );
  }

  @Endpoint('POST', ':id/lift', {
    summary: 'Lifts an enforcement action',
    description:
      'Ends an active suspension or takedown early: what it hid shows again. Recorded in the audit log with the reason; the user is notified.',
    answer: ApiOk(EnforcementActionResponse),
    errors: {
      400: 'The id is not a uuid, or a missing or too long reason',
      404: 'Enforcement action not found',
      409: 'The action was already lifted or expired (ENFORCEMENT_NOT_ACTIVE), or it removed a message (ENFORCEMENT_NOT_LIFTABLE)',
    },
  })
  lift(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: LiftEnforcementRequest,
  ): Promise<EnforcementActionView> {
    return this.commandBus.execute(new LiftEnforcementCommand(principal.id, id, body.reason));
  }
}
