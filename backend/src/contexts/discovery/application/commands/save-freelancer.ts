import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { GetFreelancerCardsQuery } from '../../../identity/public';
import { SavableFreelancerNotFound } from '../../domain/discovery-errors';
import { assertMaySaveFreelancer } from '../../domain/saved-items';
import { SavedItemsRepository } from '../../infrastructure/saved-items-repository';

/** Adds a freelancer the directory lists to the user's saved freelancers; saving them again changes nothing (decision 0074). */
export class SaveFreelancerCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly freelancerId: string,
  ) {
    super();
  }
}

@CommandHandler(SaveFreelancerCommand)
export class SaveFreelancerHandler implements ICommandHandler<SaveFreelancerCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly saved: SavedItemsRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, freelancerId }: SaveFreelancerCommand): Promise<void> {
    if (userId !== freelancerId) {
      const freelancer = (await this.queryBus.execute(new GetFreelancerCardsQuery([freelancerId]))).get(freelancerId);
      if (freelancer?.standing !== 'listed') throw new SavableFreelancerNotFound();
    }
    await this.em.fork().transactional(async (em) => {
      await this.saved.lockListsOf(em, userId);
      if (await this.saved.has(em, 'freelancers', userId, freelancerId)) return;
      assertMaySaveFreelancer(userId, freelancerId, await this.saved.count(em, 'freelancers', userId));
      await this.saved.add(em, 'freelancers', userId, freelancerId, this.clock.now());
    });
  }
}
