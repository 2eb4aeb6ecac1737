import { toErrorBody } from '../errors/error-mapping';
import { decodeKeysetCursor, encodeKeysetCursor } from './keyset-page';
import { CursorField, decodePageCursor, encodePageCursor, integerField, InvalidPageCursor, uuidField } from './page-cursor';

const nilUuid = '00000000-0000-0000-0000-000000000000';
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function errorOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('page cursors', () => {
  const fields: [CursorField<number>, CursorField<string>] = [integerField(-1, 100), uuidField];

  it('round-trip the key they were written from', () => {
    expect(decodePageCursor<[number, string]>(encodePageCursor([-1, nilUuid]), fields)).toEqual([-1, nilUuid]);
    expect(decodePageCursor<[number, string]>(encodePageCursor([100, nilUuid]), fields)).toEqual([100, nilUuid]);
  });

  it.each([
    ['a value out of its field’s range', cursorOf([101, nilUuid])],
    ['a fraction where an integer belongs', cursorOf([1.5, nilUuid])],
    ['a number as a string', cursorOf(['1', nilUuid])],
    ['an id that is no UUID', cursorOf([1, 'not-a-uuid'])],
    ['a field too many', cursorOf([1, nilUuid, 'extra'])],
    ['a field too few', cursorOf([1])],
    ['an object instead of an array', cursorOf({ 0: 1, 1: nilUuid })],
    ['text that is no JSON', Buffer.from('[1,').toString('base64url')],
    ['nothing', ''],
  ])('refuses %s with the one paging error and its body', (_what, cursor) => {
    const refusal = errorOf(() => decodePageCursor<[number, string]>(cursor, fields));
    expect(refusal).toBeInstanceOf(InvalidPageCursor);
    expect(toErrorBody(refusal)).toEqual({
      statusCode: 400,
      code: 'PAGING.INVALID_CURSOR',
      message: 'The cursor is not valid for this list',
    });
  });
});

describe('keyset cursors', () => {
  it('round-trip the exact position', () => {
    const position = { at: '2026-01-01 00:00:00.123456+00', id: '0b7e9a3c-3f0c-4c1e-9a47-2a1d7f0c9b11' };
    expect(decodeKeysetCursor(encodeKeysetCursor(position))).toEqual(position);
  });

  it.each([
    '0',
    '99',
    'x 2020',
    '2020-02-30',
    '2020-02-30 00:00:00+00',
    '2021-02-29 00:00:00+00',
    '2026-01-01T00:00:00.000Z',
    '+275760-09-13 00:00:00+00',
    '-271821-04-20 00:00:00+00',
    '0000-01-01 00:00:00+00',
    '2026-01-01 24:00:00+00',
    '2026-01-01 00:00:00.1234567+00',
    '2026-01-01 00:00:00+16',
    '2026-01-01 00:00:00',
  ])('refuses the date %p, which JavaScript may parse and PostgreSQL refuses or this API never writes', (at) => {
    expect(() => decodeKeysetCursor(cursorOf([at, nilUuid]))).toThrow(InvalidPageCursor);
  });

  it.each(['2024-02-29 23:59:59.999999+00', '2026-11-23 10:00:00+05:30', '1999-12-31 00:00:00-03'])(
    'accepts PostgreSQL’s printed form %p',
    (at) => {
      expect(decodeKeysetCursor(cursorOf([at, nilUuid]))).toEqual({ at, id: nilUuid });
    },
  );

  it.each([
    cursorOf(['2026-01-01 00:00:00+00', nilUuid, 'extra']),
    cursorOf({ 0: '2026-01-01 00:00:00+00', 1: nilUuid }),
    '',
    'garbage',
    Buffer.from('{}').toString('base64url'),
    Buffer.from('["not a date","0b7e9a3c-3f0c-4c1e-9a47-2a1d7f0c9b11"]').toString('base64url'),
    Buffer.from('["2026-01-01","not-a-uuid"]').toString('base64url'),
  ])('refuses %p', (cursor) => {
    expect(() => decodeKeysetCursor(cursor)).toThrow(InvalidPageCursor);
  });
});
