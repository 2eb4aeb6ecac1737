import { toPrefixTsQuery } from './search-words';

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
