import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MediaUploads } from '../../../../platform/storage/media-uploads';
import { ProfileDetails } from '../../domain/user.entity';
import { loadUser } from './load-user';

export class UpdateProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly profile: ProfileDetails,
  ) {
    super();
  }
}

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly uploads: MediaUploads,
  ) {}

  async execute({ userId, profile }: UpdateProfileCommand): Promise<void> {
    // Locked while it changes, as when a picture is set, so a picture removed here and one replaced at
    // the same time are both deleted.
    const { previous, current } = await this.em.fork().transactional(async (em) => {
      const user = await loadUser(em, userId, { forUpdate: true });
      const picture = user.profileImageUrl;
      user.updateProfile(profile);
      return { previous: picture, current: user.profileImageUrl };
    });
    // A removed picture is deleted from storage too.
    if (current !== previous) await this.uploads.unpublish(previous);
  }
}
