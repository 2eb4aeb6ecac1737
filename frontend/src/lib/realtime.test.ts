import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWebSocket } from '../test/web-socket';
import { renderHook } from '@testing-library/react';
import { CLOSE_NOT_SIGNED_IN, RECONNECT_DELAY_MS, reopenForNewSession, subscribe, useSessionEnded } from './realtime';
import type { ServerEvent, ServerEventContext } from './realtime';

describe('the shared socket', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reopens 3 seconds after closing, and says which `connected` follows a reconnect', () => {
    vi.useFakeTimers();
    const sockets = stubWebSocket();
    const received: [ServerEvent['type'], ServerEventContext][] = [];
    const unsubscribe = subscribe((event, context) => received.push([event.type, context]));

    sockets.push({ type: 'connected', userId: 'u1' });
    sockets.push({
      type: 'message_read',
      conversationId: 'c1',
      readerId: 'u1',
      lastReadMessageId: 'm1',
      readAt: '2026-11-20T10:00:00.000Z',
    });
    sockets.closeAll();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(sockets.count()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(sockets.count()).toBe(1);
    sockets.push({ type: 'connected', userId: 'u1' });

    expect(received).toEqual([
      ['connected', { reconnected: false }],
      ['message_read', { reconnected: false }],
      ['connected', { reconnected: true }],
    ]);
    unsubscribe();
    expect(sockets.count()).toBe(0);
  });

  it('stays closed when the server ends the session (4401), and opens again for the next subscriber', () => {
    vi.useFakeTimers();
    const sockets = stubWebSocket();
    const unsubscribe = subscribe(() => undefined);
    sockets.push({ type: 'connected', userId: 'u1' });

    sockets.closeAll(CLOSE_NOT_SIGNED_IN);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 10);
    expect(sockets.count()).toBe(0);

    const unsubscribeAfterSignIn = subscribe(() => undefined);
    expect(sockets.count()).toBe(1);
    unsubscribeAfterSignIn();
    unsubscribe();
    expect(sockets.count()).toBe(0);
  });

  it('opens again after a 4401 when the tab is still signed in under a new session id, once, and not without subscribers', () => {
    vi.useFakeTimers();
    const sockets = stubWebSocket();
    const unsubscribe = subscribe(() => undefined);
    sockets.closeAll(CLOSE_NOT_SIGNED_IN);
    expect(sockets.count()).toBe(0);

    reopenForNewSession();
    reopenForNewSession();
    expect(sockets.count()).toBe(1);
    unsubscribe();
    expect(sockets.count()).toBe(0);
    reopenForNewSession();
    expect(sockets.count()).toBe(0);
  });

  it('tells the screens when the server ends the session, not when the socket closes for another reason', () => {
    vi.useFakeTimers();
    const sockets = stubWebSocket();
    const onEnded = vi.fn();
    const hook = renderHook(() => useSessionEnded(onEnded));
    const unsubscribe = subscribe(() => undefined);

    sockets.closeAll(1006);
    expect(onEnded).not.toHaveBeenCalled();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    sockets.closeAll(CLOSE_NOT_SIGNED_IN);
    expect(onEnded).toHaveBeenCalledTimes(1);

    unsubscribe();
    hook.unmount();
  });
});
