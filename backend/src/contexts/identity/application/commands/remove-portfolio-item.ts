import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MediaUploads } from '../../../../platform/storage/media-uploads';
import { PortfolioItemNotFound } from '../../domain/identity-errors';
import { PortfolioItem } from '../../domain/portfolio-item.entity';

export class RemovePortfolioItemCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly itemId: string,
  ) {
    super();
  }
}

@CommandHandler(RemovePortfolioItemCommand)
export class RemovePortfolioItemHandler implements ICommandHandler<RemovePortfolioItemCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly uploads: MediaUploads,
  ) {}

  async execute({ userId, itemId }: RemovePortfolioItemCommand): Promise<void> {
    const em = this.em.fork();
    const item = await em.findOne(PortfolioItem, itemId);
    if (!item) throw new PortfolioItemNotFound();
    item.assertOwnedBy(userId);
    await em.remove(item).flush();
    await this.uploads.unpublish(item.imageUrl);
  }
}
