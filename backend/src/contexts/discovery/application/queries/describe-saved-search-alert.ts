import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SavedSearchAlert } from '../../domain/saved-search';
import { SavedSearchesRepository } from '../../infrastructure/saved-searches-repository';
import { DescribeSavedSearchAlertQuery } from '../../public';

@QueryHandler(DescribeSavedSearchAlertQuery)
export class DescribeSavedSearchAlertHandler implements IQueryHandler<DescribeSavedSearchAlertQuery> {
  constructor(private readonly searches: SavedSearchesRepository) {}

  async execute({ userId, savedSearchId }: DescribeSavedSearchAlertQuery): Promise<{ name: string; alert: SavedSearchAlert } | null> {
    return (await this.searches.describe(savedSearchId, userId)) ?? null;
  }
}
