import { Body, Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, RequiresVerifiedEmail, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, sendPage } from '../../../platform/paging/keyset-page';
import { APPLICATIONS_THROTTLER, RateLimited } from '../../../platform/rate-limit/rate-limit';
import { AnswerInvitationCommand } from '../application/commands/answer-invitation';
import { InviteFreelancerCommand } from '../application/commands/invite-freelancer';
import { SetInvitationSettingCommand } from '../application/commands/set-invitation-setting';
import type { InvitationView } from '../application/invitation-view';
import { GetInvitationQuery } from '../application/queries/get-invitation';
import { GetInvitationSettingQuery } from '../application/queries/get-invitation-setting';
import { ListInvitationsQuery } from '../application/queries/list-invitations';
import {
  AcceptInvitationResponse,
  DeclineInvitationRequest,
  InvitationResponse,
  InvitationSettingRequest,
  InvitationSettingResponse,
  InvitationsRequest,
  InviteRequest,
} from './invitation-dto';

/** Invitations to job offers (decision 0071): sent by the post's owner, answered by the freelancer. */
@ApiTags('jobs')
@SignedIn()
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@Controller()
export class InvitationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('POST', 'jobs/:id/invitations', {
    summary: 'Invites a freelancer to a job',
    description:
      'The owner of an open job offer invites a freelancer, once per post; not one who receives no invitations (409 JOBS.NOT_ACCEPTING_INVITATIONS) nor one who already applied. The freelancer is told.',
    answer: ApiCreated(InvitationResponse),
    errors: {
      403: 'Not the owner of the job, or inviting oneself',
      404: 'Job or freelancer not found',
      409: 'The job is not an open offer, the user is no freelancer, receives no invitations, already applied or is already invited',
    },
  })
  @RequiresVerifiedEmail()
  @RateLimited(APPLICATIONS_THROTTLER)
  async invite(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) jobId: string,
    @Body() body: InviteRequest,
  ): Promise<InvitationView> {
    const command = new InviteFreelancerCommand(principal.id, jobId, body.freelancerId, body.message ?? null);
    const { invitationId } = await this.commandBus.execute(command);
    return this.queryBus.execute(new GetInvitationQuery(invitationId, principal.id));
  }

  @Endpoint('GET', 'invitations', {
    summary: 'My invitations',
    description:
      "The invitations the caller received (box=received) or sent (box=sent), newest first, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(InvitationResponse),
  })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() query: InvitationsRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<InvitationView[]> {
    const { box, ...page } = query;
    return sendPage(response, await this.queryBus.execute(new ListInvitationsQuery(principal.id, box, page)));
  }

  @Endpoint('GET', 'invitations/settings', {
    summary: 'Whether I receive invitations',
    description: 'Whether clients may invite the caller to their jobs.',
    answer: ApiOk(InvitationSettingResponse),
  })
  setting(@CurrentPrincipal() principal: Principal): Promise<{ acceptsInvitations: boolean }> {
    return this.queryBus.execute(new GetInvitationSettingQuery(principal.id));
  }

  @Endpoint('PUT', 'invitations/settings', {
    summary: 'Starts or stops invitations',
    description: 'The caller starts or stops receiving invitations to jobs; those already received stay.',
    answer: ApiOk(InvitationSettingResponse),
  })
  async changeSetting(
    @CurrentPrincipal() principal: Principal,
    @Body() body: InvitationSettingRequest,
  ): Promise<{ acceptsInvitations: boolean }> {
    await this.commandBus.execute(new SetInvitationSettingCommand(principal.id, body.acceptsInvitations));
    return this.queryBus.execute(new GetInvitationSettingQuery(principal.id));
  }

  @Endpoint('POST', 'invitations/:id/accept', {
    summary: 'Accepts an invitation',
    description:
      'The invited freelancer accepts; the answer names the job, whose apply form comes next (the proposal records the invitation). The client is told.',
    answer: ApiOk(AcceptInvitationResponse),
    errors: { 403: 'Not the invited freelancer', 404: 'Invitation not found', 409: 'Already answered, or the job is no longer open' },
  })
  accept(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<{ jobId: string }> {
    return this.commandBus.execute(new AnswerInvitationCommand(principal.id, id, 'accepted'));
  }

  @Endpoint('POST', 'invitations/:id/decline', {
    summary: 'Declines an invitation',
    description: 'The invited freelancer declines, with an optional reason the client reads; the client is told.',
    answer: ApiOk(InvitationResponse),
    errors: { 403: 'Not the invited freelancer', 404: 'Invitation not found', 409: 'Already answered' },
  })
  async decline(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: DeclineInvitationRequest,
  ): Promise<InvitationView> {
    await this.commandBus.execute(new AnswerInvitationCommand(principal.id, id, 'declined', body.reason ?? null));
    return this.queryBus.execute(new GetInvitationQuery(id, principal.id));
  }
}
