import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Page, PageRequest } from '../../../../platform/paging/keyset-page';
import { AppealsReadRepository } from '../../infrastructure/appeals-read-repository';
import { AppealView, toAppealView } from '../appeal-views';

/** The appeals the user filed, newest first, each with its action and outcome (decision 0065). */
export class ListMyAppealsQuery extends Query<Page<AppealView>> {
  constructor(
    readonly userId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}

@QueryHandler(ListMyAppealsQuery)
export class ListMyAppealsHandler implements IQueryHandler<ListMyAppealsQuery> {
  constructor(private readonly reads: AppealsReadRepository) {}

  async execute({ userId, page }: ListMyAppealsQuery): Promise<Page<AppealView>> {
    const { items, nextCursor } = await this.reads.appellantPage(userId, page);
    const actions = await this.reads.actionsOf(items);
    return {
      items: items.flatMap((appeal) => {
        const action = actions.get(appeal.enforcementActionId);
        return action ? [toAppealView(appeal, action)] : [];
      }),
      nextCursor,
    };
  }
}
