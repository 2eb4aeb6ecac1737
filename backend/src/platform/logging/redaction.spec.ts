import { errorForLog, redactLogArguments, redactText, redactUrl } from './redaction';

const TOKEN = `${'eyJhIjoiZ2V0IiwiYiI6ImRvY3VtZW50cyJ9'.repeat(2)}.${'c2lnbmF0dXJlLW9mLXRoZS10b2tlbg'}`;

describe('redactUrl', () => {
  it('replaces the token of the storage routes', () => {
    expect(redactUrl(`/api/storage/uploads/${TOKEN}`)).toBe('/api/storage/uploads/[REDACTED]');
    expect(redactUrl('/api/storage/objects/short.token')).toBe('/api/storage/objects/[REDACTED]');
  });

  it('replaces the signature and credentials of a presigned S3 URL and keeps the rest', () => {
    const url =
      '/bucket/pending/key.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%2F20261125&X-Amz-Signature=abcdef&X-Amz-Expires=600';
    expect(redactUrl(url)).toBe(
      '/bucket/pending/key.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=[REDACTED]&X-Amz-Signature=[REDACTED]&X-Amz-Expires=600',
    );
  });

  it('replaces path segments too long to be an id, and keeps ids and searches', () => {
    expect(redactUrl(`/api/unsubscribe/${'a'.repeat(48)}`)).toBe('/api/unsubscribe/[REDACTED]');
    const ordinary = '/api/jobs/3f2b8f0e-8a4e-4d5c-9a57-0a1b2c3d4e5f?searchTerm=chat&limit=20';
    expect(redactUrl(ordinary)).toBe(ordinary);
  });
});

describe('redactText', () => {
  it('replaces the values of an SQL statement, and pg detail, but keeps the statement and the cause', () => {
    const message =
      "update http_sessions set expires_at = '2026-11-25' where sid = 'abc' - terminating connection\n - detail: Key (sid)=(abc)";
    expect(redactText(message)).toBe(
      "update http_sessions set expires_at = '[REDACTED]' where sid = '[REDACTED]' - terminating connection\n - detail: [REDACTED]",
    );
  });

  it('replaces session cookies and signed tokens in any text', () => {
    expect(redactText('Cookie: marketplace.sid=s%3Aabc.def; other=1')).toBe('Cookie: marketplace.sid=[REDACTED]; other=1');
    expect(redactText('value s:0DrERNekqExoyGmoeBfk-gej1xHsHP1G.sig+nature')).toBe('value [REDACTED]');
    expect(redactText(`GET /api/storage/objects/${TOKEN} failed`)).toBe('GET /api/storage/objects/[REDACTED] failed');
    expect(redactText(`token ${TOKEN} seen`)).toBe('token [REDACTED] seen');
  });

  it('leaves ordinary text alone', () => {
    expect(redactText('outbox relay pass failed')).toBe('outbox relay pass failed');
  });
});

describe('errorForLog', () => {
  it('keeps type, code, message and stack, redacted, and drops everything else an error carries', () => {
    const error = Object.assign(new Error("delete from http_sessions where sid = 'abc' - failed"), {
      code: 'P0001',
      detail: 'session abc',
      parameters: ['abc'],
      where: 'PL/pgSQL function',
    });
    const logged = errorForLog(error);
    expect(logged).toEqual({
      type: 'Error',
      message: "delete from http_sessions where sid = '[REDACTED]' - failed",
      stack: expect.stringContaining("sid = '[REDACTED]'"),
      code: 'P0001',
    });
    expect(JSON.stringify(logged)).not.toContain('abc');
  });
});

describe('redactLogArguments', () => {
  it("gives an error's redacted message as the line's message, which pino would otherwise take raw", () => {
    const error = new Error("select data from http_sessions where sid = 'abc'");
    expect(redactLogArguments([error])).toEqual([{ err: error }, "select data from http_sessions where sid = '[REDACTED]'"]);
    expect(redactLogArguments([{ err: error, context: 'HTTP' }, undefined])).toEqual([
      { err: error, context: 'HTTP' },
      "select data from http_sessions where sid = '[REDACTED]'",
      undefined,
    ]);
  });
});
