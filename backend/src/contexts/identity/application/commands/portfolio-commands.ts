import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { PortfolioFull, PortfolioItemNotFound } from '../../domain/identity-errors';
import { PORTFOLIO_LIMIT, PortfolioItem } from '../../domain/portfolio-item.entity';
import { PortfolioItemView, toPortfolioItemView } from '../queries/list-portfolio';

export type PortfolioItemDetails = { title: string; description: string | null };

export class AddPortfolioItemCommand extends Command<PortfolioItemView> {
  constructor(
    readonly userId: string,
    readonly details: PortfolioItemDetails,
  ) {
    super();
  }
}

export class EditPortfolioItemCommand extends Command<PortfolioItemView> {
  constructor(
    readonly userId: string,
    readonly itemId: string,
    readonly changes: Partial<PortfolioItemDetails>,
  ) {
    super();
  }
}

export class RemovePortfolioItemCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly itemId: string,
  ) {
    super();
  }
}

@CommandHandler(AddPortfolioItemCommand)
export class AddPortfolioItemHandler implements ICommandHandler<AddPortfolioItemCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, details }: AddPortfolioItemCommand): Promise<PortfolioItemView> {
    return this.em.fork().transactional(async (em) => {
      // Serializes one user's additions, so the limit holds under concurrent requests.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`portfolio:${userId}`]);
      if ((await em.count(PortfolioItem, { userId })) >= PORTFOLIO_LIMIT) throw new PortfolioFull(PORTFOLIO_LIMIT);
      const item = new PortfolioItem({ userId, ...details, createdAt: this.clock.now() });
      em.persist(item);
      return toPortfolioItemView(item);
    });
  }
}

@CommandHandler(EditPortfolioItemCommand)
export class EditPortfolioItemHandler implements ICommandHandler<EditPortfolioItemCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, itemId, changes }: EditPortfolioItemCommand): Promise<PortfolioItemView> {
    const em = this.em.fork();
    const item = await em.findOne(PortfolioItem, itemId);
    if (!item) throw new PortfolioItemNotFound();
    item.assertOwnedBy(userId);
    item.edit(changes);
    await em.flush();
    return toPortfolioItemView(item);
  }
}

@CommandHandler(RemovePortfolioItemCommand)
export class RemovePortfolioItemHandler implements ICommandHandler<RemovePortfolioItemCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, itemId }: RemovePortfolioItemCommand): Promise<void> {
    const em = this.em.fork();
    const item = await em.findOne(PortfolioItem, itemId);
    if (!item) throw new PortfolioItemNotFound();
    item.assertOwnedBy(userId);
    await em.remove(item).flush();
  }
}
