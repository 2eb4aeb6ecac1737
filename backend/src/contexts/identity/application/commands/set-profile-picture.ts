import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MediaUploads } from '../../../../platform/storage/media-uploads';
import { PROFILE_PICTURE_UPLOAD } from '../upload-rules';
import { loadUser } from './load-user';

/** Makes the user's finalized upload their profile picture; the old one is deleted. */
export class SetProfilePictureCommand extends Command<{ profileImageUrl: string }> {
  constructor(
    readonly userId: string,
    readonly objectPath: string,
  ) {
    super();
  }
}

@CommandHandler(SetProfilePictureCommand)
export class SetProfilePictureHandler implements ICommandHandler<SetProfilePictureCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly uploads: MediaUploads,
  ) {}

  async execute({ userId, objectPath }: SetProfilePictureCommand): Promise<{ profileImageUrl: string }> {
    const profileImageUrl = await this.uploads.publishImage(userId, objectPath, PROFILE_PICTURE_UPLOAD);
    let previous: string | null;
    try {
      // Locked while it changes: parallel changes each see the picture the one before set, so every
      // replaced picture is the `previous` of exactly one of them and is deleted.
      previous = await this.em.fork().transactional(async (em) => {
        const user = await loadUser(em, userId, { forUpdate: true });
        const replaced = user.profileImageUrl;
        user.changePicture(profileImageUrl);
        return replaced;
      });
    } catch (error) {
      await this.uploads.unpublish(profileImageUrl);
      throw error;
    }
    await this.uploads.unpublish(previous);
    return { profileImageUrl };
  }
}
