import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Clock } from '../clock/clock';
import { assertObjectKey, Bucket, isObjectKey, ObjectStorage, StoredObject, UploadGrant } from './object-storage';
import { UploadTooLarge, UploadUrlExpired, UploadUrlInvalid } from './storage-errors';

const BUCKETS: readonly Bucket[] = ['media', 'documents'];
/** Where the API takes uploads and serves media when objects live in a local folder. */
export const LOCAL_UPLOAD_PATH = '/api/storage/uploads/';
export const LOCAL_MEDIA_PATH = '/media/';

type UploadClaims = { b: Bucket; k: string; m: number; e: number };

/**
 * Objects as files under one folder (`<root>/<bucket>/<key>`): the embedded default. Upload URLs
 * are the API's own PUT /api/storage/uploads/{token}, the token an HMAC-signed grant (bucket, key,
 * size limit, expiry), so the API checks what S3 would check before it stores a byte.
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
    const claims: UploadClaims = { b: grant.bucket, k: grant.key, m: grant.maxBytes, e: grant.expiresAt.getTime() };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${LOCAL_UPLOAD_PATH}${payload}.${this.sign(payload)}`;
  }

  /** Stores the body of a PUT to an upload URL: refused unless the token is ours, unexpired, and the body fits. */
  async receiveUpload(token: string, body: Readable): Promise<void> {
    const claims = this.verify(token);
    const path = this.pathOf(claims.b, claims.k);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    let received = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > claims.m ? new UploadTooLarge(claims.m) : null, chunk);
      },
    });
    try {
      await pipeline(body, limit, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
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

  async write(bucket: Bucket, key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(bucket, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  async remove(bucket: Bucket, key: string): Promise<void> {
    await rm(this.pathOf(bucket, key), { force: true });
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

  private verify(token: string): UploadClaims {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) throw new UploadUrlInvalid();
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new UploadUrlInvalid();
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as UploadClaims;
    // Signed by us, so well-formed; checked again because a key reaches the file system.
    if (!BUCKETS.includes(claims.b) || !isObjectKey(claims.k)) throw new UploadUrlInvalid();
    if (this.clock.now().getTime() > claims.e) throw new UploadUrlExpired();
    return claims;
  }
}
