import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { settleEvents } from '../factories/contracts';
import { Administrator, Member, signUpAdmin, signUpFreelancer } from '../factories/jobs';
import { sessionCookie } from '../factories/users';
import { LiveSocket } from '../support/live-socket';
import { sql } from '../support/sql';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';

/** The session id a `marketplace.sid=s:<id>.<signature>` cookie names. */
function sessionIdOf(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
    .slice(2)
    .split('.')[0];
}

const SUSPENSION_REASON = 'Asked for payment off the platform';

describe('An ended session says why, to its own cookie (issue 41)', () => {
  let app: NestExpressApplication;
  let mailbox: TestMailbox;
  let admin: Administrator;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
    await app.listen(0, '127.0.0.1');
    admin = await signUpAdmin(app);
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  const suspend = async (member: Member, endsAt?: string) => {
    const action = await admin.agent
      .post('/api/admin/enforcement-actions')
      .send({ kind: 'suspension', subjectId: member.id, reason: SUSPENSION_REASON, endsAt })
      .expect(201);
    await settleEvents(app);
    return action.body.id as string;
  };

  // Each way a session ends is told its reason in ended-sessions.e2e-spec.ts, beside what it may no longer do.

  it('a suspension says until when and the administrator’s reason, in the words of the sign-in refusal; lifted, it says only that it was', async () => {
    const member = await signUpFreelancer(app);
    const cookie = await sessionCookie(app, member);
    const open = await LiveSocket.open(app, cookie);
    const endsAt = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const actionId = await suspend(member, endsAt);

    expect(await open.closedWithin(5_000)).toEqual({ code: 4401, reason: 'Session ended: suspended' });
    const refused = await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie).expect(401);
    const signIn = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password })
      .expect(403);
    expect(refused.body).toEqual({
      statusCode: 401,
      code: 'AUTH.SESSION_ENDED',
      message: signIn.body.message,
      details: { reason: 'suspended', suspension: { until: endsAt, reason: SUSPENSION_REASON } },
    });
    expect(refused.body.message).toMatch(/^Your account is suspended until /);

    await admin.agent.post(`/api/admin/enforcement-actions/${actionId}/lift`).send({ reason: 'Cleared up' }).expect(200);
    await settleEvents(app);
    const lifted = await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie).expect(401);
    expect(lifted.body).toMatchObject({ code: 'AUTH.SESSION_ENDED', details: { reason: 'suspended' } });
    expect(lifted.body.details.suspension).toBeUndefined();
  });

  it('a session still live when its account was suspended (before the sessions end) is told the suspension too', async () => {
    const member = await signUpFreelancer(app);
    const cookie = await sessionCookie(app, member);
    await sql(
      app,
      "update users set suspended_at = now(), suspension_reason = 'Spam', suspension_action_id = gen_random_uuid() where id = ?",
      [member.id],
    );
    const refused = await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie).expect(401);
    expect(refused.body).toMatchObject({
      code: 'AUTH.SESSION_ENDED',
      message: 'Your account is suspended until an administrator lifts it.',
      details: { reason: 'suspended', suspension: { until: null, reason: 'Spam' } },
    });
    const socket = LiveSocket.connect(app, cookie);
    expect(await socket.closedWithin(5_000)).toEqual({ code: 4401, reason: 'Session ended: suspended' });
  });

  it('a session that idled past its timeout says it expired', async () => {
    const member = await signUpFreelancer(app);
    const cookie = await sessionCookie(app, member);
    await sql(app, "update http_sessions set expires_at = now() - interval '1 minute' where sid = ?", [sessionIdOf(cookie)]);
    const refused = await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie).expect(401);
    expect(refused.body).toMatchObject({ code: 'AUTH.SESSION_ENDED', details: { reason: 'expired' } });
    const socket = LiveSocket.connect(app, cookie);
    expect(await socket.closedWithin(5_000)).toEqual({ code: 4401, reason: 'Session ended: expired' });
  });

  it('a cookie that names no session, or none at all, stays a plain 401', async () => {
    const member = await signUpFreelancer(app);
    const cookie = await sessionCookie(app, member);
    await sql(app, 'delete from http_sessions where sid = ?', [sessionIdOf(cookie)]);
    for (const sent of [cookie, 'marketplace.sid=s:made-up.signature', undefined]) {
      const call = request(app.getHttpServer()).get('/api/auth/user');
      const refused = await (sent ? call.set('Cookie', sent) : call).expect(401);
      expect(refused.body).toEqual({ statusCode: 401, code: 'AUTH.NOT_SIGNED_IN', message: 'You are not signed in' });
    }
    const socket = LiveSocket.connect(app, cookie);
    expect(await socket.closedWithin(5_000)).toEqual({ code: 4401, reason: 'Not signed in' });
  });
});
