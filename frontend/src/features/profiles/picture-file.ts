import { notifyError } from '../../lib/notify';
import { imageFileProblem, NOT_AN_IMAGE_MESSAGE } from './upload';

export const PICTURE_UPLOAD_FAILED = 'Failed to upload profile picture';

/** Whether `file` can become the profile picture; when it cannot, the spec's toast says why. */
export function acceptPictureFile(file: File): boolean {
  const problem = imageFileProblem(file);
  if (problem === 'too-large') notifyError({ title: 'File too large', description: 'Profile picture must be less than 5MB' });
  if (problem === 'not-an-image') notifyError({ title: PICTURE_UPLOAD_FAILED, description: NOT_AN_IMAGE_MESSAGE });
  return problem === null;
}
