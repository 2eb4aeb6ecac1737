import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MediaUploads } from '../../../../platform/storage/media-uploads';
import { PortfolioItemNotFound } from '../../domain/identity-errors';
import { PortfolioItem } from '../../domain/portfolio-item.entity';
import { PortfolioItemView, toPortfolioItemView } from '../queries/list-portfolio';
import type { PortfolioItemDetails } from './add-portfolio-item';
import { withPublishedImage } from './with-published-image';

export type PortfolioItemChanges = Partial<PortfolioItemDetails> & { removeImage?: boolean };

export class EditPortfolioItemCommand extends Command<PortfolioItemView> {
  constructor(
    readonly userId: string,
    readonly itemId: string,
    readonly changes: PortfolioItemChanges,
  ) {
    super();
  }
}

@CommandHandler(EditPortfolioItemCommand)
export class EditPortfolioItemHandler implements ICommandHandler<EditPortfolioItemCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly uploads: MediaUploads,
  ) {}

  async execute({ userId, itemId, changes }: EditPortfolioItemCommand): Promise<PortfolioItemView> {
    const { imageObjectPath, removeImage, ...text } = changes;
    const { view, previousImage } = await withPublishedImage(this.uploads, userId, imageObjectPath, (imageUrl) =>
      // Locked while it changes: parallel edits each see the image the one before set, so every
      // replaced image is deleted by exactly one of them.
      this.em.fork().transactional(async (em) => {
        const item = await em.findOne(PortfolioItem, itemId, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!item) throw new PortfolioItemNotFound();
        item.assertOwnedBy(userId);
        const replaced = item.imageUrl;
        item.edit({ ...text, ...(imageUrl ? { imageUrl } : removeImage ? { imageUrl: null } : {}) });
        return { view: toPortfolioItemView(item), previousImage: item.imageUrl === replaced ? null : replaced };
      }),
    );
    await this.uploads.unpublish(previousImage);
    return view;
  }
}
