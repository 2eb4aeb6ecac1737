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

  it.each(['', 'garbage', Buffer.from('{}').toString('base64url'), Buffer.from('["not a date","0b7e9a3c-3f0c-4c1e-9a47-2a1d7f0c9b11"]').toString('base64url'), Buffer.from('["2026-01-01","not-a-uuid"]').toString('base64url')])(
    'refuses %p',
    (cursor) => {
      expect(() => decodeCursor(cursor)).toThrow(InvalidCursor);
    },
  );
});
