import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SavedSearchNotFound } from '../../domain/discovery-errors';
import { SavedSearchAlert, savedSearchName } from '../../domain/saved-search';
import { SavedSearchesRepository } from '../../infrastructure/saved-searches-repository';

/** The owner renames their search or changes how they hear of its new matches; absent fields keep their value. */
export class ChangeSavedSearchCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly savedSearchId: string,
    readonly change: { name?: string; alert?: SavedSearchAlert },
  ) {
    super();
  }
}

@CommandHandler(ChangeSavedSearchCommand)
export class ChangeSavedSearchHandler implements ICommandHandler<ChangeSavedSearchCommand> {
  constructor(private readonly searches: SavedSearchesRepository) {}

  async execute({ userId, savedSearchId, change }: ChangeSavedSearchCommand): Promise<void> {
    const name = change.name === undefined ? undefined : savedSearchName(change.name);
    if (!(await this.searches.change(userId, savedSearchId, { name, alert: change.alert }))) throw new SavedSearchNotFound();
  }
}
