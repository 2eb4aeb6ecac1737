import { Injectable } from '@nestjs/common';
import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { Readable, Transform } from 'node:stream';
import { SIGNATURE_BYTES } from './file-signatures';
import { KeyPrefix, newObjectKey, ObjectStorage } from './object-storage';
import { StorageLedger } from './storage-ledger';
import { FieldTooLong, FileTypeNotAccepted, MalformedUpload, MissingFiles, UnexpectedUploadPart, UploadTooLarge } from './storage-errors';

/** What one file part of a multipart upload must be. */
export type FilePartRule = {
  maxBytes: number;
  tooLargeMessage: string;
  /** The file's type by its first bytes, or null when it is not one this part takes. */
  typeOf: (head: Buffer) => string | null;
  wrongTypeMessage: string;
  prefix: KeyPrefix;
};

/** A stored part: its key, its type by its bytes, its size, and the file name the client gave (never trusted for anything but showing). */
export type StoredFile = { key: string; contentType: string; size: number; fileName?: string };

/** Text fields a multipart upload may carry beside its files, each with its most characters. */
export type FieldRules<Field extends string> = Record<Field, number>;

/**
 * Multipart uploads into the private bucket, counted against the uploader's storage quota: every
 * part is recorded in the storage ledger at its size limit before a byte is read (refused with
 * StorageQuotaExceeded if that does not fit), then at its real size once stored; on any failure
 * nothing of the request stays, neither objects nor rows.
 */
@Injectable()
export class StreamedUploads {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly ledger: StorageLedger,
  ) {}

  /** Stores the parts `rules` name (see storeFileParts) as `ownerId`'s files. */
  async store<Name extends string>(
    request: IncomingMessage,
    ownerId: string,
    rules: Record<Name, FilePartRule>,
    missingMessage: string,
  ): Promise<Record<Name, StoredFile>> {
    return (await this.storeWithFields(request, ownerId, rules, missingMessage, {})).files;
  }

  /** As store, and the text fields `fields` names (each optional, refused when longer than its limit). */
  async storeWithFields<Name extends string, Field extends string>(
    request: IncomingMessage,
    ownerId: string,
    rules: Record<Name, FilePartRule>,
    missingMessage: string,
    fields: FieldRules<Field>,
  ): Promise<{ files: Record<Name, StoredFile>; fields: Partial<Record<Field, string>> }> {
    const names = Object.keys(rules) as Name[];
    const keys = Object.fromEntries(names.map((name) => [name, newObjectKey(rules[name].prefix)])) as Record<Name, string>;
    await this.ledger.reserve(
      ownerId,
      names.map((name) => ({ bucket: 'documents', key: keys[name], size: rules[name].maxBytes })),
    );
    try {
      const texts: Partial<Record<Field, string>> = {};
      const files = await storeFileParts(request, this.storage, rules, missingMessage, keys, fields, texts);
      for (const name of names) await this.ledger.record(ownerId, { bucket: 'documents', key: files[name].key, size: files[name].size });
      return { files, fields: texts };
    } catch (error) {
      await this.ledger.forget('documents', Object.values(keys));
      throw error;
    }
  }
}

/**
 * Streams the file parts of a multipart/form-data request into the private bucket, each under a
 * key of the server's (`keys`, one per part), checking each part's type by its first bytes and its
 * size as it flows. Every part named in `rules` is required (MissingFiles with `missingMessage`),
 * no other part is taken, and on any failure whatever was stored is removed before the error is
 * thrown.
 */
function storeFileParts<Name extends string, Field extends string>(
  request: IncomingMessage,
  storage: ObjectStorage,
  rules: Record<Name, FilePartRule>,
  missingMessage: string,
  keys: Record<Name, string>,
  fields: FieldRules<Field>,
  texts: Partial<Record<Field, string>>,
): Promise<Record<Name, StoredFile>> {
  const names = Object.keys(rules) as Name[];
  const fieldNames = Object.keys(fields) as Field[];
  const longestField = Math.max(0, ...fieldNames.map((name) => fields[name]));
  const largest = Math.max(...names.map((name) => rules[name].maxBytes));
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        // Browsers send file names as UTF-8.
        defParamCharset: 'utf8',
        // One byte over the largest allowance, so an oversized part is seen as such, not cut short;
        // one part over the expected ones, so the first extra part is refused by its name.
        limits: {
          files: names.length + 1,
          fields: fieldNames.length + 1,
          parts: names.length + fieldNames.length + 1,
          fileSize: largest + 1,
          // Counted in bytes: a field of `n` characters takes at most 4n.
          fieldSize: longestField * 4 + 1,
          headerPairs: 20,
        },
      });
    } catch {
      return reject(new MalformedUpload());
    }
    const seen = new Set<string>();
    // Each part's outcome, never a rejected promise: a part can fail long before the parser closes,
    // and a rejection nothing handles until then ends the process.
    const storing: Promise<PartOutcome<Name>>[] = [];
    const reading = new Set<Readable>();
    let refusal: unknown = null;

    parser.on('file', (name, stream, info) => {
      if (!names.includes(name as Name) || seen.has(name)) refusal ??= new UnexpectedUploadPart(name);
      if (refusal) {
        // Refused already: the rest is read and dropped, never stored. A body that ends early fails
        // this part too, and an error nobody listens for is thrown.
        stream.on('error', () => undefined);
        stream.resume();
        return;
      }
      seen.add(name);
      reading.add(stream);
      storing.push(
        storeOne(storage, stream, rules[name as Name], keys[name as Name]).then(
          (file) => ({ name: name as Name, file: { ...file, fileName: info.filename } }),
          (error: unknown) => {
            refusal ??= error;
            // Answered now, not once the client has sent the rest (maybe hundreds of MB, read and dropped).
            queueMicrotask(() => void finish(null));
            return { name: name as Name, error };
          },
        ),
      );
      stream.once('close', () => reading.delete(stream));
    });
    parser.on('field', (name, value, info) => {
      const limit = fields[name as Field];
      if (limit === undefined || Object.hasOwn(texts, name)) refusal ??= new UnexpectedUploadPart(name);
      else if (info.valueTruncated || [...value].length > limit) refusal ??= new FieldTooLong(name, limit);
      else texts[name as Field] = value;
    });
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
      parser.on(limit, () => {
        refusal ??= new UnexpectedUploadPart(limit);
      });
    }
    let finished = false;
    const finish = async (parseError: unknown) => {
      if (finished) return;
      finished = true;
      // A body that ends early leaves its open part waiting for bytes that never come.
      if (parseError) for (const stream of reading) stream.destroy(new MalformedUpload());
      const outcomes = await Promise.all(storing);
      const stored = outcomes.flatMap((outcome) => ('file' in outcome ? [[outcome.name, outcome.file] as const] : []));
      const missing = seen.size < names.length;
      const error = parseError ?? refusal ?? (missing ? new MissingFiles(missingMessage) : null);
      if (!error) return resolve(Object.fromEntries(stored) as Record<Name, StoredFile>);
      await Promise.all(stored.map(([, file]) => storage.remove('documents', file.key).catch(() => undefined)));
      reject(error);
    };
    parser.on('error', () => void finish(new MalformedUpload()));
    parser.on('close', () => void finish(null));
    request.on('aborted', () => void finish(new MalformedUpload()));
    request.pipe(parser);
  });
}

type PartOutcome<Name> = { name: Name; file: StoredFile } | { name: Name; error: unknown };

/** The first `bytes` of a stream (fewer if it ends first), and whether it ended. */
function readHead(stream: Readable, bytes: number): Promise<{ chunks: Buffer[]; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const settle = (ended: boolean) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError);
      if (!ended) stream.pause();
      resolve({ chunks, ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) settle(false);
    };
    const onEnd = () => settle(true);
    const onError = (error: Error) => reject(error);
    stream.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

async function storeOne(storage: ObjectStorage, stream: Readable, rule: FilePartRule, key: string): Promise<StoredFile> {
  try {
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > rule.maxBytes ? new UploadTooLarge(rule.maxBytes, rule.tooLargeMessage) : null, chunk);
      },
    });
    // Listened to from the start and for good: the part is destroyed with an error when the body
    // ends early, at any moment, and an error nobody listens for is thrown. The storage reads
    // `counted` (and sees its error) only once it is ready, after an await of its own.
    stream.on('error', (error) => counted.destroy(error));
    counted.on('error', () => undefined);
    const { chunks, ended } = await readHead(stream, SIGNATURE_BYTES);
    const contentType = rule.typeOf(Buffer.concat(chunks));
    if (!contentType) throw new FileTypeNotAccepted(rule.wrongTypeMessage);
    for (const chunk of chunks) counted.write(chunk);
    if (ended) counted.end();
    else stream.pipe(counted);
    try {
      await storage.writeStream('documents', key, counted, contentType);
    } catch (error) {
      // Nothing reads `counted` any more: detach it, or its back-pressure would stall the part.
      stream.unpipe(counted);
      counted.destroy();
      await storage.remove('documents', key).catch(() => undefined);
      throw error;
    }
    return { key, contentType, size };
  } finally {
    // Whatever happened, the rest of this part is read, so the parser reaches the next one.
    stream.resume();
  }
}
