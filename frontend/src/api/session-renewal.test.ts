import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiTransport, unwrap } from './client';
import { isApiError } from './errors';
import { RENEWAL_WAIT_MS, renewsSession } from './session-renewal';

const renewed = () =>
  new Response(JSON.stringify({ statusCode: 401, code: 'AUTH.SESSION_ENDED', message: 'Replaced', details: { reason: 'renewed' } }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });
const signedOut = () =>
  new Response(JSON.stringify({ statusCode: 401, code: 'AUTH.SESSION_ENDED', message: 'Signed out', details: { reason: 'signed_out' } }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('a call refused because this browser renewed its session', () => {
  const realFetch = apiTransport.fetch;
  const sent: { url: string; body: string }[] = [];
  let answers: (() => Response)[];

  beforeEach(() => {
    sent.length = 0;
    apiTransport.fetch = async (request) => {
      sent.push({ url: new URL(request.url).pathname, body: await request.text() });
      return answers.shift()!();
    };
  });
  afterEach(() => {
    apiTransport.fetch = realFetch;
    vi.useRealTimers();
  });

  it('goes again, body and all, once this tab’s renewing call has answered', async () => {
    let answerRenewal!: (value: string) => void;
    const renewal = renewsSession(new Promise<string>((resolve) => (answerRenewal = resolve)));
    answers = [renewed, () => ok({ id: 'thread' })];
    const call = unwrap(api.POST('/api/messages', { body: { receiverId: 'u', content: 'Hello' } as never }));
    await waitFor(() => expect(sent).toHaveLength(1));
    answerRenewal('new cookie');
    await renewal;
    await expect(call).resolves.toEqual({ id: 'thread' });
    expect(sent.map((request) => request.url)).toEqual(['/api/messages', '/api/messages']);
    expect(sent[1].body).toBe(sent[0].body);
  });

  it('waits a moment for another tab’s renewal, then goes again', async () => {
    vi.useFakeTimers();
    answers = [renewed, () => ok({ id: 'me' })];
    const call = unwrap(api.GET('/api/auth/user'));
    await vi.advanceTimersByTimeAsync(RENEWAL_WAIT_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toEqual({ id: 'me' });
    expect(sent).toHaveLength(2);
  });

  it('goes only once more: a second refusal is the caller’s to handle', async () => {
    vi.useFakeTimers();
    answers = [renewed, renewed];
    const call = unwrap(api.GET('/api/auth/user')).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(RENEWAL_WAIT_MS);
    const error = await call;
    expect(isApiError(error, 401)).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('leaves every other refusal alone', async () => {
    answers = [signedOut];
    const error = await unwrap(api.GET('/api/auth/user')).catch((failure: unknown) => failure);
    expect(isApiError(error, 401)).toBe(true);
    expect(sent).toHaveLength(1);
  });
});
