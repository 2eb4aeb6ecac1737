import { onTestFinished, vi } from 'vitest';
import type { ServerEvent } from '../lib/realtime';

/** A socket that never connects: the test pushes the server's events itself. */
class FakeWebSocket extends EventTarget {
  static open = new Set<FakeWebSocket>();

  constructor(readonly url: string) {
    super();
    FakeWebSocket.open.add(this);
  }

  close(code = 1005) {
    if (!FakeWebSocket.open.delete(this)) return;
    this.dispatchEvent(new CloseEvent('close', { code }));
  }
}

/**
 * Replaces WebSocket for the current test: `push` delivers a server event to the open socket(s),
 * `closeAll` drops them as a lost connection would (or as the server does, with its close code),
 * `count` says how many are open.
 */
export function stubWebSocket() {
  FakeWebSocket.open.clear();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    push(event: ServerEvent) {
      for (const socket of FakeWebSocket.open) socket.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(event) }));
    },
    closeAll(code?: number) {
      for (const socket of [...FakeWebSocket.open]) socket.close(code);
    },
    count: () => FakeWebSocket.open.size,
  };
}
