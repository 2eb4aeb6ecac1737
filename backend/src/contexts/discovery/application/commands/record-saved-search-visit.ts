import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { SavedSearchNotFound } from '../../domain/discovery-errors';
import { SavedSearchesRepository } from '../../infrastructure/saved-searches-repository';

/**
 * The owner opens their search: the visit is recorded now, and the one before it comes back, so
 * the screen marks what is newer than it ("new since your last visit"); null on the first visit.
 */
export class RecordSavedSearchVisitCommand extends Command<{ previousVisitAt: string | null }> {
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

  async execute({ userId, savedSearchId }: RecordSavedSearchVisitCommand): Promise<{ previousVisitAt: string | null }> {
    const visit = await this.searches.visit(userId, savedSearchId, this.clock.now());
    if (!visit) throw new SavedSearchNotFound();
    return visit;
  }
}
