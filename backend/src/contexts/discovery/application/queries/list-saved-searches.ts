import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SavedSearchesRepository, SavedSearchRow } from '../../infrastructure/saved-searches-repository';

export type SavedSearchView = SavedSearchRow;

/** The user's saved searches, newest first (at most MAX_SAVED_SEARCHES), each with its matches since the last visit. */
export class ListSavedSearchesQuery extends Query<SavedSearchView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(ListSavedSearchesQuery)
export class ListSavedSearchesHandler implements IQueryHandler<ListSavedSearchesQuery> {
  constructor(private readonly searches: SavedSearchesRepository) {}

  execute({ userId }: ListSavedSearchesQuery): Promise<SavedSearchView[]> {
    return this.searches.list(userId);
  }
}
