import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PinoLogger } from 'nestjs-pino';
import { Clock } from '../clock/clock';
import { anyOf } from '../database/any-of';
import type { Tables } from '../database/tables';
import { everyRow, isoTimestamp } from '../paging/every-row';
import { MediaProbe } from '../storage/media-probe';
import { ObjectStorage } from '../storage/object-storage';
import { StorageLedger } from '../storage/storage-ledger';
import { StorageSweep } from '../storage/storage-sweep';
import { FilePartRule, StoredFile, StreamedUploads } from '../storage/streamed-files';
import {
  AttachmentNotFound,
  AttachmentsNotAvailable,
  AttachmentTypeRefused,
  InvalidClientKey,
  TooManyAttachments,
} from './attachment-errors';
import {
  ACCEPTED_DESCRIPTION,
  attachmentName,
  headTypeOf,
  isImageType,
  isPlainText,
  officeTypeOf,
  opensInline,
  textTypeOf,
} from './attachment-types';

export type AttachmentSubjectKind = 'message' | 'proposal' | 'milestone_submission';
export const ATTACHMENT_SUBJECT_KINDS: readonly AttachmentSubjectKind[] = ['message', 'proposal', 'milestone_submission'];

/** An attachment as answers show it. */
export type AttachmentView = {
  id: string;
  name: string;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  isImage: boolean;
  createdAt: Date;
};

export type AttachmentSubject = { kind: AttachmentSubjectKind; id: string };

/** Files one message, proposal or milestone submission may carry. */
export const MAX_ATTACHMENTS_PER_ITEM = 5;
/** The most one file may be. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** The most characters of a clientKey. */
export const MAX_CLIENT_KEY_LENGTH = 64;
/** How long a link to a file works: long enough to open it, too short to be worth passing on. */
export const ATTACHMENT_LINK_SECONDS = 5 * 60;
/** Uploads never attached to anything are deleted after this long. */
export const UNATTACHED_HOURS = 24;
/** What the scam shield reads of a text file. */
const SCREENED_TEXT_BYTES = 20 * 1024;

/** Who may read a subject's files: each context that attaches files registers its kind. */
export interface AttachmentReaders {
  canRead(userId: string, subjectId: string): Promise<boolean>;
}

/** The registry of subject kinds and their readers (as realtime events register with the bus). */
@Injectable()
export class AttachmentSubjects {
  private readonly readers = new Map<AttachmentSubjectKind, AttachmentReaders>();

  register(kind: AttachmentSubjectKind, readers: AttachmentReaders): void {
    if (this.readers.has(kind)) throw new Error(`The attachment subject ${kind} already has its readers`);
    this.readers.set(kind, readers);
  }

  /** Whether the user may read the subject's files; false for a kind nobody registered. */
  async canRead(kind: AttachmentSubjectKind, userId: string, subjectId: string): Promise<boolean> {
    const readers = this.readers.get(kind);
    return readers ? readers.canRead(userId, subjectId) : false;
  }
}

type AttachmentTables = Pick<Tables, 'attachments' | 'stored_objects'>;

const FILE_RULE: Record<'file', FilePartRule> = {
  file: {
    maxBytes: MAX_ATTACHMENT_BYTES,
    tooLargeMessage: 'A file may be at most 10 MB',
    // Refuses with its own reason (a program, an archive…); a type to confirm once stored otherwise.
    typeOf: (head) => {
      const type = headTypeOf(head);
      return type === 'zip' ? 'application/zip' : type === 'text' ? 'text/plain' : type;
    },
    wrongTypeMessage: `Attach ${ACCEPTED_DESCRIPTION}`,
    prefix: 'attachments',
  },
};
const MISSING_FILE_MESSAGE = 'Choose a file to attach (the part named file)';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one attachment mechanism (decision 0069): a user uploads a file (checked by its bytes, at
 * most 10 MB, counted against their storage quota, kept private), then a context's command attaches
 * it to a message, a proposal or a milestone submission in its own transaction. Readers get a
 * short-lived signed link. Uploads never attached go after 24 hours with the storage sweep.
 */
@Injectable()
export class Attachments implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: ObjectStorage,
    private readonly ledger: StorageLedger,
    private readonly uploads: StreamedUploads,
    private readonly probe: MediaProbe,
    private readonly subjects: AttachmentSubjects,
    private readonly sweep: StorageSweep,
    private readonly clock: Clock,
    private readonly logger: PinoLogger,
  ) {}

  onModuleInit(): void {
    this.sweep.addPruner(() => this.pruneUnattached());
  }

  /**
   * Stores the request's file for the owner, unattached. The same clientKey again answers the file
   * stored the first time (the new copy is dropped), so a retry after a lost answer stores nothing twice.
   */
  async upload(ownerId: string, request: IncomingMessage): Promise<AttachmentView> {
    const { files, fields } = await this.uploads.storeWithFields(request, ownerId, FILE_RULE, MISSING_FILE_MESSAGE, {
      clientKey: MAX_CLIENT_KEY_LENGTH,
    });
    const file = files.file;
    try {
      const clientKey = fields.clientKey;
      if (clientKey !== undefined && (clientKey.length === 0 || clientKey.trim() !== clientKey)) throw new InvalidClientKey();
      const checked = await this.check(file);
      const id = randomUUID();
      const inserted = await this.db()
        .insertInto('attachments')
        .values({
          id,
          owner_id: ownerId,
          name: checked.name,
          content_type: checked.contentType,
          bytes: file.size,
          width: checked.width,
          height: checked.height,
          object_key: file.key,
          subject_kind: null,
          subject_id: null,
          client_key: clientKey ?? null,
          created_at: this.clock.now(),
        })
        .onConflict((conflict) => conflict.columns(['owner_id', 'client_key']).where('client_key', 'is not', null).doNothing())
        .returningAll()
        .execute();
      if (inserted.length > 0) return toView(inserted[0]);
      // Stored before under this clientKey: that one stands, this copy goes.
      const [earlier] = await this.db()
        .selectFrom('attachments')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('client_key', '=', clientKey!)
        .execute();
      await this.discard(file.key);
      return toView(earlier);
    } catch (error) {
      await this.discard(file.key);
      throw error;
    }
  }

  /** A short-lived link to the file, for its owner or a reader of what it is attached to; NotFound for anyone else. */
  async link(userId: string, id: string): Promise<{ url: string; expiresAt: Date }> {
    if (!UUID.test(id)) throw new AttachmentNotFound();
    const row = await this.db()
      .selectFrom('attachments')
      .select(['owner_id', 'name', 'content_type', 'object_key', 'subject_kind', 'subject_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AttachmentNotFound();
    if (row.owner_id !== userId) {
      if (!row.subject_kind || !row.subject_id) throw new AttachmentNotFound();
      if (!(await this.subjects.canRead(row.subject_kind as AttachmentSubjectKind, userId, row.subject_id))) throw new AttachmentNotFound();
    }
    const expiresAt = new Date(this.clock.now().getTime() + ATTACHMENT_LINK_SECONDS * 1000);
    const url = await this.storage.downloadUrl({
      bucket: 'documents',
      key: row.object_key,
      expiresAt,
      contentType: row.content_type.startsWith('text/') ? `${row.content_type}; charset=utf-8` : row.content_type,
      disposition: contentDisposition(opensInline(row.content_type) ? 'inline' : 'attachment', row.name),
    });
    return { url, expiresAt };
  }

  /**
   * In the caller's transaction: ties the owner's unattached uploads to the subject (idempotent for
   * the same subject); refuses ids not the owner's or attached elsewhere (AttachmentsNotAvailable)
   * and more than MAX_ATTACHMENTS_PER_ITEM on the subject (TooManyAttachments). Views in the order given.
   */
  async attach(em: EntityManager, ownerId: string, ids: string[], subject: AttachmentSubject): Promise<AttachmentView[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length > MAX_ATTACHMENTS_PER_ITEM) throw new TooManyAttachments(MAX_ATTACHMENTS_PER_ITEM);
    if (wanted.length === 0) return [];
    if (!wanted.every((id) => UUID.test(id))) throw new AttachmentsNotAvailable();
    const db = this.db(em);
    const rows = await db
      .selectFrom('attachments')
      .selectAll()
      .where((eb) => eb('id', '=', anyOf(eb, wanted)))
      .where('owner_id', '=', ownerId)
      .forUpdate()
      .execute();
    const available = rows.filter((row) => row.subject_id === null || (row.subject_kind === subject.kind && row.subject_id === subject.id));
    if (available.length !== wanted.length) throw new AttachmentsNotAvailable();
    const others = await db
      .selectFrom('attachments')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('subject_kind', '=', subject.kind)
      .where('subject_id', '=', subject.id)
      .where((eb) => eb.not(eb('id', '=', anyOf(eb, wanted))))
      .executeTakeFirstOrThrow();
    if (Number(others.count) + wanted.length > MAX_ATTACHMENTS_PER_ITEM) throw new TooManyAttachments(MAX_ATTACHMENTS_PER_ITEM);
    await db
      .updateTable('attachments')
      // Each file's place in the list as given: a subject's files read back in the order they were picked.
      .set({ subject_kind: subject.kind, subject_id: subject.id, position: sql<number>`array_position(${sql.val(wanted)}::uuid[], id)` })
      .where((eb) => eb('id', '=', anyOf(eb, wanted)))
      .execute();
    const byId = new Map(rows.map((row) => [row.id, toView(row)]));
    return wanted.map((id) => byId.get(id)!);
  }

  /**
   * In the caller's transaction: the subject's files become exactly `ids` (for editing a pending
   * proposal). Those no longer listed are deleted: their rows and ledger entries now, their objects
   * by the storage sweep once nothing names them.
   */
  async replace(em: EntityManager, ownerId: string, ids: string[], subject: AttachmentSubject): Promise<AttachmentView[]> {
    const wanted = [...new Set(ids)].filter((id) => UUID.test(id));
    const db = this.db(em);
    const dropped = await db
      .deleteFrom('attachments')
      .where('subject_kind', '=', subject.kind)
      .where('subject_id', '=', subject.id)
      .where('owner_id', '=', ownerId)
      .where((eb) => eb.not(eb('id', '=', anyOf(eb, wanted))))
      .returning('object_key')
      .execute();
    await this.forgetIn(
      em,
      dropped.map((row) => row.object_key),
    );
    return this.attach(em, ownerId, ids, subject);
  }

  /** The files of each subject of one kind, in the order they were attached in, in one statement; subjects without files are absent. */
  async viewsOf(kind: AttachmentSubjectKind, subjectIds: string[]): Promise<Map<string, AttachmentView[]>> {
    const views = new Map<string, AttachmentView[]>();
    const ids = [...new Set(subjectIds)].filter((id) => UUID.test(id));
    if (ids.length === 0) return views;
    const rows = await this.db()
      .selectFrom('attachments')
      .selectAll()
      .where('subject_kind', '=', kind)
      .where((eb) => eb('subject_id', '=', anyOf(eb, ids)))
      .orderBy('position')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const list = views.get(row.subject_id!) ?? [];
      list.push(toView(row));
      views.set(row.subject_id!, list);
    }
    return views;
  }

  /** What the scam shield reads: each file's name and, for a text file, its first 20 KB. */
  async screenedTexts(ids: string[]): Promise<string[]> {
    const wanted = [...new Set(ids)].filter((id) => UUID.test(id));
    if (wanted.length === 0) return [];
    const rows = await this.db()
      .selectFrom('attachments')
      .select(['name', 'content_type', 'object_key'])
      .where((eb) => eb('id', '=', anyOf(eb, wanted)))
      .execute();
    const texts = rows.map((row) => row.name);
    for (const row of rows) {
      if (!row.content_type.startsWith('text/')) continue;
      const head = await this.storage.readRange('documents', row.object_key, 0, SCREENED_TEXT_BYTES);
      texts.push(head.toString('utf8'));
    }
    return texts;
  }

  /** Deletes every file the user uploaded (account deletion): rows and ledger entries, then the objects. */
  async removeAllOf(ownerId: string): Promise<void> {
    const keys = await this.em.fork().transactional(async (em) => {
      const removed = await this.db(em).deleteFrom('attachments').where('owner_id', '=', ownerId).returning('object_key').execute();
      const objectKeys = removed.map((row) => row.object_key);
      await this.forgetIn(em, objectKeys);
      return objectKeys;
    });
    await this.removeObjects(keys);
  }

  /** Deletes uploads nobody attached within UNATTACHED_HOURS; returns how many. Safe on every instance at once. */
  async pruneUnattached(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - UNATTACHED_HOURS * 3_600_000);
    const keys = await this.em.fork().transactional(async (em) => {
      const removed = await this.db(em)
        .deleteFrom('attachments')
        .where('subject_id', 'is', null)
        .where('created_at', '<', cutoff.toISOString())
        .returning('object_key')
        .execute();
      const objectKeys = removed.map((row) => row.object_key);
      await this.forgetIn(em, objectKeys);
      return objectKeys;
    });
    await this.removeObjects(keys);
    return keys.length;
  }

  /** Each of the user's files for the data file, oldest first, read a page at a time as the caller iterates. */
  exportedOf(ownerId: string): AsyncIterable<ExportedAttachment> {
    return everyRow(
      this.db()
        .selectFrom('attachments')
        .select(['id', 'name', 'content_type', 'bytes', 'created_at', 'subject_kind', 'subject_id'])
        .where('owner_id', '=', ownerId),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.created_at, id: row.id }),
      (row) => ({
        id: row.id,
        name: row.name,
        contentType: row.content_type,
        bytes: Number(row.bytes),
        createdAt: isoTimestamp(row.created_at),
        subjectKind: row.subject_kind as AttachmentSubjectKind | null,
        subjectId: row.subject_id,
      }),
    );
  }

  /** The stored file's type confirmed from its bytes, its dimensions when an image, and the name it is kept under. */
  private async check(file: StoredFile): Promise<{ contentType: string; width: number | null; height: number | null; name: string }> {
    let contentType = file.contentType;
    let width: number | null = null;
    let height: number | null = null;
    if (isImageType(contentType)) {
      const image = await this.probe.image('documents', file.key);
      if (!image || `image/${image.format}` !== contentType)
        throw new AttachmentTypeRefused('The image cannot be read; attach a PNG, JPEG, WebP or GIF image');
      ({ width, height } = image);
    } else if (contentType === 'application/zip') {
      contentType = await officeTypeOf(file.size, (start, end) => this.storage.readRange('documents', file.key, start, end));
    } else if (contentType === 'text/plain') {
      contentType = textTypeOf(file.fileName);
      if (!isPlainText(await this.storage.read('documents', file.key)))
        throw new AttachmentTypeRefused('A text file must be UTF-8 text (no binary content)');
    }
    return { contentType, width, height, name: attachmentName(file.fileName, contentType) };
  }

  /** Drops a stored upload that is not kept: its object and its ledger entry. */
  private async discard(key: string): Promise<void> {
    await this.removeObjects([key]);
    await this.ledger.forget('documents', [key]);
  }

  private async removeObjects(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.remove('documents', key).catch((error: unknown) => {
        // Left behind unrecorded: the storage sweep deletes it.
        this.logger.warn({ err: error, key }, 'removing an attachment’s object failed');
      });
    }
  }

  /** Removes the ledger entries of objects about to be deleted, in `em`'s transaction. */
  private async forgetIn(em: EntityManager, keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db(em)
      .deleteFrom('stored_objects')
      .where('bucket', '=', 'documents')
      .where((eb) => eb('key', '=', anyOf(eb, keys)))
      .execute();
  }

  private db(em: EntityManager = this.em) {
    return em.getKysely<AttachmentTables>();
  }
}

export type ExportedAttachment = {
  id: string;
  name: string;
  contentType: string;
  bytes: number;
  createdAt: string;
  subjectKind: AttachmentSubjectKind | null;
  subjectId: string | null;
};

function toView(row: {
  id: string;
  name: string;
  content_type: string;
  bytes: string;
  width: number | null;
  height: number | null;
  created_at: string;
}): AttachmentView {
  return {
    id: row.id,
    name: row.name,
    contentType: row.content_type,
    bytes: Number(row.bytes),
    width: row.width,
    height: row.height,
    isImage: isImageType(row.content_type),
    createdAt: new Date(row.created_at),
  };
}

/** A Content-Disposition header value: the name as ASCII for old clients and in full as UTF-8 (RFC 6266). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
