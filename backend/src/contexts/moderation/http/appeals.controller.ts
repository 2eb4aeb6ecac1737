import { Body, Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdministratorsOnlyEndpoint, CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { DecideAppealCommand } from '../application/commands/decide-appeal';
import { FileAppealCommand } from '../application/commands/file-appeal';
import { FileSuspensionAppealCommand } from '../application/commands/file-suspension-appeal';
import type { AdminAppealView, AppealView, OwnActionView } from '../application/appeal-views';
import { GetOwnActionQuery } from '../application/queries/get-own-action';
import { ListAppealsQuery } from '../application/queries/list-appeals';
import { ListMyAppealsQuery } from '../application/queries/list-my-appeals';
import {
  AdminAppealResponse,
  AppealResponse,
  DecideAppealRequest,
  FileAppealRequest,
  FileSuspensionAppealRequest,
  ListAppealsRequest,
  OwnActionResponse,
} from './appeals.dto';

const DECISION_ERRORS = {
  400: 'The id is not a uuid, or a missing or too long reason',
  403: 'The caller took the action (CANNOT_DECIDE_OWN_ACTION) or filed the appeal (CANNOT_DECIDE_OWN_APPEAL)',
  404: 'Appeal not found',
  409: 'The appeal was already decided (APPEAL_ALREADY_DECIDED)',
} as const;

/** Users appeal administrators' actions on their account or content, once per action (decision 0065). */
@ApiTags('moderation')
@SignedIn()
@Controller('appeals')
export class AppealsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('POST', '', {
    summary: 'Appeals an action on my content',
    description:
      'The owner of a job post or portfolio item an administrator took down, or of a message one removed, appeals the action while it is in force, once, with a text. An administrator other than the one who acted decides; the owner is told the outcome and the reason. A suspended user appeals from the sign-in screen instead (POST /api/appeals/suspension).',
    answer: ApiCreated(AppealResponse),
    errors: {
      400: 'A missing or too long text, or an actionId that is not a uuid',
      404: 'No such action on the caller’s account or content (APPEAL_ACTION_NOT_FOUND)',
      409: 'The action was already appealed (ALREADY_APPEALED), or it is no longer in force (ENFORCEMENT_NOT_ACTIVE)',
    },
  })
  file(@CurrentPrincipal() principal: Principal, @Body() body: FileAppealRequest): Promise<AppealView> {
    return this.commandBus.execute(new FileAppealCommand(principal.id, body.actionId, body.text));
  }

  @Endpoint('GET', 'mine', {
    summary: 'My appeals',
    description:
      "The appeals the caller filed, newest first, each with its action, status and the decision's reason, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(AppealResponse),
  })
  async mine(
    @CurrentPrincipal() principal: Principal,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AppealView[]> {
    return sendPage(response, await this.queryBus.execute(new ListMyAppealsQuery(principal.id, page)));
  }

  @Endpoint('GET', 'subjects/:subjectId', {
    summary: 'The action on my content, with its appeal',
    description:
      'What the screens of a taken-down job post or portfolio item, or a removed message, show their owner: the latest administrator’s action on it (kind, reason, when, whether in force), the appeal filed if any with its outcome and reason, and whether it may still be appealed. action is null for content no administrator acted on, or that is not the caller’s.',
    answer: ApiOk(OwnActionResponse),
    errors: { 400: 'The id is not a uuid' },
  })
  ownAction(@CurrentPrincipal() principal: Principal, @Param('subjectId', new ParseUUIDPipe()) subjectId: string): Promise<OwnActionView> {
    return this.queryBus.execute(new GetOwnActionQuery(principal.id, subjectId));
  }
}

/** A suspended user cannot sign in: they appeal their suspension with the token its sign-in refusal gave them (decision 0065). */
@ApiTags('moderation')
@Controller('appeals')
export class SuspensionAppealsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Endpoint('POST', 'suspension', {
    summary: 'Appeals my suspension, signed out',
    description:
      'With details.appeal.token of the 403 IDENTITY.ACCOUNT_SUSPENDED that POST /api/auth/login answers a suspended account whose password (and second factor, if it has one) was right: the token is signed by the server, names the user and the one suspension, and works for an hour. Once per suspension; the user is told the decision by email, and the sign-in refusal shows it.',
    answer: ApiCreated(AppealResponse),
    errors: {
      400: 'A missing or too long text, or a token this server did not sign for a suspension in force, or that expired (APPEAL_TOKEN_INVALID)',
      409: 'The suspension was already appealed (ALREADY_APPEALED), or it is no longer in force (ENFORCEMENT_NOT_ACTIVE)',
    },
  })
  file(@Body() body: FileSuspensionAppealRequest): Promise<AppealView> {
    return this.commandBus.execute(new FileSuspensionAppealCommand(body.token, body.text));
  }
}

/** Administrators decide appeals: uphold the action, or lift it (decision 0065). */
@ApiTags('moderation')
@AdministratorsOnlyEndpoint()
@Controller('admin/appeals')
export class AdminAppealsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', '', {
    summary: 'The appeals queue',
    description:
      "Pending appeals oldest first (the default), or those of a decided status newest first, each with the action (kind, reason, who took it and when, the report or dispute it answered), what it is on, the appellant and their text; a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(AdminAppealResponse),
  })
  async list(@Query() query: ListAppealsRequest, @Res({ passthrough: true }) response: Response): Promise<AdminAppealView[]> {
    return sendPage(response, await this.queryBus.execute(new ListAppealsQuery(query.status ?? 'pending', query)));
  }

  @Endpoint('POST', ':id/uphold', {
    summary: 'Upholds an appealed action',
    description:
      'The action stands. Only an administrator other than the one who took it. Recorded in the audit log; the appellant is told, in the app and by email, with the reason.',
    answer: ApiOk(AdminAppealResponse),
    errors: DECISION_ERRORS,
  })
  uphold(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: DecideAppealRequest,
  ): Promise<AdminAppealView> {
    return this.commandBus.execute(new DecideAppealCommand(principal.id, id, 'upheld', body.reason));
  }

  @Endpoint('POST', ':id/lift', {
    summary: 'Lifts an appealed action',
    description:
      'Lifts the action as POST /api/admin/enforcement-actions/{id}/lift does: the account is unsuspended, the post or portfolio item shows again (a removed message stays removed: its text is gone, and the removal is recorded as overturned). Only an administrator other than the one who took it. Recorded in the audit log (the lift and the decision); the appellant is told, in the app and by email, with the reason.',
    answer: ApiOk(AdminAppealResponse),
    errors: {
      ...DECISION_ERRORS,
      409: 'The appeal was already decided (APPEAL_ALREADY_DECIDED), or the action is no longer in force (ENFORCEMENT_NOT_ACTIVE)',
    },
  })
  lift(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: DecideAppealRequest,
  ): Promise<AdminAppealView> {
    return this.commandBus.execute(new DecideAppealCommand(principal.id, id, 'lifted', body.reason));
  }
}
