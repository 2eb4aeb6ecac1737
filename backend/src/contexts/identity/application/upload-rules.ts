import type { ImageUploadRules } from '../../../platform/storage/media-uploads';

/** Spec §9: a profile picture is at most 5 MB (5 * 1024 * 1024 bytes). */
export const PROFILE_PICTURE_UPLOAD: ImageUploadRules = {
  purpose: 'profile_picture',
  maxBytes: 5 * 1024 * 1024,
  tooLargeMessage: 'Profile picture must be less than 5MB',
  // Shown at most about 160 px wide; twice that and more for sharp screens.
  maxSide: 512,
  prefix: 'pictures',
};

export const PORTFOLIO_IMAGE_UPLOAD: ImageUploadRules = {
  purpose: 'portfolio_image',
  maxBytes: 5 * 1024 * 1024,
  tooLargeMessage: 'Portfolio image must be less than 5MB',
  maxSide: 1600,
  prefix: 'portfolio',
};
