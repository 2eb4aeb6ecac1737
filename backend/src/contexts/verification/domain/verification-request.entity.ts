import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { VerificationAlreadyReviewed, VerificationStillPending } from './verification-errors';

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export type VerificationDecision = Exclude<VerificationStatus, 'pending'>;

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

  @Property({ type: 'text' })
  videoType: string;

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

  constructor(props: {
    userId: string;
    idDocument: { key: string; contentType: string };
    video: { key: string; contentType: string };
    createdAt: Date;
  }) {
    this.userId = props.userId;
    this.idDocumentKey = props.idDocument.key;
    this.idDocumentType = props.idDocument.contentType;
    this.videoKey = props.video.key;
    this.videoType = props.video.contentType;
    this.createdAt = props.createdAt;
  }

  /** An administrator's decision, once. */
  decide(decision: VerificationDecision, reviewNote: string, adminId: string, now: Date): void {
    if (this.status !== 'pending') throw new VerificationAlreadyReviewed();
    this.status = decision;
    this.reviewNote = reviewNote;
    this.reviewedBy = adminId;
    this.reviewedAt = now;
  }

  /** The stored files' keys, forgotten here: the caller deletes them. Only once decided. */
  releaseMedia(now: Date): string[] {
    if (this.status === 'pending') throw new VerificationStillPending();
    const keys = [this.idDocumentKey, this.videoKey].filter((key): key is string => key !== null);
    this.idDocumentKey = null;
    this.videoKey = null;
    this.mediaDeletedAt ??= now;
    return keys;
  }
}
