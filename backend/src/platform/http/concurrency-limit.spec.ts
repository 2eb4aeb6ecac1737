import { toErrorBody } from '../errors/error-mapping';
import { ConcurrencyLimit, TooManyAtOnce } from './concurrency-limit';
import { ServerBusy } from './load-shedding';

describe('ConcurrencyLimit', () => {
  it('lets `limit` in, refuses one more at once, and takes one again when a place is given back (once)', () => {
    const limit = new ConcurrencyLimit(2, () => new TooManyAtOnce('downloads'));
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

  it('runs an operation in a place, refuses one more before it starts, and frees the place however the operation ends', async () => {
    const limit = new ConcurrencyLimit(1, () => new ServerBusy());
    let finish!: () => void;
    const running = limit.run(() => new Promise<void>((resolve) => (finish = resolve)));
    let started = false;
    await expect(limit.run(async () => (started = true))).rejects.toThrow(ServerBusy);
    expect(started).toBe(false);
    finish();
    await running;
    await expect(limit.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(limit.current).toBe(0);
    await expect(limit.run(async () => 'served')).resolves.toBe('served');
  });

  it('answers both refusals 503 with their own wait', () => {
    expect(toErrorBody(new TooManyAtOnce('downloads'))).toMatchObject({ statusCode: 503, code: 'TOO_MANY_AT_ONCE' });
    expect(new TooManyAtOnce('downloads').retryAfterSeconds).toBe(60);
    expect(toErrorBody(new ServerBusy())).toMatchObject({ statusCode: 503, code: 'SERVER_BUSY' });
    expect(new ServerBusy().retryAfterSeconds).toBe(1);
  });
});
