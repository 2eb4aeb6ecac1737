import { onTestFinished, vi } from 'vitest';
import type { ServerEvent } from '../lib/realtime';

/** A socket that never connects: the test pushes the server's events itself. */
class FakeWebSocket extends EventTarget {
  static open = new Set<FakeWebSocket>();

  constructor(readonly url: string) {
    super();
    FakeWebSocket.open.add(this);
  }

  close() {
    if (!FakeWebSocket.open.delete(this)) return;
    this.dispatchEvent(new Event('close'));
  }
}

/**
 * Replaces WebSocket for the current test: `push` delivers a server event to the open socket(s),
 * `closeAll` drops them as a lost connection would, `count` says how many are open.
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
    closeAll() {
      for (const socket of [...FakeWebSocket.open]) socket.close();
    },
    count: () => FakeWebSocket.open.size,
  };
}
