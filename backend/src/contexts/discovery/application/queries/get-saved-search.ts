import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SavedSearchNotFound } from '../../domain/discovery-errors';
import { SavedSearchesRepository } from '../../infrastructure/saved-searches-repository';
import type { SavedSearchView } from './list-saved-searches';

/** One saved search of the user's; not theirs or gone: 404. */
export class GetSavedSearchQuery extends Query<SavedSearchView> {
  constructor(
    readonly userId: string,
    readonly savedSearchId: string,
  ) {
    super();
  }
}

@QueryHandler(GetSavedSearchQuery)
export class GetSavedSearchHandler implements IQueryHandler<GetSavedSearchQuery> {
  constructor(private readonly searches: SavedSearchesRepository) {}

  async execute({ userId, savedSearchId }: GetSavedSearchQuery): Promise<SavedSearchView> {
    const [search] = await this.searches.list(userId, savedSearchId);
    if (!search) throw new SavedSearchNotFound();
    return search;
  }
}
