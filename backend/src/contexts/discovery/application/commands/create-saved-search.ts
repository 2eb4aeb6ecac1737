import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../../platform/clock/clock';
import { SavedSearchLimit } from '../../domain/discovery-errors';
import {
  FreelancerSearchCriteria,
  freelancerCriteria,
  JobSearchCriteria,
  jobCriteria,
  MAX_SAVED_SEARCHES,
  SavedSearchAlert,
  savedSearchName,
  SavedSearchKind,
} from '../../domain/saved-search';
import { SavedSearchesRepository } from '../../infrastructure/saved-searches-repository';

/** The user saves the board's or the directory's filters under a name, with how they hear of new matches. */
export class CreateSavedSearchCommand extends Command<{ savedSearchId: string }> {
  constructor(
    readonly userId: string,
    readonly kind: SavedSearchKind,
    readonly name: string,
    readonly criteria: JobSearchCriteria | FreelancerSearchCriteria,
    readonly alert: SavedSearchAlert,
  ) {
    super();
  }
}

/** At most MAX_SAVED_SEARCHES per user: the one more is refused (409 DISCOVERY.SAVED_SEARCH_LIMIT). */
@CommandHandler(CreateSavedSearchCommand)
export class CreateSavedSearchHandler implements ICommandHandler<CreateSavedSearchCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly searches: SavedSearchesRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, kind, name, criteria, alert }: CreateSavedSearchCommand): Promise<{ savedSearchId: string }> {
    const kept = kind === 'jobs' ? jobCriteria(criteria as JobSearchCriteria) : freelancerCriteria(criteria as FreelancerSearchCriteria);
    const search = { id: randomUUID(), userId, kind, name: savedSearchName(name), criteria: kept.criteria, alert };
    const saved = await this.em
      .fork()
      .transactional((em) => this.searches.create(em, search, kept.columns, this.clock.now(), MAX_SAVED_SEARCHES));
    if (!saved) throw new SavedSearchLimit(MAX_SAVED_SEARCHES);
    return { savedSearchId: search.id };
  }
}
