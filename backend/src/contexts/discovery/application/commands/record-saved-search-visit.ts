import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { SavedSearchNotFound } from '../../domain/discovery-errors';
import { MAX_VISIT_NEW_MATCHES } from '../../domain/saved-search';
import { SavedSearchesRepository, SavedSearchVisit } from '../../infrastructure/saved-searches-repository';

/**
 * The owner opens their search: the visit is recorded now, and the one before it comes back, so
 * the screen marks what is newer than it ("new since your last visit"); null on the first visit.
 * The subjects matched since then come back by id as well: a freelancer card carries no date to
 * compare with the visit, so the directory marks the ones named.
 */
export class RecordSavedSearchVisitCommand extends Command<SavedSearchVisit> {
  constructor(
    readonly userId: string,
    readonly savedSearchId: string,
  ) {
    super();
  }
}

@CommandHandler(RecordSavedSearchVisitCommand)
export class RecordSavedSearchVisitHandler implements ICommandHandler<RecordSavedSearchVisitCommand> {
  constructor(
    private readonly searches: SavedSearchesRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, savedSearchId }: RecordSavedSearchVisitCommand): Promise<SavedSearchVisit> {
    const visit = await this.searches.visit(userId, savedSearchId, this.clock.now(), MAX_VISIT_NEW_MATCHES);
    if (!visit) throw new SavedSearchNotFound();
    return visit;
  }
}
