import { applyDecorators, Header } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Below this size compression saves less than a round of headers costs. */
export const MIN_COMPRESSED_BYTES = 1024;
/** The OpenAPI extension that marks an operation whose answer is never compressed (decision 0039). */
export const SECRET_IN_ANSWER_EXTENSION = 'x-secret-in-answer';
/** `no-transform` forbids any compression on the way, ours and a proxy's alike. */
export const UNCOMPRESSED_CACHE_CONTROL = 'no-store, no-transform';

/**
 * The answer carries a secret (a key, recovery codes, a signed URL): it goes out uncompressed, so
 * its length cannot be used to guess the secret a byte at a time (BREACH, decision 0039).
 */
export const SecretInAnswer = () =>
  applyDecorators(Header('Cache-Control', UNCOMPRESSED_CACHE_CONTROL), ApiExtension(SECRET_IN_ANSWER_EXTENSION, true));

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
/** Levels for a request's time, not the build's: most of the gain for a small part of the CPU. */
const ENCODERS = {
  br: (body: Buffer) =>
    compressBrotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => compressGzip(body, { level: 6 }),
};
export type Encoding = keyof typeof ENCODERS;

/** The body in that encoding, at the levels for a request's time. */
export const encodeBody = (encoding: Encoding, body: Buffer): Promise<Buffer> => ENCODERS[encoding](body);

type End = Response['end'];

/**
 * Compresses JSON answers of MIN_COMPRESSED_BYTES or more with brotli, or gzip for a client that
 * accepts only that. Only answers written in one piece (res.end with the whole body): a streamed
 * answer, such as the data export, goes out as it is written. Answers marked SecretInAnswer are
 * left alone.
 */
export function compressJsonAnswers(req: Request, res: Response, next: NextFunction): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const write = res.write;
  // Both replacements are made in locals, then assigned: V8 allocates a function literal assigned
  // straight to a property in old space, where it kept each request's objects alive through
  // scavenges (decision 0014).
  // A streamed answer: sent as it comes, with nothing held back.
  const writeAsItComes = function (this: Response, ...args: unknown[]) {
    res.end = end as End;
    res.write = write;
    return (write as (...args: unknown[]) => boolean).apply(this, args);
  } as Response['write'];
  const endCompressed = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    res.end = end as End;
    res.write = write;
    if (!isCompressibleJson(res) || (typeof chunk !== 'string' && !Buffer.isBuffer(chunk))) return end(chunk, ...rest);
    res.vary('Accept-Encoding');
    const textEncoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : 'utf8';
    const size = typeof chunk === 'string' ? Buffer.byteLength(chunk, textEncoding) : chunk.length;
    const encoding = acceptedEncoding(req);
    // An answer that goes out as it is is not copied.
    if (!encoding || size < MIN_COMPRESSED_BYTES || req.method === 'HEAD') return end(chunk, ...rest);
    const body = typeof chunk === 'string' ? Buffer.from(chunk, textEncoding) : chunk;
    const callback = rest.find((arg) => typeof arg === 'function');
    encodeBody(encoding, body).then(
      (compressed) => {
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', compressed.length);
        end(compressed, callback);
      },
      // The answer is whole without compression: send it as it is.
      () => end(body, callback),
    );
    return res;
  } as End;
  res.write = writeAsItComes;
  res.end = endCompressed;
  next();
}

function isCompressibleJson(res: Response): boolean {
  if (res.headersSent || res.getHeader('Content-Encoding') || res.statusCode === 204 || res.statusCode === 304) return false;
  if (!/^application\/([\w.+-]+\+)?json\b/.test(String(res.getHeader('Content-Type') ?? ''))) return false;
  return !/\bno-transform\b/.test(String(res.getHeader('Cache-Control') ?? ''));
}

/** Brotli when the client takes it, whatever order it lists its encodings in; then gzip. */
export function acceptedEncoding(req: Request): Encoding | undefined {
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return undefined;
}
