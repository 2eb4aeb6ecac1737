import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_RETRY_MAX_MS } from './busy-retry';
import { api, apiTransport, unwrap } from './client';
import { isApiError } from './errors';

const busy =
  (retryAfter: string, code = 'SERVER_BUSY') =>
  () =>
    new Response(JSON.stringify({ statusCode: 503, code, message: 'The server is busy. Please try again in a moment.' }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
    });
const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('a call the server refused as busy', () => {
  const realFetch = apiTransport.fetch;
  const sent: { url: string; body: string }[] = [];
  let answers: (() => Response)[];

  beforeEach(() => {
    sent.length = 0;
    vi.useFakeTimers();
    // The longest of the random waits, so each test knows when the second call goes.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    apiTransport.fetch = async (request) => {
      sent.push({ url: new URL(request.url).pathname, body: await request.text() });
      return answers.shift()!();
    };
  });
  afterEach(() => {
    apiTransport.fetch = realFetch;
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('goes again, body and all, after the wait the server asked for and not before', async () => {
    answers = [busy('1'), ok({ id: 'thread' })];
    const call = unwrap(api.POST('/api/messages', { body: { receiverId: 'u', content: 'Hello' } as never }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    await expect(call).resolves.toEqual({ id: 'thread' });
    expect(sent.map((request) => request.url)).toEqual(['/api/messages', '/api/messages']);
    expect(sent[1].body).toBe(sent[0].body);
  });

  it('goes only once more: a second refusal reaches the caller with the server’s message', async () => {
    answers = [busy('1'), busy('1')];
    const call = unwrap(api.GET('/api/jobs')).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1500);
    const error = await call;
    expect(isApiError(error, 503) && error.body?.message).toBe('The server is busy. Please try again in a moment.');
    expect(sent).toHaveLength(2);
  });

  it('does not wait out a longer wait, nor retry any other 503', async () => {
    answers = [busy(String(BUSY_RETRY_MAX_MS / 1000 + 1))];
    const long = await unwrap(api.GET('/api/jobs')).catch((error: unknown) => error);
    expect(isApiError(long, 503) && long.retryAfterSeconds).toBe(3);
    answers = [busy('1', 'SERVICE_UNAVAILABLE')];
    const down = await unwrap(api.GET('/api/jobs')).catch((error: unknown) => error);
    expect(isApiError(down, 503)).toBe(true);
    expect(sent).toHaveLength(2);
  });
});
