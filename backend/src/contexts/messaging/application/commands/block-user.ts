import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { GetUserSummariesQuery } from '../../../identity/public';
import { RecipientNotFound } from '../../domain/messaging-errors';
import { UserBlock } from '../../domain/user-block.entity';
import type { MessagingTables } from '../../infrastructure/messaging-read-repository';

/** Blocks the user; blocking someone already blocked changes nothing. */
export class BlockUserCommand extends Command<void> {
  constructor(
    readonly blockerId: string,
    readonly blockedId: string,
  ) {
    super();
  }
}

/** Lifts a block; lifting one that does not exist changes nothing. */
export class UnblockUserCommand extends Command<void> {
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
  ) {}

  async execute({ blockerId, blockedId }: BlockUserCommand): Promise<void> {
    const block = new UserBlock(blockerId, blockedId, this.clock.now());
    const people = await this.queryBus.execute(new GetUserSummariesQuery([blockedId]));
    if (!people.has(blockedId)) throw new RecipientNotFound();
    // A repeated block keeps the first one's date.
    await this.em
      .getKysely<MessagingTables>()
      .insertInto('user_blocks')
      .values({ blocker_id: block.blockerId, blocked_id: block.blockedId, created_at: block.createdAt })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

@CommandHandler(UnblockUserCommand)
export class UnblockUserHandler implements ICommandHandler<UnblockUserCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ blockerId, blockedId }: UnblockUserCommand): Promise<void> {
    await this.em
      .getKysely<MessagingTables>()
      .deleteFrom('user_blocks')
      .where('blocker_id', '=', blockerId)
      .where('blocked_id', '=', blockedId)
      .execute();
  }
}
