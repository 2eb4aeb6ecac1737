import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SavedItemsRepository } from '../../infrastructure/saved-items-repository';

/** Takes a freelancer off the user's saved freelancers; one not saved changes nothing. */
export class UnsaveFreelancerCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly freelancerId: string,
  ) {
    super();
  }
}

@CommandHandler(UnsaveFreelancerCommand)
export class UnsaveFreelancerHandler implements ICommandHandler<UnsaveFreelancerCommand> {
  constructor(private readonly saved: SavedItemsRepository) {}

  async execute({ userId, freelancerId }: UnsaveFreelancerCommand): Promise<void> {
    await this.saved.remove('freelancers', userId, freelancerId);
  }
}
