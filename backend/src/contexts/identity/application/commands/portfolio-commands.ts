import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { lockForTransaction } from '../../../../platform/database/advisory-lock';
import { MediaUploads } from '../../../../platform/storage/media-uploads';
import { PortfolioFull, PortfolioItemNotFound } from '../../domain/identity-errors';
import { PORTFOLIO_LIMIT, PortfolioItem } from '../../domain/portfolio-item.entity';
import { PortfolioItemView, toPortfolioItemView } from '../queries/list-portfolio';
import { PORTFOLIO_IMAGE_UPLOAD } from '../upload-rules';

export type PortfolioItemDetails = {
  title: string;
  description: string | null;
  /** A finalizable upload of the owner's (see RequestImageUploadCommand) to show as the item's image. */
  imageObjectPath?: string;
};

export type PortfolioItemChanges = Partial<PortfolioItemDetails> & { removeImage?: boolean };

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
    readonly changes: PortfolioItemChanges,
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

/**
 * Runs `change` with the image of `imageObjectPath` published first (null when there is none);
 * if the change fails, the published image is deleted again.
 */
async function withPublishedImage<T>(
  uploads: MediaUploads,
  userId: string,
  imageObjectPath: string | undefined,
  change: (imageUrl: string | null) => Promise<T>,
): Promise<T> {
  const imageUrl = imageObjectPath === undefined ? null : await uploads.publishImage(userId, imageObjectPath, PORTFOLIO_IMAGE_UPLOAD);
  try {
    return await change(imageUrl);
  } catch (error) {
    await uploads.unpublish(imageUrl);
    throw error;
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
