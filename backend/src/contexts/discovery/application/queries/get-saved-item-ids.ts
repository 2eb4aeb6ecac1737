import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SavedItemsRepository } from '../../infrastructure/saved-items-repository';

export type SavedItemIds = { jobIds: string[]; freelancerIds: string[] };

/** The ids of everything the user saved (each list at most SAVED_ITEMS_CAP), so cards show their hearts without asking one by one. */
export class GetSavedItemIdsQuery extends Query<SavedItemIds> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetSavedItemIdsQuery)
export class GetSavedItemIdsHandler implements IQueryHandler<GetSavedItemIdsQuery> {
  constructor(private readonly saved: SavedItemsRepository) {}

  async execute({ userId }: GetSavedItemIdsQuery): Promise<SavedItemIds> {
    const [jobIds, freelancerIds] = await Promise.all([this.saved.ids('jobs', userId), this.saved.ids('freelancers', userId)]);
    return { jobIds, freelancerIds };
  }
}
