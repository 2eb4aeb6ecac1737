import { Body, Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import type { Response } from 'express';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { AddMilestoneCommand } from '../application/commands/add-milestone';
import { AnswerSubmissionCommand } from '../application/commands/answer-submission';
import { SubmitMilestoneCommand } from '../application/commands/submit-milestone';
import type { MilestoneView } from '../application/milestone-view';
import { GetMilestoneQuery } from '../application/queries/get-milestone';
import { ListContractMilestonesQuery } from '../application/queries/list-contract-milestones';
import { AddMilestoneRequest, MilestoneResponse, RequestChangesRequest, SubmitMilestoneRequest } from './milestone-dto';

/** A contract's milestones: added by the client, submitted by the freelancer, approved or sent back (decision 0072). */
@ApiTags('contracting')
@SignedIn()
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@Controller()
export class MilestonesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', 'contracts/:id/milestones', {
    summary: 'A contract’s milestones',
    description:
      "In the contract’s order, each with its latest submission and its files, for the parties and for admins; a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page). A contract has at most 200 milestones.",
    answer: ApiPageResponse(MilestoneResponse),
    errors: { 404: 'Contract not found' },
  })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MilestoneView[]> {
    return sendPage(response, await this.queryBus.execute(new ListContractMilestonesQuery(id, principal, page)));
  }

  @Endpoint('POST', 'contracts/:id/milestones', {
    summary: 'Adds a milestone to a contract',
    description: 'The client adds a milestone (title, due date, description) after the others, to an active contract.',
    answer: ApiCreated(MilestoneResponse),
    errors: {
      403: 'Not the client of the contract',
      404: 'Contract not found',
      409: 'CONTRACTING.CONTRACT_NOT_ACTIVE: completed; CONTRACTING.TOO_MANY_MILESTONES: 200 already',
    },
  })
  async add(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: AddMilestoneRequest,
  ): Promise<MilestoneView> {
    const { milestoneId } = await this.commandBus.execute(new AddMilestoneCommand(principal.id, id, body));
    return this.queryBus.execute(new GetMilestoneQuery(milestoneId, principal));
  }

  @Endpoint('POST', 'milestones/:id/submissions', {
    summary: 'Submits a milestone',
    description:
      'The freelancer hands in an open milestone, or one the client asked changes of, with a note and files (uploaded first). The client answers within 7 days, or it is approved on its own (the client is reminded a day before).',
    answer: ApiCreated(MilestoneResponse),
    errors: {
      403: 'Not the freelancer of the contract',
      404: 'Milestone not found',
      409: 'CONTRACTING.MILESTONE_NOT_SUBMITTABLE: waiting for an answer or approved; the contract is completed; files not available or too many',
    },
  })
  async submit(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SubmitMilestoneRequest,
  ): Promise<MilestoneView> {
    await this.commandBus.execute(new SubmitMilestoneCommand(principal.id, id, body.note, body.attachmentIds ?? []));
    return this.queryBus.execute(new GetMilestoneQuery(id, principal));
  }

  @Endpoint('POST', 'milestone-submissions/:id/approve', {
    summary: 'Approves a milestone submission',
    description: 'The client approves the submission waiting for their answer; the milestone is approved.',
    answer: ApiOk(MilestoneResponse),
    errors: {
      403: 'Not the client of the contract',
      404: 'Submission not found',
      409: 'CONTRACTING.SUBMISSION_ANSWERED: already answered, or approved on its own after 7 days',
    },
  })
  async approve(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<MilestoneView> {
    const { milestoneId } = await this.commandBus.execute(new AnswerSubmissionCommand(principal.id, id, { approve: true, note: null }));
    return this.queryBus.execute(new GetMilestoneQuery(milestoneId, principal));
  }

  @Endpoint('POST', 'milestone-submissions/:id/request-changes', {
    summary: 'Asks for changes to a milestone submission',
    description: 'The client sends the waiting submission back with a note; the freelancer may submit the milestone again.',
    answer: ApiOk(MilestoneResponse),
    errors: {
      403: 'Not the client of the contract',
      404: 'Submission not found',
      409: 'CONTRACTING.SUBMISSION_ANSWERED: already answered, or approved on its own after 7 days',
    },
  })
  async requestChanges(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: RequestChangesRequest,
  ): Promise<MilestoneView> {
    const { milestoneId } = await this.commandBus.execute(
      new AnswerSubmissionCommand(principal.id, id, { approve: false, note: body.note }),
    );
    return this.queryBus.execute(new GetMilestoneQuery(milestoneId, principal));
  }
}
