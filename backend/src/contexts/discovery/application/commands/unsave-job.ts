import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SavedItemsRepository } from '../../infrastructure/saved-items-repository';

/** Takes a post off the user's saved jobs; one not saved changes nothing. */
export class UnsaveJobCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly jobId: string,
  ) {
    super();
  }
}

@CommandHandler(UnsaveJobCommand)
export class UnsaveJobHandler implements ICommandHandler<UnsaveJobCommand> {
  constructor(private readonly saved: SavedItemsRepository) {}

  async execute({ userId, jobId }: UnsaveJobCommand): Promise<void> {
    await this.saved.remove('jobs', userId, jobId);
  }
}
