import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import {
  AlreadyVerified,
  VerificationAlreadyReviewed,
  VerificationMediaDeleted,
  VerificationNotFound,
  VerificationPending,
  VerificationStillPending,
} from './verification-errors';
import type { ImageFigures, VideoFigures } from './verification-media';

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export type VerificationDecision = Exclude<VerificationStatus, 'pending'>;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Refuses a new request from a user who may not submit one: a verified user (identity's badge, or
 * an approved request whose badge the outbox has yet to deliver), or one with a request pending.
 * A rejected request leaves the user free to submit again. `requests` are the user's requests, at
 * least the pending and approved ones. The one-pending-per-user unique index keeps the pending rule
 * true when two submissions race past this check.
 */
export function assertMaySubmitVerification(isVerified: boolean, requests: readonly Pick<VerificationRequest, 'status'>[]): void {
  if (isVerified || requests.some((request) => request.status === 'approved')) throw new AlreadyVerified();
  if (requests.some((request) => request.status === 'pending')) throw new VerificationPending();
}

/** Files of requests decided at or before this moment are past the retention period. */
export function mediaRetentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** A user's ID image and video, kept in private storage until an administrator decides and a while after. */
@Entity({ tableName: 'verification_requests' })
@Index({ name: 'verification_requests_user_id_created_at_index', properties: ['userId', 'createdAt'] })
@Index({ name: 'verification_requests_status_created_at_index', properties: ['status', 'createdAt'] })
@Index({
  name: 'verification_requests_one_pending_per_user',
  expression:
    'create unique index "verification_requests_one_pending_per_user" on "verification_requests" ("user_id") where "status" = \'pending\'',
})
export class VerificationRequest {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId: string;

  @Enum({ items: [...VERIFICATION_STATUSES] })
  status: VerificationStatus = 'pending';

  /** Private-bucket key; null once the files are deleted. */
  @Property({ type: 'text', nullable: true })
  idDocumentKey: string | null;

  @Property({ type: 'text' })
  idDocumentType: string;

  @Property({ type: 'text', nullable: true })
  videoKey: string | null;

  /** The container the video's bytes parsed as (video/mp4, video/quicktime, video/webm). */
  @Property({ type: 'text' })
  videoType: string;

  // The files as the server measured them at submission (decisions/0066); null on requests made before it did.
  @Property({ type: 'integer', nullable: true })
  idDocumentBytes: number | null;

  @Property({ type: 'integer', nullable: true })
  idDocumentWidth: number | null;

  @Property({ type: 'integer', nullable: true })
  idDocumentHeight: number | null;

  @Property({ type: 'integer', nullable: true })
  videoBytes: number | null;

  @Property({ type: 'integer', nullable: true })
  videoDurationMs: number | null;

  @Property({ type: 'integer', nullable: true })
  videoWidth: number | null;

  @Property({ type: 'integer', nullable: true })
  videoHeight: number | null;

  @Property({ type: 'text', nullable: true })
  reviewNote: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  reviewedBy: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  mediaDeletedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  /** A request of the two stored files, with the figures that passed acceptedIdImage and acceptedVideo. */
  constructor(props: {
    userId: string;
    idDocument: { key: string; contentType: string } & ImageFigures;
    video: { key: string } & VideoFigures;
    createdAt: Date;
  }) {
    const { idDocument, video } = props;
    this.userId = props.userId;
    this.idDocumentKey = idDocument.key;
    this.idDocumentType = idDocument.contentType;
    this.idDocumentBytes = idDocument.bytes;
    this.idDocumentWidth = idDocument.width;
    this.idDocumentHeight = idDocument.height;
    this.videoKey = video.key;
    this.videoType = video.container;
    this.videoBytes = video.bytes;
    this.videoDurationMs = video.durationMs;
    this.videoWidth = video.width;
    this.videoHeight = video.height;
    this.createdAt = props.createdAt;
  }

  /** The ID image as measured at submission; null for a request made before the server measured files. */
  idDocumentFigures(): ImageFigures | null {
    const { idDocumentBytes: bytes, idDocumentWidth: width, idDocumentHeight: height } = this;
    return bytes === null || width === null || height === null ? null : { bytes, width, height };
  }

  /** The video as measured at submission; null for a request made before the server measured files. */
  videoFigures(): VideoFigures | null {
    const { videoBytes: bytes, videoDurationMs: durationMs, videoWidth: width, videoHeight: height } = this;
    if (bytes === null || durationMs === null || width === null || height === null) return null;
    return { container: this.videoType, bytes, durationMs, width, height };
  }

  /** An administrator's decision, once. */
  decide(decision: VerificationDecision, reviewNote: string, adminId: string, now: Date): void {
    if (this.status !== 'pending') throw new VerificationAlreadyReviewed();
    this.status = decision;
    this.reviewNote = reviewNote;
    this.reviewedBy = adminId;
    this.reviewedAt = now;
  }

  /** The stored files' keys, while they are kept. */
  mediaKeys(): { idDocumentKey: string; videoKey: string } {
    if (this.idDocumentKey === null || this.videoKey === null) throw new VerificationMediaDeleted();
    return { idDocumentKey: this.idDocumentKey, videoKey: this.videoKey };
  }

  /** Whether the files are still kept though the decision is older than the retention cutoff. */
  isMediaDue(cutoff: Date): boolean {
    return this.status !== 'pending' && this.reviewedAt !== null && this.reviewedAt <= cutoff && this.mediaDeletedAt === null;
  }

  /** releaseMedia for the request's owner; anyone else's request is as missing as one that never existed. */
  releaseMediaOf(userId: string, now: Date): string[] {
    if (userId !== this.userId) throw new VerificationNotFound();
    return this.releaseMedia(now);
  }

  /** The stored files' keys, forgotten here: the caller deletes them. Only once decided; again gives none. */
  releaseMedia(now: Date): string[] {
    if (this.status === 'pending') throw new VerificationStillPending();
    const keys = [this.idDocumentKey, this.videoKey].filter((key): key is string => key !== null);
    this.idDocumentKey = null;
    this.videoKey = null;
    this.mediaDeletedAt ??= now;
    return keys;
  }
}
