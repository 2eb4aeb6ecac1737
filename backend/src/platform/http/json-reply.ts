import type { Response } from 'express';

/**
 * A handler's JSON answer written directly, or false when it is not one (Express then answers).
 * Express's `res.json` and `res.send` spend about 20-30 µs an answer on work the API does not use:
 * reading its JSON and ETag settings, parsing and formatting the Content-Type it has just set,
 * copying the text into a Buffer to count its bytes, checking freshness against validators the API
 * never sets (docs/performance.md, "Throughput per layer"). The answer is the same: the same text
 * (the app sets no JSON replacer, spaces or escaping), `application/json; charset=utf-8`, its
 * Content-Length, no body on HEAD. Everything else goes through Express as before: a conditional
 * request (Express answers `If-None-Match: *` with 304), a type the handler chose, a status
 * without a body, a stream, a Buffer, an error.
 */
export function replyWithJson(response: Response, body: unknown, statusCode: number | undefined): boolean {
  if (!isJsonAnswer(response, body, statusCode ?? response.statusCode)) return false;
  if (statusCode !== undefined) response.statusCode = statusCode;
  const json = JSON.stringify(body);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(json));
  if (response.req.method === 'HEAD') response.end();
  else response.end(json);
  return true;
}

function isJsonAnswer(response: Response, body: unknown, status: number): boolean {
  if (typeof body !== 'object' || body === null || ArrayBuffer.isView(body) || body instanceof Error) return false;
  if (!Array.isArray(body) && Object.getPrototypeOf(body) !== Object.prototype) return false;
  if (status < 200 || status >= 300 || status === 204 || status === 205) return false;
  if (response.hasHeader('Content-Type') || response.hasHeader('Transfer-Encoding') || response.hasHeader('ETag')) return false;
  const headers = response.req.headers;
  return headers['if-none-match'] === undefined && headers['if-modified-since'] === undefined;
}
