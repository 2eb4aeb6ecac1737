import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { GetUserSummariesQuery } from '../../../identity/public';
import { RecipientNotFound } from '../../domain/messaging-errors';
import { UserBlock } from '../../domain/user-block.entity';
import { UserBlockRepository } from '../../infrastructure/user-block-repository';

/** Blocks the user; blocking someone already blocked changes nothing. */
export class BlockUserCommand extends Command<void> {
  constructor(
    readonly blockerId: string,
    readonly blockedId: string,
  ) {
    super();
  }
}

@CommandHandler(BlockUserCommand)
export class BlockUserHandler implements ICommandHandler<BlockUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly blocks: UserBlockRepository,
  ) {}

  async execute({ blockerId, blockedId }: BlockUserCommand): Promise<void> {
    const block = new UserBlock(blockerId, blockedId, this.clock.now());
    const people = await this.queryBus.execute(new GetUserSummariesQuery([blockedId]));
    if (!people.has(blockedId)) throw new RecipientNotFound();
    await this.blocks.add(this.em, block);
  }
}
