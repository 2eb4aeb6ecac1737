import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MediaUploads, UploadTicket } from '../../../../platform/storage/media-uploads';
import { PORTFOLIO_IMAGE_UPLOAD, PROFILE_PICTURE_UPLOAD } from '../upload-rules';

/** An upload URL for a new profile picture or portfolio image, for this user only. */
export class RequestImageUploadCommand extends Command<UploadTicket> {
  constructor(
    readonly userId: string,
    readonly kind: 'profile_picture' | 'portfolio_image',
  ) {
    super();
  }
}

@CommandHandler(RequestImageUploadCommand)
export class RequestImageUploadHandler implements ICommandHandler<RequestImageUploadCommand> {
  constructor(private readonly uploads: MediaUploads) {}

  execute({ userId, kind }: RequestImageUploadCommand): Promise<UploadTicket> {
    return this.uploads.grant(userId, kind === 'profile_picture' ? PROFILE_PICTURE_UPLOAD : PORTFOLIO_IMAGE_UPLOAD);
  }
}
