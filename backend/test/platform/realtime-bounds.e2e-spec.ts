import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { sessionCookie, signUp } from '../factories/users';
import { createTestApp } from '../support/test-app';

type Opened = { socket: WebSocket; closed: Promise<number> };

/** Opens /ws and waits for the server's first word: the `connected` event, a close, or a refused handshake. */
function open(url: string, headers: Record<string, string>): Promise<Opened | { refusedWith: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const closed = new Promise<number>((resolveClose) => socket.once('close', (code) => resolveClose(code)));
    socket.once('unexpected-response', (_request, response) => resolve({ refusedWith: response.statusCode ?? 0 }));
    socket.once('message', () => resolve({ socket, closed }));
    socket.once('close', () => resolve({ socket, closed }));
    socket.once('error', (error) => (error.message.includes('Unexpected server response') ? undefined : reject(error)));
  });
}

function opened(result: Opened | { refusedWith: number }): Opened {
  if ('refusedWith' in result) throw new Error(`handshake refused with ${result.refusedWith}`);
  return result;
}

describe('/ws bounds: origin, message size, sockets per user, message rate', () => {
  let app: NestExpressApplication;
  let origin: string;
  let wsUrl: string;

  beforeAll(async () => {
    app = await createTestApp({ WS_MAX_MESSAGE_BYTES: '1024', WS_MAX_SOCKETS_PER_USER: '2', WS_MESSAGES_PER_MINUTE: '5' });
    await app.listen(0, '127.0.0.1');
    const port = (app.getHttpServer().address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
    wsUrl = `ws://127.0.0.1:${port}/ws`;
  });
  afterAll(() => app.close());

  async function signedInCookie(): Promise<string> {
    return sessionCookie(app, await signUp(app));
  }

  it('refuses the handshake from another site’s page (7), before any socket exists', async () => {
    const cookie = await signedInCookie();
    expect(await open(wsUrl, { Cookie: cookie, Origin: 'http://evil.example' })).toEqual({ refusedWith: 403 });
    expect(await open(wsUrl, { Cookie: cookie, Origin: origin.replace(/:\d+$/, ':1') })).toEqual({ refusedWith: 403 });
    const own = opened(await open(wsUrl, { Cookie: cookie, Origin: origin }));
    expect(own.socket.readyState).toBe(WebSocket.OPEN);
    own.socket.close();
  });

  it('closes a socket that sends a message over the limit (8) with 1009, without buffering it', async () => {
    const cookie = await signedInCookie();
    const { socket, closed } = opened(await open(wsUrl, { Cookie: cookie, Origin: origin }));
    socket.send(Buffer.alloc(5 * 1024 * 1024, 1));
    expect(await closed).toBe(1009);
    const again = opened(await open(wsUrl, { Cookie: cookie, Origin: origin }));
    expect(again.socket.readyState).toBe(WebSocket.OPEN);
    again.socket.close();
  });

  it('holds at most WS_MAX_SOCKETS_PER_USER sockets per user (8): one more is closed with 4409', async () => {
    const cookie = await signedInCookie();
    const first = opened(await open(wsUrl, { Cookie: cookie, Origin: origin }));
    const second = opened(await open(wsUrl, { Cookie: cookie, Origin: origin }));
    const third = opened(await open(wsUrl, { Cookie: cookie, Origin: origin }));
    expect(await third.closed).toBe(4409);
    expect([first.socket.readyState, second.socket.readyState]).toEqual([WebSocket.OPEN, WebSocket.OPEN]);

    const otherUser = opened(await open(wsUrl, { Cookie: await signedInCookie(), Origin: origin }));
    expect(otherUser.socket.readyState).toBe(WebSocket.OPEN);

    first.socket.close();
    await first.closed;
    const replacement = opened(await open(wsUrl, { Cookie: cookie, Origin: origin }));
    expect(replacement.socket.readyState).toBe(WebSocket.OPEN);
    for (const socket of [second.socket, otherUser.socket, replacement.socket]) socket.close();
  });

  it('closes a socket that sends more than WS_MESSAGES_PER_MINUTE messages (8) with 4429', async () => {
    const { socket, closed } = opened(await open(wsUrl, { Cookie: await signedInCookie(), Origin: origin }));
    for (let message = 0; message < 6; message++) socket.send('{"event":"ping"}');
    expect(await closed).toBe(4429);
  });
});
