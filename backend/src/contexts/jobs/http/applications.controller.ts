import { Body, Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { CurrentPrincipal, RequiresVerifiedEmail, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { Endpoint } from '../../../platform/http/endpoint';
import { APPLICATIONS_THROTTLER, RateLimited } from '../../../platform/rate-limit/rate-limit';
import { AcceptApplicationCommand } from '../application/commands/accept-application';
import { ApplyToJobCommand } from '../application/commands/apply-to-job';
import { RejectApplicationCommand } from '../application/commands/reject-application';
import { WithdrawApplicationCommand } from '../application/commands/withdraw-application';
import { GetApplicationQuery } from '../application/queries/get-application';
import { ListJobApplicationsQuery } from '../application/queries/list-job-applications';
import { ListMyApplicationsQuery } from '../application/queries/list-my-applications';
import { ApplicationView } from '../application/views';
import { EditApplicationCommand } from '../application/commands/edit-application';
import { ShortlistApplicationCommand } from '../application/commands/shortlist-application';
import { CountPipelineStagesQuery } from '../application/queries/count-pipeline-stages';
import type { PipelineStage } from '../domain/application.entity';
import {
  AcceptApplicationRequest,
  ApplicationResponse,
  ApplyRequest,
  DeclineApplicationRequest,
  EditProposalRequest,
  JobApplicationsRequest,
  PipelineCountsResponse,
} from './dto';

@ApiTags('jobs')
@SignedIn()
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@Controller('applications')
export class ApplicationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('POST', '', {
    summary: 'Applies to a job',
    description:
      'A freelancer sends a proposal to an open job offer that is not their own, once: a cover letter, the rate asked (hourly or fixed, minor units), availability and up to 5 files uploaded first (attachmentIds; the safety check reads their names and the words of text files with the letter); verified-only jobs need the verified badge. A post hidden by moderation is not found.',
    answer: ApiCreated(ApplicationResponse),
    errors: {
      403: 'Not a freelancer, own post, verification required, or account suspended',
      404: 'Job not found, or hidden by moderation',
      409: 'Already applied, or the job is not open',
      422: 'A file is not an upload of the caller’s waiting to be attached (ATTACHMENTS.NOT_AVAILABLE)',
    },
  })
  @RequiresVerifiedEmail()
  @RateLimited(APPLICATIONS_THROTTLER)
  async apply(@CurrentPrincipal() principal: Principal, @Body() body: ApplyRequest): Promise<ApplicationView> {
    const terms = {
      rate: body.proposedRate,
      hoursPerWeek: body.availability.hoursPerWeek,
      startDate: body.availability.startDate ?? null,
    };
    const { applicationId } = await this.commandBus.execute(
      new ApplyToJobCommand(principal.id, body.jobId, body.coverLetter, terms, body.attachmentIds ?? []),
    );
    return this.queryBus.execute(new GetApplicationQuery(applicationId, principal.id));
  }

  @Endpoint('GET', 'my', {
    summary: 'My applications',
    description:
      "The caller’s own applications with their jobs, newest first, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(ApplicationResponse),
  })
  async mine(
    @CurrentPrincipal() principal: Principal,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApplicationView[]> {
    return sendPage(response, await this.queryBus.execute(new ListMyApplicationsQuery(principal.id, page)));
  }

  @Endpoint('GET', 'job/:id', {
    summary: 'The applications to one job',
    description:
      "For the job’s owner only, with each applicant, pending ones first, then the others, each newest first, only those at one stage of the pipeline (new, shortlisted, declined, hired) when `stage` is given, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page).",
    answer: ApiPageResponse(ApplicationResponse),
    errors: { 403: 'Not the owner of the job', 404: 'Job not found' },
  })
  async forJob(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) jobId: string,
    @Query() query: JobApplicationsRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApplicationView[]> {
    const { stage, ...page } = query;
    return sendPage(response, await this.queryBus.execute(new ListJobApplicationsQuery(jobId, principal.id, page, stage)));
  }

  @Endpoint('GET', 'job/:id/stages', {
    summary: 'The pipeline’s counts of one job',
    description:
      'For the job’s owner only: how many proposals stand at each stage (new, shortlisted, declined, hired); withdrawn ones are in none.',
    answer: ApiOk(PipelineCountsResponse),
    errors: { 403: 'Not the owner of the job', 404: 'Job not found' },
  })
  stages(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) jobId: string,
  ): Promise<Record<PipelineStage, number>> {
    return this.queryBus.execute(new CountPipelineStagesQuery(jobId, principal.id));
  }

  // Declared after my and job/:id, which it would otherwise take for an id.
  @Endpoint('GET', ':id', {
    summary: 'One application',
    description: 'For its applicant and the job’s owner: with contractId once the contract made from it exists.',
    answer: ApiOk(ApplicationResponse),
    errors: { 403: 'Neither the applicant nor the owner of the job', 404: 'Application not found' },
  })
  one(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<ApplicationView> {
    return this.queryBus.execute(new GetApplicationQuery(id, principal.id));
  }

  @Endpoint('POST', ':id/accept', {
    summary: 'Accepts an application',
    description:
      'The job’s owner accepts a pending application with contract terms; the answer carries the contract it opens (contractId), one per application.',
    answer: ApiOk(ApplicationResponse),
    errors: { 403: '', 404: '', 409: 'Not pending, the job is not open, or an administrator took it down (JOBS.JOB_TAKEN_DOWN)' },
  })
  async accept(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: AcceptApplicationRequest,
  ): Promise<ApplicationView> {
    await this.commandBus.execute(new AcceptApplicationCommand(principal.id, id, body.terms));
    return this.queryBus.execute(new GetApplicationQuery(id, principal.id));
  }

  @Endpoint('PATCH', ':id', {
    summary: 'Edits a proposal',
    description:
      'The applicant edits their pending proposal: cover letter, rate, availability, files (absent fields stay; attachmentIds replaces the files: those left out are deleted). The new text and files are judged by the safety check as on apply; the job’s owner’s screens follow.',
    answer: ApiOk(ApplicationResponse),
    errors: {
      403: 'Not the applicant, or account suspended',
      404: '',
      409: 'Not pending',
      422: 'A file is not an upload of the caller’s, or is attached elsewhere (ATTACHMENTS.NOT_AVAILABLE)',
    },
  })
  async edit(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: EditProposalRequest,
  ): Promise<ApplicationView> {
    const terms = {
      rate: body.proposedRate,
      hoursPerWeek: body.availability?.hoursPerWeek,
      startDate: body.availability ? (body.availability.startDate ?? null) : undefined,
    };
    await this.commandBus.execute(new EditApplicationCommand(principal.id, id, body.coverLetter, terms, body.attachmentIds));
    return this.queryBus.execute(new GetApplicationQuery(id, principal.id));
  }

  @Endpoint('POST', ':id/shortlist', {
    summary: 'Shortlists a proposal',
    description: 'The job’s owner moves a pending proposal onto their shortlist (stage shortlisted); again changes nothing.',
    answer: ApiOk(ApplicationResponse),
    errors: { 403: 'Not the owner of the job', 404: '', 409: 'Not pending' },
  })
  async shortlist(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<ApplicationView> {
    await this.commandBus.execute(new ShortlistApplicationCommand(principal.id, id, true));
    return this.queryBus.execute(new GetApplicationQuery(id, principal.id));
  }

  @Endpoint('POST', ':id/unshortlist', {
    summary: 'Takes a proposal off the shortlist',
    description: 'The job’s owner moves a pending proposal back to new; again changes nothing.',
    answer: ApiOk(ApplicationResponse),
    errors: { 403: 'Not the owner of the job', 404: '', 409: 'Not pending' },
  })
  async unshortlist(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<ApplicationView> {
    await this.commandBus.execute(new ShortlistApplicationCommand(principal.id, id, false));
    return this.queryBus.execute(new GetApplicationQuery(id, principal.id));
  }

  @Endpoint('POST', ':id/reject', {
    summary: 'Declines an application',
    description:
      'The job’s owner declines a pending proposal with a reason (other when absent) and an optional note; the freelancer reads both and is told.',
    answer: ApiOk(ApplicationResponse),
    errors: { 403: '', 404: '', 409: 'Not pending' },
  })
  async reject(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: DeclineApplicationRequest,
  ): Promise<ApplicationView> {
    await this.commandBus.execute(new RejectApplicationCommand(principal.id, id, body.reason ?? 'other', body.note || null));
    return this.queryBus.execute(new GetApplicationQuery(id, principal.id));
  }

  @Endpoint('POST', ':id/withdraw', {
    summary: 'Withdraws an application',
    description: 'The applicant takes back a pending application (status withdrawn); the job’s owner is told.',
    answer: ApiOk(ApplicationResponse),
    errors: { 403: 'Not the applicant', 404: '', 409: 'Not pending' },
  })
  async withdraw(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<ApplicationView> {
    await this.commandBus.execute(new WithdrawApplicationCommand(principal.id, id));
    return this.queryBus.execute(new GetApplicationQuery(id, principal.id));
  }
}
