import { Body, Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, CurrentViewer, OpenToVisitors, RequiresVerifiedEmail, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { ApiCappedListResponse } from '../../../platform/paging/capped-list';
import { ApiPageResponse, sendPage } from '../../../platform/paging/keyset-page';
import { JOB_POSTS_DAILY_THROTTLER, JOB_POSTS_THROTTLER, RateLimited } from '../../../platform/rate-limit/rate-limit';
import { ChangeJobStatusCommand, JobStatusChange } from '../application/commands/change-job-status';
import { EditJobCommand } from '../application/commands/edit-job';
import { PostJobCommand } from '../application/commands/post-job';
import { GetJobQuery, JobDetailView } from '../application/queries/get-job';
import { ListClientJobsQuery } from '../application/queries/list-client-jobs';
import { JobSearchResultView, SEARCH_PAGE_SIZE, SearchJobsQuery } from '../application/queries/search-jobs';
import { JobView } from '../application/views';
import { JOB_CATEGORIES } from '../domain/categories';
import {
  CategoryResponse,
  ClientJobsRequest,
  CreateJobRequest,
  EditJobRequest,
  JobDetailResponse,
  JobResponse,
  SearchJobsRequest,
} from './dto';
import { JobSearchResultResponse } from './job-search-result.dto';
import { JobTermsFields } from './pay.dto';
import type { PostTerms } from '../domain/job-pay';

/** The terms a request states, as the commands take them: absent stays absent (an edit keeps it). */
function postTerms(body: JobTermsFields): Partial<PostTerms> {
  return {
    pay: body.pay && { ...body.pay, maximum: body.pay.maximum ?? null },
    hourlyRate: body.hourlyRate,
    hoursPerWeek: body.hoursPerWeek,
    startDate: body.startDate,
    timeZone: body.timeZone,
    overlapHours: body.overlapHours,
  };
}

@ApiTags('jobs')
@SignedIn()
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@Controller('jobs')
export class JobsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', 'categories', {
    summary: 'The job categories',
    description: 'The six categories: the slug used everywhere in the API, and the label the screens show.',
    answer: ApiCappedListResponse(CategoryResponse, JOB_CATEGORIES.length, 'the categories are fixed'),
  })
  @OpenToVisitors()
  categories(): CategoryResponse[] {
    return JOB_CATEGORIES.map(({ slug, label }) => ({ slug, label }));
  }

  @Endpoint('GET', '', {
    summary: 'Searches open posts',
    description:
      "Open posts matching the filters and words, a page at a time, newest first unless sort says otherwise (see /how-ranking-works); each says why it is there (rankReasons). The body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page. Visitors who are not signed in search too (the public job board): a poster who shows to members only is withheld (withheldPoster), and no poster's location is given.",
    answer: ApiOk([JobSearchResultResponse], {
      headers: { 'X-Next-Cursor': { description: 'cursor of the next page; absent on the last page', schema: { type: 'string' } } },
    }),
  })
  @OpenToVisitors()
  async search(
    @CurrentViewer() viewer: Principal | null,
    @Query() query: SearchJobsRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JobSearchResultView[]> {
    const page = await this.queryBus.execute(
      new SearchJobsQuery(
        {
          jobType: query.jobType,
          category: query.category,
          verifiedOnly: query.verifiedOnly === 'true',
          searchTerm: query.searchTerm,
          payType: query.payType,
          currency: query.currency,
          minRate: query.minRate,
          maxRate: query.maxRate,
          minBudget: query.minBudget,
          timeZone: query.timeZone,
          sort: query.sort ?? 'newest',
          cursor: query.cursor,
          limit: query.limit ?? SEARCH_PAGE_SIZE.default,
        },
        viewer ? 'members' : 'visitors',
        viewer?.role === 'freelancer' ? viewer.id : null,
      ),
    );
    response.setHeader('Access-Control-Expose-Headers', 'X-Next-Cursor');
    if (page.nextCursor) response.setHeader('X-Next-Cursor', page.nextCursor);
    return page.items;
  }

  @Endpoint('GET', 'client/:userId', {
    summary: 'The posts of one user',
    description:
      "The user's posts (offers and availability, any status unless filtered), newest first, with application counts, a page at a time. Posts hidden by moderation (a suspended owner, taken down) show to their owner and administrators only. Visitors who are not signed in read them too (a public profile's open jobs), as a member who is neither owner nor administrator and without the poster's location; a user who shows their profile to members only has no posts for a visitor. The body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page.",
    answer: ApiPageResponse(JobResponse),
  })
  @OpenToVisitors()
  async listByClient(
    @CurrentViewer() viewer: Principal | null,
    @Param('userId', new ParseUUIDPipe()) userId: string,
    @Query() query: ClientJobsRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JobView[]> {
    const { status, jobType, ...page } = query;
    return sendPage(response, await this.queryBus.execute(new ListClientJobsQuery(userId, page, viewer, { status, jobType })));
  }

  @Endpoint('GET', ':id', {
    summary: 'One post',
    description:
      'The post with its poster, their post count, its application count and the viewer’s own application, if any. A post hidden by moderation (its owner suspended, or taken down) is not found but by its owner and administrators, who see takenDown. Visitors who are not signed in read it too (the public job board), as a member who is neither: myApplication is null, a poster who shows to members only is withheld (withheldPoster), and no poster’s location is given.',
    answer: ApiOk(JobDetailResponse),
    errors: { 404: 'Job not found, or hidden by moderation' },
  })
  @OpenToVisitors()
  get(@CurrentViewer() viewer: Principal | null, @Param('id', new ParseUUIDPipe()) id: string): Promise<JobDetailView> {
    return this.queryBus.execute(new GetJobQuery(id, viewer));
  }

  @Endpoint('POST', '', {
    summary: 'Creates a post',
    description:
      'Clients post job offers (job_offer) with their pay (hourly range or fixed amount, minor units) and, for hourly work, hours a week; freelancers post their availability (job_seeking) with their hourly rate. Posts start open. Pay rules broken answer 400 JOBS.INVALID_PAY_TERMS.',
    answer: ApiCreated(JobDetailResponse),
    errors: { 403: 'This role cannot post this type, or the account is suspended' },
  })
  @RequiresVerifiedEmail()
  @RateLimited(JOB_POSTS_THROTTLER, JOB_POSTS_DAILY_THROTTLER)
  async create(@CurrentPrincipal() principal: Principal, @Body() body: CreateJobRequest): Promise<JobDetailView> {
    const { jobId } = await this.commandBus.execute(
      new PostJobCommand(
        principal.id,
        body.jobType,
        {
          title: body.title,
          description: body.description,
          category: body.category,
          duration: body.duration ?? null,
          verifiedOnly: body.verifiedOnly ?? false,
          tags: body.tags ?? [],
        },
        postTerms(body),
      ),
    );
    return this.queryBus.execute(new GetJobQuery(jobId, principal));
  }

  @Endpoint('PATCH', ':id', {
    summary: 'Edits a post',
    description:
      'The owner changes an open post; absent fields keep their value, null clears only nullable ones (duration, hoursPerWeek of a fixed offer, startDate, timeZone, overlapHours). Pay and an hourly rate change but are never removed.',
    answer: ApiOk(JobDetailResponse),
    errors: { 403: 'Not the owner', 404: '', 409: 'The post is not open, or an administrator took it down (JOBS.JOB_TAKEN_DOWN)' },
  })
  async edit(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: EditJobRequest,
  ): Promise<JobDetailView> {
    const { pay, hourlyRate, hoursPerWeek, startDate, timeZone, overlapHours, ...changes } = body;
    const terms = { pay, hourlyRate, hoursPerWeek, startDate, timeZone, overlapHours };
    await this.commandBus.execute(new EditJobCommand(principal.id, id, changes, postTerms(terms)));
    return this.queryBus.execute(new GetJobQuery(id, principal));
  }

  @Endpoint('POST', ':id/close', {
    summary: 'Closes a post',
    description:
      'The owner closes an open post: it stops taking applications and leaves the search. Not while an administrator has it taken down.',
    answer: ApiOk(JobDetailResponse),
    errors: { 403: '', 409: 'The post is not open, or an administrator took it down (JOBS.JOB_TAKEN_DOWN)' },
  })
  close(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<JobDetailView> {
    return this.changeStatus(principal, id, 'close');
  }

  @Endpoint('POST', ':id/cancel', {
    summary: 'Cancels a post',
    description:
      'The owner withdraws an open post: it stops taking applications and leaves the search. Not while an administrator has it taken down.',
    answer: ApiOk(JobDetailResponse),
    errors: { 403: '', 409: 'The post is not open, or an administrator took it down (JOBS.JOB_TAKEN_DOWN)' },
  })
  cancel(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<JobDetailView> {
    return this.changeStatus(principal, id, 'cancel');
  }

  private async changeStatus(principal: Principal, id: string, change: JobStatusChange): Promise<JobDetailView> {
    await this.commandBus.execute(new ChangeJobStatusCommand(principal.id, id, change));
    return this.queryBus.execute(new GetJobQuery(id, principal));
  }
}
