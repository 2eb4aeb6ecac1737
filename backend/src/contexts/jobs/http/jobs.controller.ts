import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiTags,
  ApiOperation,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, RequiresVerifiedEmail, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { ApiCappedListResponse } from '../../../platform/paging/capped-list';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { JOB_POSTS_DAILY_THROTTLER, JOB_POSTS_THROTTLER, RateLimited } from '../../../platform/rate-limit/rate-limit';
import { ChangeJobStatusCommand, EditJobCommand, JobStatusChange, PostJobCommand } from '../application/commands/job-commands';
import { GetJobQuery, JobDetailView } from '../application/queries/get-job';
import { ListClientJobsQuery } from '../application/queries/list-client-jobs';
import { SEARCH_PAGE_SIZE, SearchJobsQuery } from '../application/queries/search-jobs';
import { JobView } from '../application/views';
import { JOB_CATEGORIES } from '../domain/categories';
import { CategoryResponse, CreateJobRequest, EditJobRequest, JobDetailResponse, JobResponse, SearchJobsRequest } from './dto';

@ApiTags('jobs')
@SignedIn()
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@Controller('jobs')
export class JobsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('categories')
  @ApiOperation({
    summary: 'The job categories',
    description: 'The six categories: the slug used everywhere in the API, and the label the screens show.',
  })
  @ApiCappedListResponse(CategoryResponse, JOB_CATEGORIES.length, 'the categories are fixed')
  categories(): CategoryResponse[] {
    return JOB_CATEGORIES.map(({ slug, label }) => ({ slug, label }));
  }

  @Get()
  @ApiOperation({
    summary: 'Searches open posts',
    description:
      "Open posts matching the filters and words, a page at a time. The body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page.",
  })
  @ApiOk([JobResponse], {
    headers: { 'X-Next-Cursor': { description: 'cursor of the next page; absent on the last page', schema: { type: 'string' } } },
  })
  async search(@Query() query: SearchJobsRequest, @Res({ passthrough: true }) response: Response): Promise<JobView[]> {
    const page = await this.queryBus.execute(
      new SearchJobsQuery({
        jobType: query.jobType,
        category: query.category,
        verifiedOnly: query.verifiedOnly === 'true',
        searchTerm: query.searchTerm,
        sort: query.sort ?? 'newest',
        cursor: query.cursor,
        limit: query.limit ?? SEARCH_PAGE_SIZE.default,
      }),
    );
    response.setHeader('Access-Control-Expose-Headers', 'X-Next-Cursor');
    if (page.nextCursor) response.setHeader('X-Next-Cursor', page.nextCursor);
    return page.items;
  }

  @Get('client/:userId')
  @ApiOperation({
    summary: 'The posts of one user',
    description:
      "The user's posts (offers and availability, any status), newest first, with application counts, a page at a time. Posts hidden by moderation (a suspended owner, taken down) show to their owner and administrators only. The body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page.",
  })
  @ApiPageResponse(JobResponse)
  async listByClient(
    @CurrentPrincipal() principal: Principal,
    @Param('userId', new ParseUUIDPipe()) userId: string,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<JobView[]> {
    return sendPage(response, await this.queryBus.execute(new ListClientJobsQuery(userId, page, principal)));
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One post',
    description:
      'The post with its poster, their post count, its application count and the viewer’s own application, if any. A post hidden by moderation (its owner suspended, or taken down) is not found but by its owner and administrators, who see takenDown.',
  })
  @ApiOk(JobDetailResponse)
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Job not found, or hidden by moderation' })
  get(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<JobDetailView> {
    return this.queryBus.execute(new GetJobQuery(id, principal));
  }

  @Post()
  @RequiresVerifiedEmail()
  @RateLimited(JOB_POSTS_THROTTLER, JOB_POSTS_DAILY_THROTTLER)
  @ApiOperation({
    summary: 'Creates a post',
    description: 'Clients post job offers (job_offer); freelancers post their availability (job_seeking). Posts start open.',
  })
  @ApiCreated(JobDetailResponse)
  @ApiForbiddenResponse({ type: ErrorBody, description: 'This role cannot post this type, or the account is suspended' })
  async create(@CurrentPrincipal() principal: Principal, @Body() body: CreateJobRequest): Promise<JobDetailView> {
    const { jobId } = await this.commandBus.execute(
      new PostJobCommand(principal.id, body.jobType, {
        title: body.title,
        description: body.description,
        category: body.category,
        duration: body.duration ?? null,
        verifiedOnly: body.verifiedOnly ?? false,
        tags: body.tags ?? [],
      }),
    );
    return this.queryBus.execute(new GetJobQuery(jobId, principal));
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Edits a post',
    description: 'The owner changes an open post; absent fields keep their value, null clears only nullable ones (duration).',
  })
  @ApiOk(JobDetailResponse)
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Not the owner' })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The post is not open, or an administrator took it down (JOBS.JOB_TAKEN_DOWN)' })
  async edit(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: EditJobRequest,
  ): Promise<JobDetailView> {
    await this.commandBus.execute(new EditJobCommand(principal.id, id, body));
    return this.queryBus.execute(new GetJobQuery(id, principal));
  }

  @Post(':id/close')
  @ApiOperation({
    summary: 'Closes a post',
    description: 'The owner closes an open post: it stops taking applications and leaves the search.',
  })
  @HttpCode(200)
  @ApiOk(JobDetailResponse)
  @ApiForbiddenResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody })
  close(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<JobDetailView> {
    return this.changeStatus(principal, id, 'close');
  }

  @Post(':id/cancel')
  @ApiOperation({
    summary: 'Cancels a post',
    description: 'The owner withdraws an open post: it stops taking applications and leaves the search.',
  })
  @HttpCode(200)
  @ApiOk(JobDetailResponse)
  @ApiForbiddenResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody })
  cancel(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<JobDetailView> {
    return this.changeStatus(principal, id, 'cancel');
  }

  private async changeStatus(principal: Principal, id: string, change: JobStatusChange): Promise<JobDetailView> {
    await this.commandBus.execute(new ChangeJobStatusCommand(principal.id, id, change));
    return this.queryBus.execute(new GetJobQuery(id, principal));
  }
}
