import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../clock/clock';
import { Kysely } from 'kysely';
import { lockForTransaction } from '../database/advisory-lock';
import type { Tables } from '../database/tables';
import { ImagePublisher, PUBLISHED_IMAGE } from './images';
import { Bucket, isObjectKey, KeyPrefix, newObjectKey, ObjectStorage } from './object-storage';
import { PendingUpload } from './pending-upload.entity';
import { StorageLedger } from './storage-ledger';
import { NothingUploaded, TooManyPendingUploads, UploadNotFound, UploadTooLarge, UploadUrlExpired } from './storage-errors';

/** What one kind of uploaded picture must be, and where its published copy goes. */
export type ImageUploadRules = {
  /** Names the kind of upload: an objectPath granted for one purpose cannot be finalized for another. */
  purpose: string;
  maxBytes: number;
  /** The message of the refusal when the file is larger than maxBytes. */
  tooLargeMessage: string;
  /** The published copy fits within this many pixels on each side. */
  maxSide: number;
  prefix: Extract<KeyPrefix, 'pictures' | 'portfolio'>;
};

export type UploadTicket = { uploadUrl: string; objectPath: string };

/** The most any upload URL takes; documented on the upload operation. */
export const UPLOAD_URL_MAX_BYTES = 5 * 1024 * 1024;

/** Upload URLs one user may hold unfinalized at a time. */
export const MAX_PENDING_UPLOADS = 10;
/** How long after its URL expired an upload may still be finalized (the PUT may end just in time). */
const FINALIZE_WINDOW_MS = 60 * 60_000;
/** S3 records the time of writing to the second. */
const CLOCK_PRECISION_MS = 1_000;

/**
 * Pictures users upload: an upload URL into the private bucket for the caller alone, then a
 * finalize step that checks the object (theirs, for this purpose, written before the URL expired,
 * not too large, an image by its bytes) and publishes a cleaned copy to the media bucket. The
 * upload itself is deleted either way, so nothing unchecked is ever public or kept. Every object
 * is in the storage ledger: an upload URL's at its size limit from the grant (so unfinished
 * uploads count against the quota), a published picture at its size until it is unpublished.
 */
@Injectable()
export class MediaUploads {
  private readonly images: ImagePublisher;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly ledger: StorageLedger,
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.images = new ImagePublisher(config.IMAGE_DECODE_CONCURRENCY, config.IMAGE_MAX_INPUT_PIXELS);
  }

  async grant(ownerId: string, rules: ImageUploadRules): Promise<UploadTicket> {
    if (rules.maxBytes > UPLOAD_URL_MAX_BYTES) throw new Error(`Upload rules over ${UPLOAD_URL_MAX_BYTES} bytes: ${rules.purpose}`);
    const now = this.clock.now();
    const upload = new PendingUpload({
      objectKey: newObjectKey('pending'),
      ownerId,
      purpose: rules.purpose,
      urlExpiresAt: new Date(now.getTime() + this.config.UPLOAD_URL_TTL_SECONDS * 1000),
      createdAt: now,
    });
    await this.em.fork().transactional(async (em) => {
      // Serializes one user's grants, so the cap holds under concurrent requests.
      await lockForTransaction(em, `uploads:${ownerId}`);
      const live = await em.count(PendingUpload, { ownerId, urlExpiresAt: { $gt: now } });
      if (live >= MAX_PENDING_UPLOADS) throw new TooManyPendingUploads(MAX_PENDING_UPLOADS);
      em.persist(upload);
      await this.ledger.reserve(ownerId, [{ bucket: 'documents', key: upload.objectKey, size: rules.maxBytes }], em);
    });
    const uploadUrl = await this.storage.uploadUrl({
      bucket: 'documents',
      key: upload.objectKey,
      expiresAt: upload.urlExpiresAt,
      maxBytes: rules.maxBytes,
    });
    return { uploadUrl, objectPath: upload.objectKey };
  }

  /** Whether an upload to this key is still expected: its URL was granted, is unexpired, and was not finalized. */
  async isAwaitingUpload(objectKey: string): Promise<boolean> {
    const count = await this.em.fork().count(PendingUpload, { objectKey, urlExpiresAt: { $gte: this.clock.now() } });
    return count > 0;
  }

  /** Checks the caller's upload and publishes the cleaned picture; returns its public URL. */
  async publishImage(ownerId: string, objectPath: string, rules: ImageUploadRules): Promise<string> {
    if (!isObjectKey(objectPath) || !objectPath.startsWith('pending/')) throw new UploadNotFound();
    // Claimed by deleting its row: one finalize per upload, even when two race.
    const claimed = await this.db()
      .deleteFrom('pending_uploads')
      .where('object_key', '=', objectPath)
      .where('owner_id', '=', ownerId)
      .where('purpose', '=', rules.purpose)
      .returning('url_expires_at')
      .execute();
    if (claimed.length === 0) throw new UploadNotFound();
    const urlExpiresAt = new Date(claimed[0].url_expires_at).getTime();
    try {
      if (this.clock.now().getTime() > urlExpiresAt + FINALIZE_WINDOW_MS) throw new UploadUrlExpired();
      const uploaded = await this.storage.stat('documents', objectPath);
      if (!uploaded) throw new NothingUploaded();
      // S3 refuses a PUT to an expired URL itself; this holds for a store that does not check.
      if (uploaded.lastModified.getTime() > urlExpiresAt + CLOCK_PRECISION_MS) throw new UploadUrlExpired();
      if (uploaded.size > rules.maxBytes) throw new UploadTooLarge(rules.maxBytes, rules.tooLargeMessage);
      const image = await this.images.publishable(() => this.storage.read('documents', objectPath), rules.maxSide);
      const key = newObjectKey(rules.prefix, PUBLISHED_IMAGE.extension);
      await this.ledger.record(ownerId, { bucket: 'media', key, size: image.length });
      try {
        await this.storage.write('media', key, image, PUBLISHED_IMAGE.contentType);
      } catch (error) {
        await this.removeQuietly('media', key);
        throw error;
      }
      return this.storage.publicUrl(key);
    } finally {
      await this.removeQuietly('documents', objectPath);
    }
  }

  /** Deletes a picture we published once nothing shows it; any other URL is left alone. */
  async unpublish(url: string | null): Promise<void> {
    const key = url ? this.storage.mediaKeyOf(url) : null;
    if (key) await this.removeQuietly('media', key);
  }

  /** Deletes uploads nobody finalized (their objects and rows). Safe on every instance at once. */
  async pruneAbandoned(): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - FINALIZE_WINDOW_MS);
    const abandoned = await this.db()
      .deleteFrom('pending_uploads')
      .where('url_expires_at', '<', cutoff.toISOString())
      .returning('object_key')
      .execute();
    for (const { object_key } of abandoned) await this.removeQuietly('documents', object_key);
  }

  /** Deletes the object and its ledger row. */
  private async removeQuietly(bucket: Bucket, key: string): Promise<void> {
    try {
      await this.storage.remove(bucket, key);
    } catch (error) {
      // The object stays behind; unrecorded below, so the storage sweep deletes it.
      this.logger.warn({ err: error, bucket, key }, 'removing a stored object failed');
    }
    await this.ledger.forget(bucket, [key]);
  }

  private db(): Kysely<Pick<Tables, 'pending_uploads'>> {
    return this.em.getKysely<Pick<Tables, 'pending_uploads'>>();
  }
}
