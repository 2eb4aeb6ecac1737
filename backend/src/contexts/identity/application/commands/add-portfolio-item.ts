import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { lockForTransaction } from '../../../../platform/database/advisory-lock';
import { MediaUploads } from '../../../../platform/storage/media-uploads';
import { PortfolioFull } from '../../domain/identity-errors';
import { PORTFOLIO_LIMIT, PortfolioItem } from '../../domain/portfolio-item.entity';
import { PortfolioItemView, toPortfolioItemView } from '../queries/list-portfolio';
import { withPublishedImage } from './with-published-image';

export type PortfolioItemDetails = {
  title: string;
  description: string | null;
  /** A finalizable upload of the owner's (see RequestImageUploadCommand) to show as the item's image. */
  imageObjectPath?: string;
};

export class AddPortfolioItemCommand extends Command<PortfolioItemView> {
  constructor(
    readonly userId: string,
    readonly details: PortfolioItemDetails,
  ) {
    super();
  }
}

@CommandHandler(AddPortfolioItemCommand)
export class AddPortfolioItemHandler implements ICommandHandler<AddPortfolioItemCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly uploads: MediaUploads,
  ) {}

  async execute({ userId, details }: AddPortfolioItemCommand): Promise<PortfolioItemView> {
    const { imageObjectPath, ...text } = details;
    return withPublishedImage(this.uploads, userId, imageObjectPath, (imageUrl) =>
      this.em.fork().transactional(async (em) => {
        // Serializes one user's additions, so the limit holds under concurrent requests.
        await lockForTransaction(em, `portfolio:${userId}`);
        if ((await em.count(PortfolioItem, { userId })) >= PORTFOLIO_LIMIT) throw new PortfolioFull(PORTFOLIO_LIMIT);
        const item = new PortfolioItem({ userId, ...text, imageUrl, createdAt: this.clock.now() });
        em.persist(item);
        return toPortfolioItemView(item);
      }),
    );
  }
}
