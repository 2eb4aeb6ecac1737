import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * An upload URL handed to a user and not yet finalized: who may finalize the object it names,
 * for what, and until when the URL was valid. Finalizing (or the clean-up of abandoned ones)
 * deletes the row and the uploaded object.
 */
@Entity({ tableName: 'pending_uploads' })
@Index({ name: 'pending_uploads_owner_id_index', properties: ['ownerId'] })
export class PendingUpload {
  /** The documents-bucket key the browser uploads to: the objectPath the client sends back. */
  @PrimaryKey({ type: 'text' })
  objectKey: string;

  @Property({ type: 'uuid' })
  ownerId: string;

  /** What the upload is for (a picture, a portfolio image): finalizing for another purpose fails. */
  @Property({ type: 'text' })
  purpose: string;

  @Property({ type: 'timestamptz' })
  urlExpiresAt: Date;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  constructor(props: { objectKey: string; ownerId: string; purpose: string; urlExpiresAt: Date; createdAt: Date }) {
    this.objectKey = props.objectKey;
    this.ownerId = props.ownerId;
    this.purpose = props.purpose;
    this.urlExpiresAt = props.urlExpiresAt;
    this.createdAt = props.createdAt;
  }
}
