import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, RequiresVerifiedEmail, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { ErrorBody } from '../../../platform/errors/error-body';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiCreated, ApiOk } from '../../../platform/openapi/documented-response';
import { ChangeSavedSearchCommand } from '../application/commands/change-saved-search';
import { CreateSavedSearchCommand } from '../application/commands/create-saved-search';
import { DeleteSavedSearchCommand } from '../application/commands/delete-saved-search';
import { RecordSavedSearchVisitCommand } from '../application/commands/record-saved-search-visit';
import { GetSavedSearchQuery } from '../application/queries/get-saved-search';
import { ListSavedSearchesQuery, SavedSearchView } from '../application/queries/list-saved-searches';
import {
  ChangeSavedSearchRequest,
  CreateSavedSearchRequest,
  SavedSearchesResponse,
  SavedSearchResponse,
  SavedSearchVisitResponse,
} from './saved-search-dto';

const NOT_FOUND = { 404: 'No such saved search of the caller (DISCOVERY.SAVED_SEARCH_NOT_FOUND)' };

/** Saved searches of jobs and freelancers, and how their owner hears of new matches (decision 0073). */
@ApiTags('discovery')
@SignedIn()
@ApiBadRequestResponse({ type: ErrorBody, description: 'Invalid input' })
@Controller('saved-searches')
export class SavedSearchesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', '', {
    summary: 'My saved searches',
    description: 'Newest first, at most 20, each with how many matches were recorded since its last visit (taken-down posts left out).',
    answer: ApiOk(SavedSearchesResponse),
  })
  async list(@CurrentPrincipal() principal: Principal): Promise<SavedSearchesResponse> {
    return { items: await this.queryBus.execute(new ListSavedSearchesQuery(principal.id)) };
  }

  @Endpoint('POST', '', {
    summary: 'Saves a search',
    description:
      "The board's (kind jobs) or the directory's (kind freelancers) filters under a name, with its alert (instant when absent): new posts or freelancers that match are recorded from now on. At most 20 per user (409 DISCOVERY.SAVED_SEARCH_LIMIT); amounts need their currency and a range must not be upside down (400 DISCOVERY.INVALID_SAVED_SEARCH).",
    answer: ApiCreated(SavedSearchResponse),
    errors: { 409: 'The caller keeps 20 saved searches already (DISCOVERY.SAVED_SEARCH_LIMIT)' },
  })
  @RequiresVerifiedEmail()
  async create(@CurrentPrincipal() principal: Principal, @Body() body: CreateSavedSearchRequest): Promise<SavedSearchView> {
    const { savedSearchId } = await this.commandBus.execute(
      new CreateSavedSearchCommand(principal.id, body.kind, body.name, { ...body.criteria }, body.alert ?? 'instant'),
    );
    return this.queryBus.execute(new GetSavedSearchQuery(principal.id, savedSearchId));
  }

  @Endpoint('PATCH', ':id', {
    summary: 'Renames a saved search or changes its alert',
    description: 'Absent fields keep their value; the criteria stay as saved (save another search for other filters).',
    answer: ApiOk(SavedSearchResponse),
    errors: NOT_FOUND,
  })
  @RequiresVerifiedEmail()
  async change(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: ChangeSavedSearchRequest,
  ): Promise<SavedSearchView> {
    await this.commandBus.execute(new ChangeSavedSearchCommand(principal.id, id, { name: body.name, alert: body.alert }));
    return this.queryBus.execute(new GetSavedSearchQuery(principal.id, id));
  }

  @Endpoint('DELETE', ':id', {
    summary: 'Deletes a saved search',
    description: 'Its matches go with it; it alerts no more.',
    answer: ApiNoContentResponse({ description: 'Deleted' }),
    errors: NOT_FOUND,
  })
  @RequiresVerifiedEmail()
  async remove(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.commandBus.execute(new DeleteSavedSearchCommand(principal.id, id));
  }

  @Endpoint('POST', ':id/visits', {
    summary: 'Opens a saved search',
    description:
      'Records the visit now and answers the one before it: the screen marks the results created after previousVisitAt as new since the last visit (none on the first visit). newMatchIds names the posts or freelancers matched since the last visit (since the search was saved, on the first visit), newest first, at most 100: freelancer cards carry no date, so the directory marks these. newCount starts again from now.',
    answer: ApiOk(SavedSearchVisitResponse),
    errors: NOT_FOUND,
  })
  @RequiresVerifiedEmail()
  async visit(
    @CurrentPrincipal() principal: Principal,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<{ previousVisitAt: string | null; newMatchIds: string[]; search: SavedSearchView }> {
    const { previousVisitAt, newMatchIds } = await this.commandBus.execute(new RecordSavedSearchVisitCommand(principal.id, id));
    return { previousVisitAt, newMatchIds, search: await this.queryBus.execute(new GetSavedSearchQuery(principal.id, id)) };
  }
}
