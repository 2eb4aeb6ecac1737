import { ConcurrencyLimit, TooManyAtOnce } from './concurrency-limit';

describe('ConcurrencyLimit', () => {
  it('lets `limit` in, refuses one more at once, and takes one again when a place is given back (once)', () => {
    const limit = new ConcurrencyLimit(2, 'downloads');
    const first = limit.enter();
    const second = limit.enter();
    expect(() => limit.enter()).toThrow(TooManyAtOnce);
    first();
    first();
    const third = limit.enter();
    expect(() => limit.enter()).toThrow('Too many downloads are being prepared right now. Please try again in a minute.');
    second();
    third();
    expect(() => limit.enter()).not.toThrow();
  });
});
