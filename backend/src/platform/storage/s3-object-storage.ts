import { Client } from 'minio';
import { Clock } from '../clock/clock';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertObjectKey,
  Bucket,
  DownloadGrant,
  isObjectKey,
  ListedObject,
  ObjectStorage,
  StoredObject,
  UploadGrant,
} from './object-storage';
import { asStorageFailure } from './storage-errors';

export type S3Settings = {
  /** The address the API reaches the storage at. */
  endpoint: string;
  /** The address browsers reach it at: upload URLs are signed for this host. */
  publicEndpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  buckets: Record<Bucket, string>;
  /** Base URL browsers read media objects from. */
  mediaPublicUrl: string;
};

function clientFor(endpoint: string, settings: S3Settings): Client {
  const url = new URL(endpoint);
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    useSSL: url.protocol === 'https:',
    accessKey: settings.accessKey,
    secretKey: settings.secretKey,
    // A set region spares a bucket-location request before each signature.
    region: settings.region,
    pathStyle: true,
  });
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'NotFound' || code === 'NoSuchKey';
}

/**
 * S3-compatible storage (MinIO in production) through the minio client. Browsers PUT straight to
 * the storage with a presigned URL; S3 checks the signature and expiry, and the API checks
 * ownership, size and content when the upload is finalized.
 */
export class S3ObjectStorage extends ObjectStorage {
  private readonly client: Client;
  /** Signs URLs for the browser-facing host (signing needs no request). */
  private readonly signer: Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly clock: Clock,
  ) {
    super();
    this.client = clientFor(settings.endpoint, settings);
    this.signer = clientFor(settings.publicEndpoint, settings);
  }

  async prepare(): Promise<void> {
    for (const bucket of Object.values(this.settings.buckets)) {
      if (!(await this.client.bucketExists(bucket))) await this.client.makeBucket(bucket, this.settings.region);
    }
  }

  uploadUrl(grant: UploadGrant): Promise<string> {
    assertObjectKey(grant.key);
    const seconds = Math.max(1, Math.round((grant.expiresAt.getTime() - this.clock.now().getTime()) / 1000));
    return this.signer.presignedPutObject(this.bucketName(grant.bucket), grant.key, seconds);
  }

  async stat(bucket: Bucket, key: string): Promise<StoredObject | null> {
    assertObjectKey(key);
    try {
      const info = await this.client.statObject(this.bucketName(bucket), key);
      return { size: info.size, lastModified: info.lastModified };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(bucket: Bucket, key: string): Promise<Buffer> {
    assertObjectKey(key);
    const chunks: Buffer[] = [];
    for await (const chunk of await this.client.getObject(this.bucketName(bucket), key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async readRange(bucket: Bucket, key: string, start: number, end: number): Promise<Buffer> {
    assertObjectKey(key);
    if (end <= start) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of await this.client.getPartialObject(this.bucketName(bucket), key, start, end - start))
      chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async write(bucket: Bucket, key: string, body: Buffer, contentType: string): Promise<void> {
    assertObjectKey(key);
    await this.client
      .putObject(this.bucketName(bucket), key, body, body.length, {
        'Content-Type': contentType,
        // Keys are never reused: a browser may keep the object for good.
        'Cache-Control': 'public, max-age=31536000, immutable',
      })
      .catch((error: unknown) => {
        throw asStorageFailure(error);
      });
  }

  async writeStream(bucket: Bucket, key: string, body: Readable, contentType: string): Promise<void> {
    assertObjectKey(key);
    // Spooled to a temporary file first: the object is sent with its length in one PUT (uploads
    // here are at most tens of MB), never half-written, and memory stays flat.
    const folder = await mkdtemp(join(tmpdir(), 'marketplace-upload-'));
    try {
      const spooled = join(folder, 'object');
      await pipeline(body, createWriteStream(spooled));
      const { size } = await stat(spooled);
      await this.client.putObject(this.bucketName(bucket), key, createReadStream(spooled), size, { 'Content-Type': contentType });
    } catch (error) {
      throw asStorageFailure(error);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  downloadUrl(grant: DownloadGrant): Promise<string> {
    assertObjectKey(grant.key);
    const seconds = Math.max(1, Math.round((grant.expiresAt.getTime() - this.clock.now().getTime()) / 1000));
    return this.signer.presignedGetObject(this.bucketName(grant.bucket), grant.key, seconds, {
      'response-content-type': grant.contentType,
      'response-cache-control': 'private, no-store',
      ...(grant.disposition ? { 'response-content-disposition': grant.disposition } : {}),
    });
  }

  async remove(bucket: Bucket, key: string): Promise<void> {
    assertObjectKey(key);
    await this.client.removeObject(this.bucketName(bucket), key);
  }

  async *list(bucket: Bucket): AsyncIterable<ListedObject> {
    for await (const item of this.client.listObjectsV2(this.bucketName(bucket), '', true)) {
      const { name, lastModified } = item as { name?: string; lastModified?: Date };
      if (name && lastModified && isObjectKey(name)) yield { key: name, lastModified };
    }
  }

  publicUrl(key: string): string {
    return `${this.settings.mediaPublicUrl}/${key}`;
  }

  browserOrigins(): string[] {
    return [...new Set([new URL(this.settings.publicEndpoint).origin, new URL(this.settings.mediaPublicUrl).origin])];
  }

  private bucketName(bucket: Bucket): string {
    return this.settings.buckets[bucket];
  }
}
