import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { FreelancerCardView, FreelancerStanding, GetFreelancerCardsQuery } from '../../../identity/public';
import { SavedItemsRepository } from '../../infrastructure/saved-items-repository';

/** A saved freelancer: where their account stands, and their card only while the directory lists them. */
export type SavedFreelancerView = {
  freelancerId: string;
  savedAt: string;
  state: FreelancerStanding;
  freelancer: FreelancerCardView | null;
};

/** The user's saved freelancers, newest saved first, a page at a time. */
export class ListSavedFreelancersQuery extends Query<Page<SavedFreelancerView>> {
  constructor(
    readonly userId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListSavedFreelancersQuery)
export class ListSavedFreelancersHandler implements IQueryHandler<ListSavedFreelancersQuery> {
  constructor(
    private readonly saved: SavedItemsRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, page }: ListSavedFreelancersQuery): Promise<Page<SavedFreelancerView>> {
    const { items, nextCursor } = await this.saved.page('freelancers', userId, page);
    const people = await this.queryBus.execute(new GetFreelancerCardsQuery(items.map((item) => item.itemId)));
    return {
      items: items.map(({ itemId, at }) => {
        const person = people.get(itemId);
        // The foreign key keeps every saved account; a row of none would be one deleted outright.
        return {
          freelancerId: itemId,
          savedAt: new Date(at).toISOString(),
          state: person?.standing ?? 'deleted',
          freelancer: person?.card ?? null,
        };
      }),
      nextCursor,
    };
  }
}
