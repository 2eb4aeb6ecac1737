import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import WebSocket from 'ws';
import { randomUUID } from 'node:crypto';
import { NOTIFICATION } from '../../src/contexts/notifications/application/server-events';
import { EVENT_MEMORY_MS, RealtimeBus } from '../../src/platform/realtime/realtime-bus';
import { CONNECTED } from '../../src/platform/realtime/realtime-event';
import { sessionCookie, signUp } from '../factories/users';
import { createTestApp, OWN_NAVIGATION } from '../support/test-app';

type Outcome = { messages: Record<string, unknown>[]; closeCode: number | null };

/** Opens /ws, collects what arrives until the socket closes or `untilMessages` arrive. */
function connect(
  port: number,
  options: { cookie?: string; query?: string; untilMessages?: number },
): Promise<Outcome & { socket: WebSocket }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws${options.query ?? ''}`, {
      headers: options.cookie ? { Cookie: options.cookie } : {},
    });
    const outcome: Outcome = { messages: [], closeCode: null };
    socket.on('message', (data) => {
      outcome.messages.push(JSON.parse(data.toString()));
      if (outcome.messages.length === options.untilMessages) resolve({ ...outcome, socket });
    });
    socket.on('close', (code) => resolve({ ...outcome, closeCode: code, socket }));
    socket.on('error', reject);
  });
}

describe('WebSocket endpoint /ws', () => {
  let app: NestExpressApplication;
  let port: number;
  let startedAt: number;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
    startedAt = Date.now();
  });
  afterAll(() => app.close());

  async function signedInCookie(): Promise<{ cookie: string; userId: string }> {
    const user = await signUp(app);
    return { cookie: await sessionCookie(app, user), userId: user.id };
  }

  it('refuses a socket without a session', async () => {
    const outcome = await connect(port, {});
    expect(outcome.closeCode).toBe(4401);
    expect(outcome.messages).toEqual([]);
  });

  it('refuses a socket that claims another user’s id', async () => {
    const { cookie } = await signedInCookie();
    const outcome = await connect(port, { cookie, query: '?userId=00000000-0000-4000-8000-000000000000' });
    expect(outcome.closeCode).toBe(4403);
  });

  it('accepts the signed-in user and pushes their events to them only', async () => {
    const alice = await signedInCookie();
    const bob = await signedInCookie();
    const aliceSocket = await connect(port, { cookie: alice.cookie, query: `?userId=${alice.userId}`, untilMessages: 1 });
    const bobSocket = await connect(port, { cookie: bob.cookie, untilMessages: 1 });
    expect(aliceSocket.messages).toEqual([{ type: 'connected', userId: alice.userId }]);

    const next = new Promise<Record<string, unknown>>((resolve) =>
      aliceSocket.socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
    );
    const bobReceived: unknown[] = [];
    bobSocket.socket.on('message', (data) => bobReceived.push(JSON.parse(data.toString())));
    app.get(RealtimeBus).sendHere(alice.userId, CONNECTED, { userId: alice.userId });
    expect(await next).toEqual({ type: 'connected', userId: alice.userId });
    expect(bobReceived).toEqual([]);

    aliceSocket.socket.close();
    bobSocket.socket.close();
  });

  it("tells a drawn page's tab whether an event for its user was published since the page was drawn", async () => {
    const alice = await signedInCookie();
    const bob = await signedInCookie();
    const connectedSince = async (user: { cookie: string }, since: string) => {
      const outcome = await connect(port, { cookie: user.cookie, query: `?since=${since}`, untilMessages: 1 });
      outcome.socket.close();
      return outcome.messages[0];
    };
    // The bus has heard every publish since it started (plus the clocks' allowed skew, a second).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + 1_100 - Date.now())));
    const drawnAt = Date.now();
    expect(await connectedSince(alice, String(drawnAt))).toEqual({ type: 'connected', userId: alice.userId, missedSince: false });

    await app.get(RealtimeBus).publish([alice.userId], NOTIFICATION, { notificationId: randomUUID() });
    // Heard over PostgreSQL's channel, as on every instance: the answer changes once it arrives.
    let answer: Record<string, unknown> | undefined;
    for (let attempt = 0; attempt < 50 && answer?.missedSince !== true; attempt += 1) {
      answer = await connectedSince(alice, String(drawnAt));
      if (answer.missedSince !== true) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answer).toEqual({ type: 'connected', userId: alice.userId, missedSince: true });
    expect(await connectedSince(bob, String(drawnAt))).toEqual({ type: 'connected', userId: bob.userId, missedSince: false });
    // A page drawn well after the event is current; one older than the bus remembers, or a time it cannot read, is not.
    expect((await connectedSince(alice, String(Date.now() + 2_000))).missedSince).toBe(false);
    expect((await connectedSince(bob, String(drawnAt - EVENT_MEMORY_MS))).missedSince).toBe(true);
    for (const since of ['', 'soon', '1e400', '-1']) expect((await connectedSince(bob, since)).missedSince).toBe(true);
  });

  it('stops accepting a cookie once its session is logged out', async () => {
    const { cookie } = await signedInCookie();
    await request(app.getHttpServer()).get('/api/logout').set('Cookie', cookie).set(OWN_NAVIGATION).expect(302);
    expect((await connect(port, { cookie })).closeCode).toBe(4401);
  });
});
