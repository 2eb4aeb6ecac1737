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
    const em = this.em.fork();
    const user = await loadUser(em, userId);
    const previousPicture = user.profileImageUrl;
    user.updateProfile(profile);
    await em.flush();
    // A removed picture is deleted from storage too.
    if (user.profileImageUrl !== previousPicture) await this.uploads.unpublish(previousPicture);
  }
}
