import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, opendir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Clock } from '../clock/clock';
import {
  assertObjectKey,
  Bucket,
  DownloadGrant,
  isObjectKey,
  KEY_PREFIXES,
  ListedObject,
  ObjectStorage,
  StoredObject,
  UploadGrant,
} from './object-storage';
import {
  asStorageFailure,
  DownloadUrlExpired,
  DownloadUrlInvalid,
  UploadAborted,
  UploadTooLarge,
  UploadUrlExpired,
  UploadUrlInvalid,
  UploadUrlUsed,
} from './storage-errors';

const BUCKETS: readonly Bucket[] = ['media', 'documents'];
/** Where the API takes uploads and serves media when objects live in a local folder. */
export const LOCAL_UPLOAD_PATH = '/api/storage/uploads/';
export const LOCAL_MEDIA_PATH = '/media/';
export const LOCAL_DOWNLOAD_PATH = '/api/storage/objects/';

/** What a signed token allows: a PUT of at most m bytes, or a GET served as type t; both until e. */
type UploadClaims = { a: 'put'; b: Bucket; k: string; m: number; e: number };
type DownloadClaims = { a: 'get'; b: Bucket; k: string; t: string; e: number; d?: string };
type Claims = UploadClaims | DownloadClaims;

/** A private object a download token allows reading, as the API serves it. */
export type ReadableObject = { path: string; contentType: string; disposition?: string };

/**
 * Objects as files under one folder (`<root>/<bucket>/<key>`): the embedded default. Upload URLs
 * are the API's own PUT /api/storage/uploads/{token}, the token an HMAC-signed grant (bucket, key,
 * size limit, expiry), so the API checks what S3 would check before it stores a byte; download
 * URLs of private objects are GET /api/storage/objects/{token} the same way.
 */
export class LocalObjectStorage extends ObjectStorage {
  readonly root: string;
  private readonly signingKey: Buffer;

  constructor(
    root: string,
    secret: string,
    private readonly clock: Clock,
  ) {
    super();
    this.root = resolve(root);
    this.signingKey = createHmac('sha256', secret).update('local object storage upload URLs').digest();
  }

  async prepare(): Promise<void> {
    for (const bucket of BUCKETS) await mkdir(join(this.root, bucket), { recursive: true });
  }

  async uploadUrl(grant: UploadGrant): Promise<string> {
    assertObjectKey(grant.key);
    return `${LOCAL_UPLOAD_PATH}${this.token({ a: 'put', b: grant.bucket, k: grant.key, m: grant.maxBytes, e: grant.expiresAt.getTime() })}`;
  }

  async downloadUrl(grant: DownloadGrant): Promise<string> {
    assertObjectKey(grant.key);
    const claims: DownloadClaims = { a: 'get', b: grant.bucket, k: grant.key, t: grant.contentType, e: grant.expiresAt.getTime() };
    if (grant.disposition) claims.d = grant.disposition;
    return `${LOCAL_DOWNLOAD_PATH}${this.token(claims)}`;
  }

  /** The object a download token allows reading: refused unless the token is ours, for reading, and unexpired. */
  openDownload(token: string): ReadableObject {
    const claims = this.verify(token, 'get');
    return { path: this.pathOf(claims.b, claims.k), contentType: claims.t, ...(claims.d ? { disposition: claims.d } : {}) };
  }

  /**
   * Stores the body of a PUT to an upload URL: refused unless the token is ours, unexpired, the
   * body fits, nothing was uploaded to it yet, and `isAwaited` says its upload is still expected
   * (asked again once stored, so an upload finalized or given up meanwhile is not kept).
   */
  async receiveUpload(token: string, body: Readable, isAwaited: (key: string) => Promise<boolean>): Promise<void> {
    const claims = this.verify(token, 'put');
    const path = this.pathOf(claims.b, claims.k);
    if (!(await isAwaited(claims.k))) throw new UploadUrlUsed();
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    let received = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > claims.m ? new UploadTooLarge(claims.m) : null, chunk);
      },
    });
    // Piped, not part of the pipeline: a refusal must not destroy the request (and its socket, and
    // the answer with it) while the client is still sending; the rest is read and dropped instead.
    body.pipe(limit);
    body.once('error', (error) => limit.destroy(error));
    body.once('close', () => {
      if (!body.readableEnded) limit.destroy(new UploadAborted());
    });
    try {
      await writeNewFile(limit, partial);
      // A link, unlike a rename, never replaces: of two uploads to one URL only the first is kept.
      await link(partial, path);
    } catch (error) {
      body.unpipe(limit);
      body.resume();
      throw (error as NodeJS.ErrnoException).code === 'EEXIST' ? new UploadUrlUsed() : asStorageFailure(error);
    } finally {
      await rm(partial, { force: true });
    }
    if (!(await isAwaited(claims.k))) {
      await rm(path, { force: true });
      throw new UploadUrlUsed();
    }
  }

  async stat(bucket: Bucket, key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.pathOf(bucket, key));
      return { size: info.size, lastModified: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  read(bucket: Bucket, key: string): Promise<Buffer> {
    return readFile(this.pathOf(bucket, key));
  }

  async readRange(bucket: Bucket, key: string, start: number, end: number): Promise<Buffer> {
    const file = await open(this.pathOf(bucket, key), 'r');
    try {
      const buffer = Buffer.alloc(Math.max(0, end - start));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, start);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  async write(bucket: Bucket, key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(bucket, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body).catch(async (error: unknown) => {
      await rm(path, { force: true });
      throw asStorageFailure(error);
    });
  }

  async writeStream(bucket: Bucket, key: string, body: Readable): Promise<void> {
    const path = this.pathOf(bucket, key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeNewFile(body, partial);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw asStorageFailure(error);
    }
  }

  async remove(bucket: Bucket, key: string): Promise<void> {
    await rm(this.pathOf(bucket, key), { force: true });
  }

  async *list(bucket: Bucket): AsyncIterable<ListedObject> {
    for (const prefix of KEY_PREFIXES) {
      const folder = join(this.root, bucket, prefix);
      let entries;
      try {
        entries = await opendir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      for await (const entry of entries) {
        const key = `${prefix}/${entry.name}`;
        if (!entry.isFile() || !isObjectKey(key)) continue;
        const info = await stat(join(folder, entry.name)).catch(() => null);
        if (info) yield { key, lastModified: info.mtime };
      }
    }
  }

  publicUrl(key: string): string {
    return `${LOCAL_MEDIA_PATH}${key}`;
  }

  browserOrigins(): string[] {
    return [];
  }

  /** The folder /media/ serves. */
  get mediaFolder(): string {
    return join(this.root, 'media');
  }

  private pathOf(bucket: Bucket, key: string): string {
    assertObjectKey(key);
    if (!BUCKETS.includes(bucket)) throw new Error(`Unknown bucket ${bucket}`);
    return join(this.root, bucket, key);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.signingKey).update(payload).digest('base64url');
  }

  private token(claims: Claims): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  private verify<A extends Claims['a']>(token: string, allows: A): Extract<Claims, { a: A }> {
    const [Invalid, Expired] = allows === 'put' ? [UploadUrlInvalid, UploadUrlExpired] : [DownloadUrlInvalid, DownloadUrlExpired];
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) throw new Invalid();
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Invalid();
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims;
    // Signed by us, so well-formed; checked again because a key reaches the file system.
    if (claims.a !== allows || !BUCKETS.includes(claims.b) || !isObjectKey(claims.k)) throw new Invalid();
    if (this.clock.now().getTime() > claims.e) throw new Expired();
    return claims as Extract<Claims, { a: A }>;
  }
}

/** Writes `source` to a new file at `path`; when that fails, the file is gone before the promise rejects. */
async function writeNewFile(source: Readable, path: string): Promise<void> {
  const file = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(source, file);
  } catch (error) {
    // A stream destroyed before its file was open still creates the file once the open completes:
    // removing it before the stream has closed could run first and leave the file behind.
    if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()));
    await rm(path, { force: true });
    throw error;
  }
}
