import { decodeCursor, encodeCursor, InvalidCursor, toPrefixTsQuery } from './search-jobs';

describe('search terms', () => {
  it('requires every word, the last one also as a prefix', () => {
    expect(toPrefixTsQuery('moder')).toBe('moder:*');
    expect(toPrefixTsQuery('  Night   SHIF ')).toBe('night & shif:*');
  });

  it('keeps only letters and digits, so no input is tsquery syntax', () => {
    expect(toPrefixTsQuery("chat & (support) | !email:* o'neil")).toBe('chat & support & email & o & neil:*');
    expect(toPrefixTsQuery('Ünïcode café 24/7')).toBe('ünïcode & café & 24 & 7:*');
  });

  it('ignores empty input and caps the number of words', () => {
    expect(toPrefixTsQuery(undefined)).toBeNull();
    expect(toPrefixTsQuery(' &&& ')).toBeNull();
    expect(toPrefixTsQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });
});

describe('keyset cursors', () => {
  it('round-trip the exact position', () => {
    const key = { createdAt: '2026-01-01 00:00:00.123456+00', id: '0b7e9a3c-3f0c-4c1e-9a47-2a1d7f0c9b11' };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
  });

  const nilUuid = '00000000-0000-0000-0000-000000000000';
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

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
  ])('refuses the date %p, which JavaScript may parse and PostgreSQL refuses or this API never writes', (createdAt) => {
    expect(() => decodeCursor(cursorOf([createdAt, nilUuid]))).toThrow(InvalidCursor);
  });

  it.each(['2024-02-29 23:59:59.999999+00', '2026-11-23 10:00:00+05:30', '1999-12-31 00:00:00-03'])(
    'accepts PostgreSQL’s printed form %p',
    (createdAt) => {
      expect(decodeCursor(cursorOf([createdAt, nilUuid]))).toEqual({ createdAt, id: nilUuid });
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
    expect(() => decodeCursor(cursor)).toThrow(InvalidCursor);
  });
});
