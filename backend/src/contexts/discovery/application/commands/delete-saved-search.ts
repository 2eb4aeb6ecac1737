import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SavedSearchNotFound } from '../../domain/discovery-errors';
import { SavedSearchesRepository } from '../../infrastructure/saved-searches-repository';

/** The owner deletes their search; its matches go with it. */
export class DeleteSavedSearchCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly savedSearchId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteSavedSearchCommand)
export class DeleteSavedSearchHandler implements ICommandHandler<DeleteSavedSearchCommand> {
  constructor(private readonly searches: SavedSearchesRepository) {}

  async execute({ userId, savedSearchId }: DeleteSavedSearchCommand): Promise<void> {
    if (!(await this.searches.remove(userId, savedSearchId))) throw new SavedSearchNotFound();
  }
}
