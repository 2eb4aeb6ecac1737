import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, scriptApiTransport, type ScriptedTransport } from '../test/fetch';
import { BUSY_RETRY_MAX_MS } from './busy-retry';
import { api, unwrap } from './client';
import { isApiError } from './errors';

const busy =
  (retryAfter: string, code = 'SERVER_BUSY') =>
  () =>
    jsonResponse({ statusCode: 503, code, message: 'The server is busy. Please try again in a moment.' }, 503, {
      'Retry-After': retryAfter,
    });
const ok = (body: unknown) => () => jsonResponse(body);

describe('a call the server refused as busy', () => {
  let transport: ScriptedTransport;

  beforeEach(() => {
    vi.useFakeTimers();
    // The longest of the random waits, so each test knows when the second call goes.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    transport = scriptApiTransport();
  });
  afterEach(() => {
    transport.restore();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('goes again, body and all, after the wait the server asked for and not before', async () => {
    transport.answers = [busy('1'), ok({ id: 'thread' })];
    const call = unwrap(api.POST('/api/messages', { body: { receiverId: 'u', content: 'Hello' } as never }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(transport.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    await expect(call).resolves.toEqual({ id: 'thread' });
    expect(transport.sent.map((request) => request.url)).toEqual(['/api/messages', '/api/messages']);
    expect(transport.sent[1].body).toBe(transport.sent[0].body);
  });

  it('goes only once more: a second refusal reaches the caller with the server’s message', async () => {
    transport.answers = [busy('1'), busy('1')];
    const call = unwrap(api.GET('/api/jobs')).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1500);
    const error = await call;
    expect(isApiError(error, 503) && error.body?.message).toBe('The server is busy. Please try again in a moment.');
    expect(transport.sent).toHaveLength(2);
  });

  it('does not wait out a longer wait, nor retry any other 503', async () => {
    transport.answers = [busy(String(BUSY_RETRY_MAX_MS / 1000 + 1))];
    const long = await unwrap(api.GET('/api/jobs')).catch((error: unknown) => error);
    expect(isApiError(long, 503) && long.retryAfterSeconds).toBe(3);
    transport.answers = [busy('1', 'SERVICE_UNAVAILABLE')];
    const down = await unwrap(api.GET('/api/jobs')).catch((error: unknown) => error);
    expect(isApiError(down, 503)).toBe(true);
    expect(transport.sent).toHaveLength(2);
  });
});
