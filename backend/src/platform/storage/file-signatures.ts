/** How many leading bytes the signatures below need. */
export const SIGNATURE_BYTES = 64;

const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');
const startsWith = (head: Buffer, bytes: number[]) => bytes.every((byte, index) => head[index] === byte);

/** ISO base media brands of MP4 video; `qt  ` is QuickTime (.mov). HEIC and AVIF share the box and are not video. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VP', 'dash', 'mmp4', 'MSNV']);

/** The type of a still photo by its first bytes: JPEG, PNG or WebP; null for anything else. */
export function photoType(head: Buffer): string | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The type of a video by its first bytes: MP4, QuickTime or WebM; null for anything else. */
export function videoType(head: Buffer): string | null {
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    if (MP4_BRANDS.has(brand)) return 'video/mp4';
    return null;
  }
  // EBML header whose DocType is webm (Matroska files say matroska).
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && head.includes('webm', 0, 'latin1')) return 'video/webm';
  return null;
}
