import { MediaUploads } from '../../../../platform/storage/media-uploads';
import { PORTFOLIO_IMAGE_UPLOAD } from '../upload-rules';

/**
 * Runs `change` with the image of `imageObjectPath` published first (null when there is none);
 * if the change fails, the published image is deleted again.
 */
export async function withPublishedImage<T>(
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
