import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { GetJobCardsQuery } from '../../../jobs/public';
import { SavableJobNotFound } from '../../domain/discovery-errors';
import { assertMaySaveJob } from '../../domain/saved-items';
import { SavedItemsRepository } from '../../infrastructure/saved-items-repository';

/** Adds a post to the user's saved jobs; saving it again changes nothing (decision 0074). */
export class SaveJobCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly jobId: string,
  ) {
    super();
  }
}

@CommandHandler(SaveJobCommand)
export class SaveJobHandler implements ICommandHandler<SaveJobCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly saved: SavedItemsRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, jobId }: SaveJobCommand): Promise<void> {
    const post = (await this.queryBus.execute(new GetJobCardsQuery([jobId]))).get(jobId);
    // What the user may not open (a post taken down or held, shown to its owner only) they cannot save either.
    if (!post || (post.state === 'taken_down' && post.clientId !== userId)) throw new SavableJobNotFound();
    await this.em.fork().transactional(async (em) => {
      await this.saved.lockListsOf(em, userId);
      if (await this.saved.has(em, 'jobs', userId, jobId)) return;
      assertMaySaveJob(userId, post.clientId, await this.saved.count(em, 'jobs', userId));
      await this.saved.add(em, 'jobs', userId, jobId, this.clock.now());
    });
  }
}
