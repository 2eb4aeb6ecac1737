import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SavedSearchesRepository } from '../../infrastructure/saved-searches-repository';
import { TurnOffSavedSearchAlertCommand } from '../../public';

/** Notifications' unsubscribe link of one search: again is harmless. */
@CommandHandler(TurnOffSavedSearchAlertCommand)
export class TurnOffSavedSearchAlertHandler implements ICommandHandler<TurnOffSavedSearchAlertCommand> {
  constructor(private readonly searches: SavedSearchesRepository) {}

  async execute({ userId, savedSearchId }: TurnOffSavedSearchAlertCommand): Promise<{ name: string } | null> {
    return (await this.searches.turnAlertOff(savedSearchId, userId)) ?? null;
  }
}
