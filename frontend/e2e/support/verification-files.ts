import { readFileSync } from 'node:fs';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

/**
 * Files the verification takes, as the server measures them: an 800 × 504 JPEG of a made-up ID
 * card, and a 12-second 640 × 480 MP4 (its frames placeholder bytes: the server reads the
 * container, never a frame). Made with backend/test/support/videos.ts (makeVideo) and sharp.
 */
export const ID_IMAGE = { name: 'id.jpg', mimeType: 'image/jpeg', buffer: fixture('id-card.jpg') };
export const VIDEO = { name: 'me.mp4', mimeType: 'video/mp4', buffer: fixture('video-12s.mp4') };
/** The same video cut to 3 seconds: refused, "Your video is 3 seconds long; it must be 10 to 30 seconds." */
export const SHORT_VIDEO = { name: 'short.mp4', mimeType: 'video/mp4', buffer: fixture('video-3s.mp4') };
