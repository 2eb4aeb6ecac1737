import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UserBlockRepository } from '../../infrastructure/user-block-repository';

/** Lifts a block; lifting one that does not exist changes nothing. */
export class UnblockUserCommand extends Command<void> {
  constructor(
    readonly blockerId: string,
    readonly blockedId: string,
  ) {
    super();
  }
}

@CommandHandler(UnblockUserCommand)
export class UnblockUserHandler implements ICommandHandler<UnblockUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly blocks: UserBlockRepository,
  ) {}

  async execute({ blockerId, blockedId }: UnblockUserCommand): Promise<void> {
    await this.blocks.remove(this.em, blockerId, blockedId);
  }
}
