import { request as httpRequest } from 'node:http';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Operation, Schema } from './openapi-operations';

/** The first bytes of a file of each type, enough for the server's check by bytes; the rest may be anything. */
const HEADS: Record<string, Buffer> = {
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]),
  'video/mp4': Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom')]),
  'video/webm': Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm')]),
  'video/quicktime': Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  ')]),
};
/** Bytes no file type begins with. */
const TEXT_HEAD = Buffer.from('this is plain text, not the file the part asks for\n');

/** One file part: its bytes are `head` followed by `size - head.length` more. */
export type FilePart = { name: string; contentType: string; head: Buffer; size: number };

/** What a malformed upload is and does: its parts, and how the client ends the body. */
export type UploadVariant = {
  variant: string;
  parts: FilePart[];
  /** `complete`: the whole body; `truncated`: the body ends after `cutAt` bytes; `disconnect`: the client goes away after `cutAt` bytes. */
  ending: 'complete' | 'truncated' | 'disconnect';
  cutAt?: number;
  /** What the answer must be; `none` when the client is gone before one could come. */
  expect: 413 | '4xx' | 'none';
};

/** The size limits the document gives a binary schema (maxLength, in bytes). */
const limitOf = (schema: Schema | undefined): number | undefined => schema?.maxLength;

/** A part of the right type by its bytes, small. */
function validPart(name: string, contentTypes: string[]): FilePart {
  const contentType = contentTypes.find((type) => HEADS[type]) ?? 'application/octet-stream';
  const head = HEADS[contentType] ?? Buffer.from('file');
  return { name, contentType, head, size: 4096 };
}

/** Oversized by 1 byte, 2× and 20× its documented limit, each part in turn; missing parts; wrong types; cut-off bodies. */
export function multipartVariants(operation: Operation): UploadVariant[] {
  const { schema, contentTypes } = operation.multipartBody!;
  const names = Object.keys(schema.properties ?? {}).filter((name) => schema.properties![name].format === 'binary');
  const valid = names.map((name) => validPart(name, contentTypes[name] ?? []));
  const variants: UploadVariant[] = [];
  names.forEach((name, index) => {
    const limit = limitOf(schema.properties![name]);
    if (limit === undefined) throw new Error(`${operation.name}: part ${name} documents no maxLength`);
    for (const [label, size] of [
      ['1 byte over', limit + 1],
      ['2×', 2 * limit],
      ['20×', 20 * limit],
    ] as const) {
      variants.push({
        variant: `${name} ${label} its limit`,
        parts: valid.map((part, at) => (at === index ? { ...part, size } : part)),
        ending: 'complete',
        expect: 413,
      });
    }
    variants.push({
      variant: `${name} missing`,
      parts: valid.filter((_, at) => at !== index),
      ending: 'complete',
      expect: '4xx',
    });
    variants.push({
      variant: `${name} of the wrong type by its bytes`,
      parts: valid.map((part, at) => (at === index ? { ...part, head: TEXT_HEAD } : part)),
      ending: 'complete',
      expect: '4xx',
    });
  });
  const big = valid.map((part) => ({ ...part, size: 256 * 1024 }));
  variants.push({ variant: 'body cut off in the first part', parts: big, ending: 'truncated', cutAt: 100 * 1024, expect: '4xx' });
  variants.push({
    variant: 'body cut off in the last part',
    parts: big,
    ending: 'truncated',
    cutAt: (big.length - 0.5) * 256 * 1024,
    expect: '4xx',
  });
  // Refused by its first part's bytes at once, so the parts after it are read and dropped: a body
  // that then ends early must not fail the part being dropped with an error nobody handles.
  const refusedFirst = big.map((part, at) => (at === 0 ? { ...part, head: TEXT_HEAD } : part));
  if (big.length > 1) {
    variants.push({
      variant: 'first part refused, body cut off in the last part',
      parts: refusedFirst,
      ending: 'truncated',
      cutAt: (big.length - 0.5) * 256 * 1024,
      expect: '4xx',
    });
    variants.push({
      variant: 'first part refused, client gone in the last part',
      parts: refusedFirst,
      ending: 'disconnect',
      cutAt: (big.length - 0.5) * 256 * 1024,
      expect: 'none',
    });
  }
  variants.push({ variant: 'client gone in the first part', parts: big, ending: 'disconnect', cutAt: 100 * 1024, expect: 'none' });
  variants.push({
    variant: 'client gone in the last part',
    parts: big,
    ending: 'disconnect',
    cutAt: (big.length - 0.5) * 256 * 1024,
    expect: 'none',
  });
  return variants;
}

/** Oversized raw files (1 byte over, 2× and 20× the documented limit) and a client gone part-way. */
export function fileVariants(operation: Operation): UploadVariant[] {
  const { contentTypes, schema } = operation.fileBody!;
  const limit = limitOf(schema);
  if (limit === undefined) throw new Error(`${operation.name}: the file body documents no maxLength`);
  const part = validPart(
    '',
    contentTypes.map((type) => type.replace('/*', '/png')),
  );
  return [
    ...(
      [
        ['1 byte over', limit + 1],
        ['2×', 2 * limit],
        ['20×', 20 * limit],
      ] as const
    ).map(([label, size]): UploadVariant => ({
      variant: `${label} its limit`,
      parts: [{ ...part, size }],
      ending: 'complete',
      expect: 413,
    })),
    {
      variant: 'client gone part-way',
      parts: [{ ...part, size: limit }],
      ending: 'disconnect',
      cutAt: Math.floor(limit / 2),
      expect: 'none',
    },
  ];
}

const CHUNK = Buffer.alloc(64 * 1024);

/** The body of a variant as chunks, made as they are sent (a 20× part is never in memory). */
function* bodyChunks(parts: FilePart[], boundary: string | null): Generator<Buffer> {
  for (const part of parts) {
    if (boundary) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.name}.bin"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      );
    }
    yield part.head;
    for (let left = part.size - part.head.length; left > 0; left -= CHUNK.length)
      yield left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left);
    if (boundary) yield Buffer.from('\r\n');
  }
  if (boundary) yield Buffer.from(`--${boundary}--\r\n`);
}

export type UploadAnswer = { status: number; contentType: string | undefined; text: string } | { status: 'none' };

/**
 * Sends a variant over a socket of its own, a chunk at a time as the socket takes them; once an
 * answer arrives the client stops sending (as a browser does), so a refusal of a huge body costs
 * only what was sent before it.
 */
export function sendUpload(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  variant: UploadVariant,
  multipart: boolean,
): Promise<UploadAnswer> {
  const boundary = multipart ? `fuzz${Date.now().toString(16)}` : null;
  const contentType = boundary ? `multipart/form-data; boundary=${boundary}` : variant.parts[0].contentType;
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, {
      method: method.toUpperCase(),
      headers: { ...headers, 'Content-Type': contentType, Connection: 'keep-alive' },
      // A socket of its own, kept open as a browser's is: with `Connection: close` the server
      // closes its side once it has answered, and the rest of a refused body cannot be sent.
      agent: false,
    });
    let answered = false;
    let sent = 0;
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, contentType: response.headers['content-type'], text }));
      response.on('error', reject);
    });
    request.on('error', (error) => (variant.ending === 'disconnect' ? resolve({ status: 'none' }) : reject(error)));
    const chunks = bodyChunks(variant.parts, boundary);
    const write = () => {
      for (;;) {
        if (answered) return void request.end();
        if (variant.cutAt !== undefined && sent >= variant.cutAt) {
          if (variant.ending === 'disconnect') {
            request.destroy();
            return resolve({ status: 'none' });
          }
          return void request.end();
        }
        const next = chunks.next();
        if (next.done) return void request.end();
        sent += next.value.length;
        if (!request.write(next.value)) return void request.once('drain', write);
      }
    };
    write();
  });
}

/** Every file under a folder, as paths relative to it (partial files included). */
export function filesUnder(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name), `${prefix}${entry.name}/`);
      else files.push(`${prefix}${entry.name}`);
    }
  };
  walk(root, '');
  return files.sort();
}
