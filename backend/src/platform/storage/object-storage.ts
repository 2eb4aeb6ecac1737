import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where an object lives: `media` is readable by anyone at its public URL (pictures, after they are
 * checked); `documents` is never readable anonymously (uploads before they are checked, identity
 * documents).
 */
export type Bucket = 'media' | 'documents';

/** The folders keys are made in; every key is one of these, a UUID and an optional extension. */
export const KEY_PREFIXES = ['pending', 'pictures', 'portfolio', 'verifications', 'attachments'] as const;
export type KeyPrefix = (typeof KEY_PREFIXES)[number];

const OBJECT_KEY = new RegExp(
  `^(${KEY_PREFIXES.join('|')})/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\\.[a-z0-9]{1,5})?$`,
);

/** A key made by the server: a client never chooses one, so `..` or an absolute path cannot occur. */
export function newObjectKey(prefix: KeyPrefix, extension = ''): string {
  return `${prefix}/${randomUUID()}${extension}`;
}

/** The text is a key newObjectKey could have made. */
export function isObjectKey(text: string): boolean {
  return OBJECT_KEY.test(text);
}

export type StoredObject = { size: number; lastModified: Date };

/** One object of a bucket's listing. */
export type ListedObject = { key: string; lastModified: Date };

/**
 * A signed, short-lived URL to read one private object, served as contentType and, when given,
 * with this Content-Disposition (inline or as a download, and the name to save it under).
 */
export type DownloadGrant = { bucket: Bucket; key: string; expiresAt: Date; contentType: string; disposition?: string };

/** A signed URL the browser PUTs one file to, valid until expiresAt, for at most maxBytes. */
export type UploadGrant = { bucket: Bucket; key: string; expiresAt: Date; maxBytes: number };

/**
 * The object store: a local folder by default, S3-compatible storage (MinIO) when configured.
 * Keys must satisfy isObjectKey; adapters refuse any other.
 */
export abstract class ObjectStorage {
  /** Prepares the buckets (or folders); called once at start-up. */
  abstract prepare(): Promise<void>;

  /** A URL the browser PUTs the raw file to, without going through our session. */
  abstract uploadUrl(grant: UploadGrant): Promise<string>;

  /** Size and time of writing, or null when there is no such object. */
  abstract stat(bucket: Bucket, key: string): Promise<StoredObject | null>;

  abstract read(bucket: Bucket, key: string): Promise<Buffer>;

  /** Bytes `start` (inclusive) to `end` (exclusive) of an object, fewer where it ends first: a bounded read of a large object. */
  abstract readRange(bucket: Bucket, key: string, start: number, end: number): Promise<Buffer>;

  abstract write(bucket: Bucket, key: string, body: Buffer, contentType: string): Promise<void>;

  /** Stores a stream of unknown length; a stream that fails leaves nothing stored. */
  abstract writeStream(bucket: Bucket, key: string, body: Readable, contentType: string): Promise<void>;

  /** A URL that lets whoever holds it read one object until expiresAt, served as contentType. */
  abstract downloadUrl(grant: DownloadGrant): Promise<string>;

  /** Every object of the bucket under a key the server makes (see isObjectKey); anything else is left out. */
  abstract list(bucket: Bucket): AsyncIterable<ListedObject>;

  /** Removes the object; removing one that is not there is not an error. */
  abstract remove(bucket: Bucket, key: string): Promise<void>;

  /** Where anyone reads a media object. */
  abstract publicUrl(key: string): string;

  /** Origins browsers must be allowed to send uploads to and load media from (the page's own when empty). */
  abstract browserOrigins(): string[];

  /** The media key a public URL of ours points at, or null for any other URL. */
  mediaKeyOf(url: string): string | null {
    const base = this.publicUrl('');
    if (!url.startsWith(base)) return null;
    const key = url.slice(base.length);
    return isObjectKey(key) ? key : null;
  }
}

export function assertObjectKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`Not an object key made by the server: ${JSON.stringify(key)}`);
}
