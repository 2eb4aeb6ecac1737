import type { NestExpressApplication } from '@nestjs/platform-express';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { PostgresSessionStore } from '../../src/platform/auth/postgres-session.store';
import { sessionHandle } from '../../src/platform/auth/session-handle';
import { SessionTermination } from '../../src/platform/auth/session-termination';
import { settleEvents } from '../factories/contracts';
import { Administrator, enrolTotp, Member, signUpAdmin, signUpFreelancer } from '../factories/jobs';
import { sessionCookie, totpCode } from '../factories/users';
import { linkToken } from '../support/account-mail';
import { makeImage } from '../support/images';
import { LiveSocket } from '../support/live-socket';
import { sql } from '../support/sql';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';

/** The session id a `marketplace.sid=s:<id>.<signature>` cookie names. */
function sessionIdOf(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
    .slice(2)
    .split('.')[0];
}

const BOUNDARY = 'ended-session-boundary';

/** Requests still held back, destroyed after each test: one a failed test left open would keep the app from closing. */
const held = new Set<{ destroy: () => void }>();
afterEach(() => {
  for (const request of held) request.destroy();
  held.clear();
});

/**
 * A signed-in request that stays in flight until `finish` is called: a verification submission
 * whose body is held back after its first part. Its session was read, and its guards passed, before
 * the rest arrives. `finish` sends the rest and resolves with the answer's status.
 */
async function requestInFlight(app: NestExpressApplication, cookie: string): Promise<{ finish: () => Promise<number> }> {
  const { port } = app.getHttpServer().address() as AddressInfo;
  const photo = await makeImage('jpeg', 64, 48);
  const video = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(4084, 7)]);
  const part = (name: string, filename: string, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const first = part('idDocument', 'id.jpg', 'image/jpeg', photo);
  const rest = Buffer.concat([part('video', 'me.mp4', 'video/mp4', video), Buffer.from(`--${BOUNDARY}--\r\n`)]);
  const call = httpRequest({
    agent: false,
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/verifications',
    headers: {
      Cookie: cookie,
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Content-Length': first.length + rest.length,
    },
  });
  const answered = new Promise<number>((resolve, reject) => {
    call.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.on('error', reject);
  });
  held.add(call);
  call.write(first);
  // Time for the session to be read and the guards to pass; were the session ended first, the test would only be easier.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    finish: () => {
      call.end(rest);
      return answered;
    },
  };
}

describe('A session ended while one of its requests is running stays ended', () => {
  let app: NestExpressApplication;
  let mailbox: TestMailbox;
  let admin: Administrator;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
    await app.listen(0, '127.0.0.1');
    admin = await signUpAdmin(app);
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  /** Turns two-factor sign-in on from the session of `cookie`. */
  async function turnOnTwoFactor(member: Member, cookie: string): Promise<void> {
    const setup = await request(app.getHttpServer())
      .post('/api/auth/two-factor/setup')
      .set('Cookie', cookie)
      .send({ password: member.password })
      .expect(200);
    await request(app.getHttpServer())
      .post('/api/auth/two-factor/enable')
      .set('Cookie', cookie)
      .send({ code: totpCode(setup.body.secret) })
      .expect(200);
  }

  /** Each way a session ends, with `other` a second session of the same user, and the reason its cookie is then told (issue 41). */
  const endings: [string, string, (member: Member, other: string, ended: string) => Promise<unknown>][] = [
    [
      'an administrator suspends the account',
      'suspended',
      async (member) => {
        await admin.agent
          .post('/api/admin/enforcement-actions')
          .send({ kind: 'suspension', subjectId: member.id, reason: 'Asked for payment off the platform' })
          .expect(201);
        await settleEvents(app);
      },
    ],
    [
      'the password is reset with an emailed link',
      'password_reset',
      async (member) => {
        await request(app.getHttpServer()).post('/api/auth/password-reset').send({ email: member.email }).expect(202);
        await settleEvents(app);
        const token = linkToken(await mailbox.next({ to: member.email, subject: 'Reset your VerifiedWork password' }), '/reset-password');
        await request(app.getHttpServer())
          .post('/api/auth/password-reset/confirm')
          .send({ token, password: 'a-new-long-passphrase' })
          .expect(204);
      },
    ],
    [
      'the account is deleted from another session',
      'account_deleted',
      (member, other) =>
        request(app.getHttpServer()).delete('/api/auth/account').set('Cookie', other).send({ password: member.password }).expect(204),
    ],
    [
      'another session signs out everywhere else',
      'signed_out_elsewhere',
      (_member, other) => request(app.getHttpServer()).delete('/api/auth/sessions').set('Cookie', other).expect(200),
    ],
    [
      'another session changes the password',
      'password_changed',
      (member, other) =>
        request(app.getHttpServer())
          .put('/api/auth/password')
          .set('Cookie', other)
          .send({ currentPassword: member.password, newPassword: 'a-new-long-passphrase' })
          .expect(204),
    ],
    ['another session turns two-factor sign-in on', 'two_factor_changed', (member, other) => turnOnTwoFactor(member, other)],
    [
      'another session ends it from the sessions list',
      'signed_out_elsewhere',
      async (_member, other, ended) => {
        const sessions = (await request(app.getHttpServer()).get('/api/auth/sessions').set('Cookie', other).expect(200)).body as {
          id: string;
        }[];
        const target = sessions.find((session) => session.id === sessionHandle(sessionIdOf(ended)));
        await request(app.getHttpServer()).delete(`/api/auth/sessions/${target!.id}`).set('Cookie', other).expect(204);
      },
    ],
    [
      'two-factor sign-in is turned on in this very session, which goes on under a new id',
      'renewed',
      (member, _other, ended) => turnOnTwoFactor(member, ended),
    ],
    [
      'the same browser signs in again, under a new id',
      'renewed',
      (member, _other, ended) =>
        request(app.getHttpServer())
          .post('/api/auth/login')
          .set('Cookie', ended)
          .send({ email: member.email, password: member.password })
          .expect(200),
    ],
    [
      'it signs out in another tab',
      'signed_out',
      (_member, _other, ended) => request(app.getHttpServer()).post('/api/auth/logout').set('Cookie', ended).expect(204),
    ],
  ];

  it.each(endings)(
    '%s: once the request ends, its cookie reads nothing and opens no socket, told %s, and the row stays ended',
    async (_, reason, end) => {
      const member = await signUpFreelancer(app);
      // A new session whose first signed-in request is the one in flight, and a socket open on it.
      const ended = await sessionCookie(app, member);
      const other = await sessionCookie(app, member);
      const inFlight = await requestInFlight(app, ended);
      const open = await LiveSocket.open(app, ended);

      await end(member, other, ended);
      const status = await inFlight.finish();
      expect(status).toBeLessThan(500);

      expect(await open.closedWithin(5_000)).toEqual({ code: 4401, reason: `Session ended: ${reason}` });
      const refused = await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', ended).expect(401);
      expect(refused.body).toMatchObject({ statusCode: 401, code: 'AUTH.SESSION_ENDED', details: { reason } });
      // Only a suspension says more (until when, and why: the suspension's own test).
      expect(refused.body.details).toEqual(reason === 'suspended' ? { reason, suspension: expect.any(Object) } : { reason });
      await request(app.getHttpServer()).patch('/api/users/profile').set('Cookie', ended).send({ bio: 'still here?' }).expect(401);
      const socket = LiveSocket.connect(app, ended);
      expect(await socket.closedWithin(5_000)).toEqual({ code: 4401, reason: `Session ended: ${reason}` });
      const rows = await sql<{ ended: boolean; ended_reason: string; ended_user_id: string }[]>(
        app,
        'select ended_at is not null as ended, ended_reason, ended_user_id from http_sessions where sid = ?',
        [sessionIdOf(ended)],
      );
      expect(rows).toEqual([{ ended: true, ended_reason: reason, ended_user_id: member.id }]);
    },
  );

  it('the store never writes an ended session back, whatever a request saves after its end', async () => {
    const member = await signUpFreelancer(app);
    const cookie = await sessionCookie(app, member);
    const sid = sessionIdOf(cookie);
    const store = app.get(PostgresSessionStore);
    const data = await new Promise((resolve, reject) => store.get(sid, (error, session) => (error ? reject(error) : resolve(session))));
    expect(data).toMatchObject({ passport: { user: member.id } });

    await app.get(SessionTermination).endSession(sid, 'signed_out');
    await new Promise<void>((resolve, reject) => store.set(sid, data as never, (error) => (error ? reject(error) : resolve())));
    await new Promise<void>((resolve, reject) => store.touch(sid, data as never, (error) => (error ? reject(error) : resolve())));

    await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie).expect(401);
    const [row] = await sql<{ data: unknown; ended: boolean }[]>(
      app,
      'select data, ended_at is not null as ended from http_sessions where sid = ?',
      [sid],
    );
    // The tombstone keeps nothing of the session.
    expect(row).toEqual({ data: {}, ended: true });
  });
});

describe('Live sessions learn of a change to their account at their next request', () => {
  let app: NestExpressApplication;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  it('an administrator who turns two-factor sign-in off loses the admin panel in every session at once', async () => {
    const admin = await signUpAdmin(app);
    const cookies = [await sessionCookie(app, admin), await sessionCookie(app, admin)];
    for (const cookie of cookies) await request(app.getHttpServer()).get('/api/admin/stats').set('Cookie', cookie).expect(200);
    await sql(app, 'update users set totp_last_time_step = null where id = ?', [admin.id]);
    await admin.agent
      .delete('/api/auth/two-factor')
      .send({ password: admin.password, code: totpCode(admin.totpSecret) })
      .expect(204);
    for (const cookie of cookies) {
      const refused = await request(app.getHttpServer()).get('/api/admin/stats').set('Cookie', cookie).expect(403);
      expect(refused.body.code).toBe('AUTH.SECOND_FACTOR_NOT_SET_UP');
    }
  });

  it('a role changed in the database behind the server reaches a session that is already open', async () => {
    const member = await signUpFreelancer(app);
    const cookie = await sessionCookie(app, member);
    await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie).expect(200);
    await sql(app, "update users set role = 'client' where id = ?", [member.id]);
    const user = await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(user.body.role).toBe('client');
    await request(app.getHttpServer()).get('/api/admin/stats').set('Cookie', cookie).expect(403);
  });

  it('enabling two-factor sign-in gives the session that enabled it a new id; the old id is ended', async () => {
    const member = await signUpFreelancer(app);
    const before = (await member.agent.get('/api/auth/sessions').expect(200)).body as { id: string; current: boolean }[];
    await enrolTotp(member);
    const after = (await member.agent.get('/api/auth/sessions').expect(200)).body as { id: string; current: boolean }[];
    expect(after.filter((session) => session.current)).toHaveLength(1);
    expect(after.map((session) => session.id)).not.toContain(before.find((session) => session.current)!.id);
  });
});
