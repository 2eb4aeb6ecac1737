import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import WebSocket from 'ws';
import { PostgresSessionStore } from '../../src/platform/auth/postgres-session.store';
import { SessionSettings } from '../../src/platform/auth/session-settings';
import { SessionTermination } from '../../src/platform/auth/session-termination';
import { Member, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { sendMessage } from '../factories/messages';
import { sessionCookie, signInBody } from '../factories/users';
import { validLookingValue } from '../support/fuzz/malformed-requests';
import { Operation, readOperations } from '../support/fuzz/openapi-operations';
import { LiveSocket } from '../support/live-socket';
import { sql } from '../support/sql';
import { createTestApp, OWN_NAVIGATION } from '../support/test-app';

/** How long an ended session's socket may stay open in these tests: the requirement is a second or two; this allows for a loaded machine. */
const CLOSE_BOUND_MS = 5_000;
const PUSH_BOUND_MS = 2_000;
const SESSION_ENDED = { code: 4401, reason: expect.stringMatching(/^Session ended/) };

async function listening(app: NestExpressApplication): Promise<NestExpressApplication> {
  await app.listen(0, '127.0.0.1');
  return app;
}

/** The session id a `marketplace.sid=s:<id>.<signature>` cookie names. */
function sessionIdOf(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
    .slice(2)
    .split('.')[0];
}

/** Sends `receiver` a direct message and waits until `witness` (a socket of either participant that must get it) has it. */
async function privateMessage(sender: Member, receiver: Member, witness: LiveSocket): Promise<string> {
  const sent = await sendMessage(sender, receiver.id, 'for the receiver only');
  await witness.waitFor('new_message', (event) => (event.message as { id: string }).id === sent.id, PUSH_BOUND_MS);
  return sent.id;
}

function receivedMessageIds(socket: LiveSocket): string[] {
  return socket.events.filter((event) => event.type === 'new_message').map((event) => (event.message as { id: string }).id);
}

async function closeAll(sockets: LiveSocket[]): Promise<void> {
  await Promise.all(sockets.map((socket) => socket.close()));
}

describe('Ending a session closes the sockets it opened', () => {
  let app: NestExpressApplication;
  let member: Member;
  let sender: Member;

  beforeAll(async () => {
    app = await listening(await createTestApp());
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    member = await signUpFreelancer(app);
    sender = await signUpClient(app);
  });

  const endings: [string, (cookie: string) => Promise<unknown>][] = [
    ['POST /api/auth/logout', (cookie) => request(app.getHttpServer()).post('/api/auth/logout').set('Cookie', cookie).expect(204)],
    [
      'GET /api/logout from the app',
      (cookie) => request(app.getHttpServer()).get('/api/logout').set('Cookie', cookie).set(OWN_NAVIGATION).expect(302),
    ],
    [
      'signing in again from the same browser (the old session id is replaced)',
      (cookie) =>
        request(app.getHttpServer())
          .post('/api/auth/login')
          .set('Cookie', cookie)
          .send({ email: member.email, password: member.password })
          .expect(200),
    ],
    [
      'a request after the session’s absolute lifetime',
      async (cookie) => {
        const longAgo = Date.now() - app.get(SessionSettings).absoluteLifetimeMs - 1_000;
        await sql(app, `update http_sessions set data = jsonb_set(data, '{signedInAt}', to_jsonb(?::bigint)) where sid = ?`, [
          longAgo,
          sessionIdOf(cookie),
        ]);
        await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie).expect(401);
      },
    ],
    [
      'the session store’s destroy',
      (cookie) => new Promise((resolve) => app.get(PostgresSessionStore).destroy(sessionIdOf(cookie), resolve)),
    ],
  ];

  it.each(endings)(
    '%s: that session’s sockets close (4401) and hear nothing more; the user’s other session keeps its socket',
    async (_, end) => {
      const ended = await sessionCookie(app, member);
      const kept = await sessionCookie(app, member);
      const endedSockets = [await LiveSocket.open(app, ended), await LiveSocket.open(app, ended)];
      const keptSocket = await LiveSocket.open(app, kept);
      try {
        await end(ended);
        for (const socket of endedSockets) expect(await socket.closedWithin(CLOSE_BOUND_MS)).toEqual(SESSION_ENDED);

        const afterwards = await privateMessage(sender, member, keptSocket);
        expect(keptSocket.socket.readyState).toBe(WebSocket.OPEN);
        for (const socket of endedSockets) expect(receivedMessageIds(socket)).not.toContain(afterwards);

        const reopened = LiveSocket.connect(app, ended);
        expect(await reopened.closedWithin(CLOSE_BOUND_MS)).toEqual({ code: 4401, reason: expect.stringMatching(/^Session ended: /) });
      } finally {
        await closeAll([...endedSockets, keptSocket]);
      }
    },
  );

  it('closes a socket when its session idles past its timeout, and not the user’s other session’s', async () => {
    const expiring = await sessionCookie(app, member);
    const kept = await LiveSocket.open(app, await sessionCookie(app, member));
    await sql(app, `update http_sessions set expires_at = now() + interval '2 seconds' where sid = ?`, [sessionIdOf(expiring)]);
    const socket = await LiveSocket.open(app, expiring);
    try {
      expect(await socket.closedWithin(10_000)).toEqual(SESSION_ENDED);
      const afterwards = await privateMessage(sender, member, kept);
      expect(receivedMessageIds(socket)).not.toContain(afterwards);
    } finally {
      await closeAll([socket, kept]);
    }
  });

  it('closes a socket when its session reaches its absolute lifetime', async () => {
    const cookie = await sessionCookie(app, member);
    const almostOver = Date.now() - app.get(SessionSettings).absoluteLifetimeMs + 2_000;
    await sql(app, `update http_sessions set data = jsonb_set(data, '{signedInAt}', to_jsonb(?::bigint)) where sid = ?`, [
      almostOver,
      sessionIdOf(cookie),
    ]);
    const socket = await LiveSocket.open(app, cookie);
    try {
      expect(await socket.closedWithin(10_000)).toEqual(SESSION_ENDED);
    } finally {
      await socket.close();
    }
  });

  it('keeps the socket of a session whose idle timeout moved on (it was used) past the end it was opened with', async () => {
    const cookie = await sessionCookie(app, member);
    await sql(app, `update http_sessions set expires_at = now() + interval '3 seconds' where sid = ?`, [sessionIdOf(cookie)]);
    const socket = await LiveSocket.open(app, cookie);
    try {
      await sql(app, `update http_sessions set expires_at = now() + interval '1 hour' where sid = ?`, [sessionIdOf(cookie)]);
      // Past the end the socket was opened with (and the read again at that moment).
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      expect(socket.socket.readyState).toBe(WebSocket.OPEN);
      await privateMessage(sender, member, socket);
    } finally {
      await socket.close();
    }
  });

  it('ends every session of a user but one, then all of them: their sockets close, HTTP with them; nobody else’s', async () => {
    const cookies = [await sessionCookie(app, member), await sessionCookie(app, member), await sessionCookie(app, member)];
    const [current, ...others] = cookies;
    const currentSocket = await LiveSocket.open(app, current);
    const otherSockets = await Promise.all(others.map((cookie) => LiveSocket.open(app, cookie)));
    const bystander = await LiveSocket.open(app, await sessionCookie(app, sender));
    const termination = app.get(SessionTermination);
    try {
      // The two above, and the one signUp opened for member.agent.
      expect(await termination.endUserSessions(member.id, 'signed_out_elsewhere', { exceptSessionId: sessionIdOf(current) })).toBe(3);
      for (const socket of otherSockets) expect(await socket.closedWithin(CLOSE_BOUND_MS)).toEqual(SESSION_ENDED);
      await member.agent.get('/api/auth/user').expect(401);
      await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', current).expect(200);
      await privateMessage(sender, member, currentSocket);

      expect(await termination.endUserSessions(member.id, 'signed_out')).toBe(1);
      expect(await currentSocket.closedWithin(CLOSE_BOUND_MS)).toEqual(SESSION_ENDED);
      await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', current).expect(401);
      // The sender is a participant: their own socket hears the message, the ended one does not.
      const afterwards = await privateMessage(sender, member, bystander);
      expect(receivedMessageIds(currentSocket)).not.toContain(afterwards);
    } finally {
      await closeAll([currentSocket, ...otherSockets, bystander]);
    }
  });
});

describe('A session row deleted by anything else (a lost signal, by hand)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await listening(await createTestApp({ WS_SESSION_CHECK_SECONDS: '1' }));
  });
  afterAll(() => app.close());

  it('closes its sockets at the next periodic check; the user’s other session keeps its socket', async () => {
    const member = await signUpFreelancer(app);
    const sender = await signUpClient(app);
    const deleted = await sessionCookie(app, member);
    const socket = await LiveSocket.open(app, deleted);
    const kept = await LiveSocket.open(app, await sessionCookie(app, member));
    try {
      await sql(app, 'delete from http_sessions where sid = ?', [sessionIdOf(deleted)]);
      expect(await socket.closedWithin(CLOSE_BOUND_MS)).toEqual(SESSION_ENDED);
      const afterwards = await privateMessage(sender, member, kept);
      expect(receivedMessageIds(socket)).not.toContain(afterwards);
    } finally {
      await closeAll([socket, kept]);
    }
  });
});

// Read when the suite is collected, so a new endpoint in the document is swept with no edit here.
const openApi = readOperations();

describe('Every documented operation that ends the caller’s session closes the sockets that session opened', () => {
  type Kind = 'freelancer' | 'admin';
  type Actor = { member: Member; cookie: string; socket: LiveSocket };
  let app: NestExpressApplication;
  let actors: Record<Kind, Actor>;
  const endedBy: string[] = [];

  async function newActor(kind: Kind): Promise<Actor> {
    const member = kind === 'admin' ? await signUpAdmin(app) : await signUpFreelancer(app);
    const cookie = await sessionCookie(app, member);
    return { member, cookie, socket: await LiveSocket.open(app, cookie) };
  }

  /** A request the operation would accept as far as its document tells; sign-in bodies carry the actor's own credentials, so they really sign in. */
  async function wellFormedCall(operation: Operation, actor: Actor) {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String(validLookingValue(openApi, operation.pathParameters.find((parameter) => parameter.name === name)?.schema))),
    );
    const call = request(app.getHttpServer())[operation.method as 'get'](path).set('Cookie', actor.cookie).set(OWN_NAVIGATION);
    if (!operation.jsonBody) return call;
    const body = validLookingValue(openApi, operation.jsonBody) as Record<string, unknown>;
    if ('email' in body && 'password' in body) Object.assign(body, await signInBody(app, actor.member));
    return call.send(body);
  }

  beforeAll(async () => {
    app = await listening(await createTestApp());
    actors = { freelancer: await newActor('freelancer'), admin: await newActor('admin') };
  }, 60_000);
  afterAll(async () => {
    await closeAll(Object.values(actors).map((actor) => actor.socket));
    await app.close();
  });

  it.each(openApi.operations.map((operation) => [operation.name, operation] as const))(
    '%s',
    async (_name, operation) => {
      for (const kind of ['freelancer', 'admin'] as const) {
        const actor = actors[kind];
        await wellFormedCall(operation, actor);
        const stillSignedIn = (await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', actor.cookie)).status === 200;
        if (stillSignedIn) {
          expect(actor.socket.socket.readyState).toBe(WebSocket.OPEN);
          continue;
        }
        expect(await actor.socket.closedWithin(CLOSE_BOUND_MS)).toEqual(SESSION_ENDED);
        endedBy.push(`${operation.name} as ${kind}`);
        actors[kind] = await newActor(kind);
      }
    },
    60_000,
  );

  it('met the operations known to end a session (the sweep is not empty)', () => {
    expect(endedBy).toEqual(
      expect.arrayContaining([
        'POST /api/auth/logout as freelancer',
        'POST /api/auth/logout as admin',
        'GET /api/logout as freelancer',
        'POST /api/auth/login as admin',
      ]),
    );
  });
});

// Across instances the signal is PostgreSQL LISTEN/NOTIFY; the embedded database serves one
// instance by design (its in-process path is covered above), so this runs on a server only.
if (process.env.TEST_DATABASE_EMBEDDED !== '1') {
  describe('Ending a session on one instance closes its sockets on another', () => {
    let instanceA: NestExpressApplication;
    let instanceB: NestExpressApplication;
    let member: Member;
    let sender: Member;

    beforeAll(async () => {
      instanceA = await listening(await createTestApp());
      instanceB = await listening(await createTestApp({ OUTBOX_RELAY_ENABLED: 'false' }));
    });
    afterAll(async () => {
      await instanceB.close();
      await instanceA.close();
    });

    beforeEach(async () => {
      member = await signUpFreelancer(instanceA);
      sender = await signUpClient(instanceA);
    });

    it('signing out through A closes the session’s socket on B; the user’s other session on B stays and hears on', async () => {
      const ended = await sessionCookie(instanceA, member);
      const endedOnB = await LiveSocket.open(instanceB, ended);
      const endedOnA = await LiveSocket.open(instanceA, ended);
      const keptOnB = await LiveSocket.open(instanceB, await sessionCookie(instanceB, member));
      try {
        await request(instanceA.getHttpServer()).post('/api/auth/logout').set('Cookie', ended).expect(204);
        expect(await endedOnB.closedWithin(CLOSE_BOUND_MS)).toEqual(SESSION_ENDED);
        expect(await endedOnA.closedWithin(CLOSE_BOUND_MS)).toEqual(SESSION_ENDED);
        const afterwards = await privateMessage(sender, member, keptOnB);
        expect(receivedMessageIds(endedOnB)).not.toContain(afterwards);
      } finally {
        await closeAll([endedOnB, endedOnA, keptOnB]);
      }
    });

    it('ending every session of a user on A closes all their sockets on A and B, and nobody else’s', async () => {
      const sockets = [
        await LiveSocket.open(instanceA, await sessionCookie(instanceA, member)),
        await LiveSocket.open(instanceB, await sessionCookie(instanceA, member)),
        await LiveSocket.open(instanceB, await sessionCookie(instanceB, member)),
      ];
      const bystanders = [
        await LiveSocket.open(instanceA, await sessionCookie(instanceA, sender)),
        await LiveSocket.open(instanceB, await sessionCookie(instanceB, sender)),
      ];
      try {
        await instanceA.get(SessionTermination).endUserSessions(member.id, 'signed_out');
        for (const socket of sockets) expect(await socket.closedWithin(CLOSE_BOUND_MS)).toEqual(SESSION_ENDED);
        const sent = await sendMessage(sender, member.id, 'after every session ended');
        for (const bystander of bystanders) {
          await bystander.waitFor('new_message', (event) => (event.message as { id: string }).id === sent.id, PUSH_BOUND_MS);
        }
        for (const socket of sockets) expect(receivedMessageIds(socket)).not.toContain(sent.id);
      } finally {
        await closeAll([...sockets, ...bystanders]);
      }
    });
  });
}
