import { BadRequestException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { BodyTooDeep, MAX_JSON_DEPTH, rejectUnsafeInput, stringProblem } from './input-limits';

/** What the middleware passes on for a request with this path, query and body. */
function passedOn(request: { path?: string; query?: unknown; body?: unknown }): unknown {
  let passed: unknown = 'next() not called';
  rejectUnsafeInput({ path: '/api/x', query: {}, ...request } as unknown as Request, {} as Response, (error?: unknown) => {
    passed = error;
  });
  return passed;
}

/** `depth` arrays, one inside the other, around a string. */
const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : [nested(depth - 1)]);

describe('stringProblem', () => {
  it('refuses NUL and unpaired surrogates, and accepts any other text', () => {
    expect(stringProblem('a\u0000b')).toMatch(/NUL/);
    expect(stringProblem('\ud800@ex.test')).toMatch(/unpaired surrogate/);
    expect(stringProblem('x\udc00')).toMatch(/unpaired surrogate/);
    expect(stringProblem('emoji 😀, accents éü, CJK 漢字')).toBeNull();
  });
});

describe('rejectUnsafeInput', () => {
  it('passes clean input on', () => {
    expect(
      passedOn({ body: { title: 'Chat operator', tags: ['a', 'b'], nested: { ok: true } }, query: { searchTerm: 'chat' } }),
    ).toBeUndefined();
  });

  it('names each bad field of the body and the query', () => {
    const error = passedOn({ body: { title: 'a\u0000', tags: ['ok', '\ud800'] }, query: { searchTerm: '\u0000' } }) as BadRequestException;
    expect(error).toBeInstanceOf(BadRequestException);
    const body = error.getResponse() as { code: string; details: { fields: { field: string }[] } };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.fields.map((f) => f.field)).toEqual(['searchTerm', 'title', 'tags[1]']);
  });

  it('refuses keys that reach a prototype', () => {
    const body = JSON.parse('{"__proto__": {"x": 1}, "constructor": {"prototype": {}}}');
    const error = passedOn({ body }) as BadRequestException;
    const fields = (error.getResponse() as { details: { fields: { field: string }[] } }).details.fields.map((f) => f.field);
    expect(fields).toEqual(['__proto__', 'constructor', 'constructor.prototype']);
  });

  it(`accepts ${MAX_JSON_DEPTH} levels of nesting and refuses one more, without walking deeper`, () => {
    expect(passedOn({ body: nested(MAX_JSON_DEPTH) })).toBeUndefined();
    expect(passedOn({ body: nested(MAX_JSON_DEPTH + 1) })).toBeInstanceOf(BodyTooDeep);
    expect(passedOn({ body: nested(5000) })).toBeInstanceOf(BodyTooDeep);
  });

  it('refuses NUL or broken percent-encoding in the path', () => {
    for (const path of ['/api/users/username/check/a%00b', '/api/jobs/%E0%A4%A', '/api/jobs/%ED%A0%80']) {
      const error = passedOn({ path }) as BadRequestException;
      expect((error.getResponse() as { code: string }).code).toBe('BAD_PATH');
    }
    expect(passedOn({ path: '/api/jobs/%F0%9F%98%80' })).toBeUndefined();
  });
});
