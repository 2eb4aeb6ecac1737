import { Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { SaveFreelancerCommand } from '../application/commands/save-freelancer';
import { SaveJobCommand } from '../application/commands/save-job';
import { UnsaveFreelancerCommand } from '../application/commands/unsave-freelancer';
import { UnsaveJobCommand } from '../application/commands/unsave-job';
import { GetSavedItemIdsQuery, SavedItemIds } from '../application/queries/get-saved-item-ids';
import { ListSavedFreelancersQuery, SavedFreelancerView } from '../application/queries/list-saved-freelancers';
import { ListSavedJobsQuery, SavedJobView } from '../application/queries/list-saved-jobs';
import { SavedFreelancerResponse, SavedItemIdsResponse, SavedJobResponse } from './saved-items-dto';

/** Saved jobs and saved freelancers (decision 0074): each user's own lists, seen by nobody else. */
@ApiTags('discovery')
@SignedIn()
@Controller()
export class SavedItemsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('PUT', 'saved-jobs/:jobId', {
    summary: 'Saves a job',
    description: 'Adds the post to the caller’s saved jobs (at most 500); saving it again changes nothing and keeps its date.',
    answer: ApiNoContentResponse({ description: 'Saved' }),
    errors: {
      404: 'No such post, or one the caller may not read (DISCOVERY.JOB_NOT_FOUND)',
      409: 'The caller’s own post (DISCOVERY.CANNOT_SAVE_OWN_POST), or 500 saved already (DISCOVERY.SAVED_JOBS_FULL)',
    },
  })
  async saveJob(@CurrentPrincipal() principal: Principal, @Param('jobId', new ParseUUIDPipe()) jobId: string): Promise<void> {
    await this.commandBus.execute(new SaveJobCommand(principal.id, jobId));
  }

  @Endpoint('DELETE', 'saved-jobs/:jobId', {
    summary: 'Unsaves a job',
    description: 'Takes the post off the caller’s saved jobs; one not saved changes nothing.',
    answer: ApiNoContentResponse({ description: 'Not saved (any more)' }),
  })
  async unsaveJob(@CurrentPrincipal() principal: Principal, @Param('jobId', new ParseUUIDPipe()) jobId: string): Promise<void> {
    await this.commandBus.execute(new UnsaveJobCommand(principal.id, jobId));
  }

  @Endpoint('GET', 'saved-jobs', {
    summary: 'My saved jobs',
    description:
      "Newest saved first, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page). Each says where the post stands; a post closed, filled, taken down or deleted stays listed, saying so, with its card only while the board shows it.",
    answer: ApiPageResponse(SavedJobResponse),
  })
  async savedJobs(
    @CurrentPrincipal() principal: Principal,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SavedJobView[]> {
    return sendPage(response, await this.queryBus.execute(new ListSavedJobsQuery(principal.id, page)));
  }

  @Endpoint('PUT', 'saved-freelancers/:userId', {
    summary: 'Saves a freelancer',
    description:
      'Adds a freelancer Find Freelancers lists to the caller’s saved freelancers (at most 500); saving them again changes nothing and keeps the date.',
    answer: ApiNoContentResponse({ description: 'Saved' }),
    errors: {
      404: 'No freelancer the directory lists by this id (DISCOVERY.FREELANCER_NOT_FOUND)',
      409: 'The caller themselves (DISCOVERY.CANNOT_SAVE_SELF), or 500 saved already (DISCOVERY.SAVED_FREELANCERS_FULL)',
    },
  })
  async saveFreelancer(@CurrentPrincipal() principal: Principal, @Param('userId', new ParseUUIDPipe()) userId: string): Promise<void> {
    await this.commandBus.execute(new SaveFreelancerCommand(principal.id, userId));
  }

  @Endpoint('DELETE', 'saved-freelancers/:userId', {
    summary: 'Unsaves a freelancer',
    description: 'Takes the freelancer off the caller’s saved freelancers; one not saved changes nothing.',
    answer: ApiNoContentResponse({ description: 'Not saved (any more)' }),
  })
  async unsaveFreelancer(@CurrentPrincipal() principal: Principal, @Param('userId', new ParseUUIDPipe()) userId: string): Promise<void> {
    await this.commandBus.execute(new UnsaveFreelancerCommand(principal.id, userId));
  }

  @Endpoint('GET', 'saved-freelancers', {
    summary: 'My saved freelancers',
    description:
      "Newest saved first, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page). A suspended or deleted account, or one no longer listed, stays listed, saying so, without its card.",
    answer: ApiPageResponse(SavedFreelancerResponse),
  })
  async savedFreelancers(
    @CurrentPrincipal() principal: Principal,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SavedFreelancerView[]> {
    return sendPage(response, await this.queryBus.execute(new ListSavedFreelancersQuery(principal.id, page)));
  }

  @Endpoint('GET', 'saved-items/ids', {
    summary: 'What I saved, by id',
    description:
      'The ids of every saved job and saved freelancer of the caller (each at most 500), so cards show a filled heart without asking one by one.',
    answer: ApiOk(SavedItemIdsResponse),
  })
  savedIds(@CurrentPrincipal() principal: Principal): Promise<SavedItemIds> {
    return this.queryBus.execute(new GetSavedItemIdsQuery(principal.id));
  }
}
