import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, scriptApiTransport, type ScriptedTransport } from '../test/fetch';
import { api, unwrap } from './client';
import { isApiError } from './errors';
import { RENEWAL_WAIT_MS, renewsSession } from './session-renewal';

const ended = (reason: string, message: string) => () =>
  jsonResponse({ statusCode: 401, code: 'AUTH.SESSION_ENDED', message, details: { reason } }, 401);
const renewed = ended('renewed', 'Replaced');
const signedOut = ended('signed_out', 'Signed out');
const ok = (body: unknown) => jsonResponse(body);

describe('a call refused because this browser renewed its session', () => {
  let transport: ScriptedTransport;

  beforeEach(() => {
    transport = scriptApiTransport();
  });
  afterEach(() => {
    transport.restore();
    vi.useRealTimers();
  });

  it('goes again, body and all, once this tab’s renewing call has answered', async () => {
    let answerRenewal!: (value: string) => void;
    const renewal = renewsSession(new Promise<string>((resolve) => (answerRenewal = resolve)));
    transport.answers = [renewed, () => ok({ id: 'thread' })];
    const call = unwrap(api.POST('/api/messages', { body: { receiverId: 'u', content: 'Hello' } as never }));
    await waitFor(() => expect(transport.sent).toHaveLength(1));
    answerRenewal('new cookie');
    await renewal;
    await expect(call).resolves.toEqual({ id: 'thread' });
    expect(transport.sent.map((request) => request.url)).toEqual(['/api/messages', '/api/messages']);
    expect(transport.sent[1].body).toBe(transport.sent[0].body);
  });

  it('waits a moment for another tab’s renewal, then goes again', async () => {
    vi.useFakeTimers();
    transport.answers = [renewed, () => ok({ id: 'me' })];
    const call = unwrap(api.GET('/api/auth/user'));
    await vi.advanceTimersByTimeAsync(RENEWAL_WAIT_MS - 1);
    expect(transport.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toEqual({ id: 'me' });
    expect(transport.sent).toHaveLength(2);
  });

  it('goes only once more: a second refusal is the caller’s to handle', async () => {
    vi.useFakeTimers();
    transport.answers = [renewed, renewed];
    const call = unwrap(api.GET('/api/auth/user')).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(RENEWAL_WAIT_MS);
    const error = await call;
    expect(isApiError(error, 401)).toBe(true);
    expect(transport.sent).toHaveLength(2);
  });

  it('leaves every other refusal alone', async () => {
    transport.answers = [signedOut];
    const error = await unwrap(api.GET('/api/auth/user')).catch((failure: unknown) => failure);
    expect(isApiError(error, 401)).toBe(true);
    expect(transport.sent).toHaveLength(1);
  });
});
