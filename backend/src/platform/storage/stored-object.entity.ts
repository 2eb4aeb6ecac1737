import { BigIntType } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Bucket } from './object-storage';

/**
 * An object the server stored or let a user upload, recorded before the object is written and
 * removed after it is deleted: the sum per owner is their usage against the storage quota, and an
 * object no row names is an orphan the sweep deletes. An upload URL's object is recorded at the
 * size it may reach while it is awaited.
 */
@Entity({ tableName: 'stored_objects' })
@Index({ name: 'stored_objects_owner_id_index', properties: ['ownerId'] })
export class StoredObjectRecord {
  @PrimaryKey({ type: 'text' })
  bucket: Bucket;

  @PrimaryKey({ type: 'text' })
  key: string;

  /** The user whose quota the object counts against; null for none. */
  @Property({ type: 'uuid', nullable: true })
  ownerId: string | null;

  /** Bytes, or for an upload not yet received the most it may be. */
  @Property({ type: new BigIntType('number') })
  size: number;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  constructor(props: { bucket: Bucket; key: string; ownerId: string | null; size: number; createdAt: Date }) {
    this.bucket = props.bucket;
    this.key = props.key;
    this.ownerId = props.ownerId;
    this.size = props.size;
    this.createdAt = props.createdAt;
  }
}
