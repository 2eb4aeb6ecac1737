import { inflateRawSync } from 'node:zlib';
import { AttachmentTypeRefused } from './attachment-errors';

/**
 * What an attached file may be, judged by its bytes, never by its name or the type the client
 * declares: an image (PNG, JPEG, WebP, GIF), a PDF, plain UTF-8 text (.txt, .csv, .md), or a Word
 * or Excel document (DOCX, XLSX) without macros. Everything else is refused, each with its reason:
 * programs and scripts, web pages and SVG (they run script when opened), archives, the rest.
 */

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const TEXT_TYPES = { '.txt': 'text/plain', '.csv': 'text/csv', '.md': 'text/markdown' } as const;

/** Every type an attachment may have, as stored and served. */
export const ATTACHMENT_TYPES = [...IMAGE_TYPES, 'application/pdf', DOCX, XLSX, ...Object.values(TEXT_TYPES)] as const;

/** What the first bytes say, before the whole file is read: a final type, or one to confirm once stored. */
export type HeadType = (typeof IMAGE_TYPES)[number] | 'application/pdf' | 'zip' | 'text';

/** The extension a file of each type is saved with (the name gets it when it has another). */
const EXTENSIONS: Record<string, readonly string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'application/pdf': ['.pdf'],
  [DOCX]: ['.docx'],
  [XLSX]: ['.xlsx'],
};

export const ACCEPTED_DESCRIPTION = 'PNG, JPEG, WebP or GIF images, PDF, plain text (.txt, .csv, .md), Word (.docx) or Excel (.xlsx)';

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');

/** Markup a browser would render or run: web pages, SVG, XML. */
const MARKUP = /^\s*<(!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|meta|!--|xml|style|link|a\s)/i;

/** The type by the first bytes (at least 64 of them, fewer only when the file is that short); refuses what is never taken. */
export function headTypeOf(head: Buffer): HeadType {
  if (head.length === 0) throw new AttachmentTypeRefused('The file is empty');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (isProgram(head)) throw new AttachmentTypeRefused('Programs and scripts cannot be attached');
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (isArchive(head)) throw new AttachmentTypeRefused('Archives cannot be attached; attach the files themselves');
  if (head.includes(0)) throw new AttachmentTypeRefused(`This type of file cannot be attached; attach ${ACCEPTED_DESCRIPTION}`);
  const text = decodeHead(head);
  if (text === null) throw new AttachmentTypeRefused(`This type of file cannot be attached; attach ${ACCEPTED_DESCRIPTION}`);
  if (MARKUP.test(text)) throw new AttachmentTypeRefused('Web pages, SVG and XML files cannot be attached');
  return 'text';
}

function isProgram(head: Buffer): boolean {
  return (
    ascii(head, 0, 4) === '\x7fELF' ||
    ascii(head, 0, 2) === 'MZ' ||
    ascii(head, 0, 2) === '#!' ||
    // Mach-O, 32 and 64 bit, either byte order, and universal binaries (which Java class files share).
    [
      [0xfe, 0xed, 0xfa, 0xce],
      [0xfe, 0xed, 0xfa, 0xcf],
      [0xce, 0xfa, 0xed, 0xfe],
      [0xcf, 0xfa, 0xed, 0xfe],
      [0xca, 0xfe, 0xba, 0xbe],
    ].some((magic) => startsWith(head, magic)) ||
    // WebAssembly.
    startsWith(head, [0x00, 0x61, 0x73, 0x6d])
  );
}

function isArchive(head: Buffer): boolean {
  return (
    startsWith(head, [0x50, 0x4b, 0x05, 0x06]) ||
    startsWith(head, [0x50, 0x4b, 0x07, 0x08]) ||
    startsWith(head, [0x1f, 0x8b]) ||
    ascii(head, 0, 6) === 'Rar!\x1a\x07' ||
    startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]) ||
    startsWith(head, [0x42, 0x5a, 0x68]) ||
    startsWith(head, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]) ||
    ascii(head, 257, 262) === 'ustar'
  );
}

/** The head as UTF-8 text, a character cut at its end forgiven; null when it is not UTF-8. */
function decodeHead(head: Buffer): string | null {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut <= Math.min(3, head.length - 1); cut++) {
    try {
      return decoder.decode(head.subarray(0, head.length - cut));
    } catch {
      // A multi-byte character cut by the head's end: try without its first bytes.
    }
  }
  return null;
}

/** Whether the whole file is UTF-8 text without NUL characters. */
export function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Reads a range of the stored file. */
export type RangeReader = (start: number, end: number) => Promise<Buffer>;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const MAX_CENTRAL_DIRECTORY_BYTES = 4 * 1024 * 1024;
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

type ZipEntry = { name: string; method: number; compressedSize: number; localOffset: number };

/**
 * A zip's type: DOCX or XLSX when its [Content_Types].xml names a Word document's or a workbook's
 * main part and nothing holds macros (no vbaProject.bin part, no macro-enabled type); refused otherwise.
 */
export async function officeTypeOf(size: number, read: RangeReader): Promise<typeof DOCX | typeof XLSX> {
  const refused = new AttachmentTypeRefused('Archives cannot be attached; attach the files themselves');
  const entries = await zipEntries(size, read);
  if (!entries) throw refused;
  if (entries.some((entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name) || /\.(bin|exe|dll|js|vbs)$/i.test(entry.name)))
    throw new AttachmentTypeRefused('Documents with macros cannot be attached; save it as .docx or .xlsx without macros');
  const contentTypes = entries.find((entry) => entry.name === '[Content_Types].xml');
  if (!contentTypes) throw refused;
  const xml = await entryText(contentTypes, size, read);
  if (xml === null) throw refused;
  if (/macroEnabled/i.test(xml))
    throw new AttachmentTypeRefused('Documents with macros cannot be attached; save it as .docx or .xlsx without macros');
  if (xml.includes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml')) return DOCX;
  if (xml.includes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml')) return XLSX;
  throw refused;
}

/** The central directory's entries, or null when the file is no zip we can read. */
async function zipEntries(size: number, read: RangeReader): Promise<ZipEntry[] | null> {
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await read(size - tailLength, size);
  let at = -1;
  for (let index = tail.length - 22; index >= 0; index--) {
    if (tail.readUInt32LE(index) === EOCD_SIGNATURE) {
      at = index;
      break;
    }
  }
  if (at < 0) return null;
  const count = tail.readUInt16LE(at + 10);
  const directorySize = tail.readUInt32LE(at + 12);
  const directoryOffset = tail.readUInt32LE(at + 16);
  if (directorySize > MAX_CENTRAL_DIRECTORY_BYTES || directoryOffset + directorySize > size) return null;
  const directory = await read(directoryOffset, directoryOffset + directorySize);
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return null;
    const method = directory.readUInt16LE(offset + 10);
    const compressedSize = directory.readUInt32LE(offset + 20);
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const localOffset = directory.readUInt32LE(offset + 42);
    const name = directory.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    entries.push({ name, method, compressedSize, localOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** One small entry's text, or null when it cannot be read. */
async function entryText(entry: ZipEntry, size: number, read: RangeReader): Promise<string | null> {
  if (entry.compressedSize > MAX_CONTENT_TYPES_BYTES || entry.localOffset + 30 > size) return null;
  const header = await read(entry.localOffset, entry.localOffset + 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_SIGNATURE) return null;
  const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const data = await read(start, start + entry.compressedSize);
  try {
    if (entry.method === 0) return data.toString('utf8');
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: MAX_CONTENT_TYPES_BYTES }).toString('utf8');
    return null;
  } catch {
    return null;
  }
}

/** Invisible characters that make a name read otherwise than it is (right-to-left overrides and the like). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const DECEPTIVE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
export const MAX_NAME_LENGTH = 200;

/**
 * The name a file is kept and offered under: its last path segment, without control or
 * direction-changing characters, at most 200 characters, ending in the extension of its type
 * (added when it has another: `photo.exe` that is a PNG is kept as `photo.exe.png`).
 */
export function attachmentName(given: string | undefined, contentType: string): string {
  const base = (given ?? '').split(/[\\/]/).pop() ?? '';
  let name = base.normalize('NFC').replace(DECEPTIVE, '').replace(/\s+/g, ' ').trim();
  name = name.replace(/^\.+/, '');
  if (!name) name = 'file';
  const extension = extensionOf(name);
  const allowed = EXTENSIONS[contentType] ?? [extensionFor(contentType)];
  if (!allowed.includes(extension)) name = `${name}${allowed[0] ?? ''}`;
  if (name.length > MAX_NAME_LENGTH) {
    const keep = extensionOf(name);
    name = `${name.slice(0, MAX_NAME_LENGTH - keep.length).trimEnd()}${keep}`;
  }
  return name;
}

function extensionFor(contentType: string): string {
  return Object.entries(TEXT_TYPES).find(([, type]) => type === contentType)?.[0] ?? '';
}

export function extensionOf(name: string): string {
  const match = /\.[^.]{1,10}$/.exec(name);
  return match ? match[0].toLowerCase() : '';
}

/** The text type a name says, or a refusal: text is taken only as .txt, .csv or .md. */
export function textTypeOf(name: string | undefined): (typeof TEXT_TYPES)[keyof typeof TEXT_TYPES] {
  const extension = extensionOf((name ?? '').trim()) as keyof typeof TEXT_TYPES;
  const type = TEXT_TYPES[extension];
  if (!type) throw new AttachmentTypeRefused('Text files are taken as .txt, .csv or .md only (scripts and web pages are not taken)');
  return type;
}

export function isImageType(contentType: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(contentType);
}

/** Shown in the browser (images, PDF) rather than saved. */
export function opensInline(contentType: string): boolean {
  return isImageType(contentType) || contentType === 'application/pdf';
}
