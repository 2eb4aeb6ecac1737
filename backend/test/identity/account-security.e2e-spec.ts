import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { MAX_SESSIONS_PER_USER } from '../../src/platform/auth/sessions';
import { sessionCookie, signUp, SignedUpUser, TEST_PASSWORD } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { createTestApp } from '../support/test-app';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'another-horse-battery-staple';

describe('Password and sessions in Settings', () => {
  let app: NestExpressApplication;
  let user: SignedUpUser;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    user = await signUp(app);
  });

  /** A second sign-in of the user, from another browser. */
  async function signInFrom(userAgent: string, password = TEST_PASSWORD): Promise<string> {
    const login = await request(app.getHttpServer())
      .post('/api/auth/login')
      .set('User-Agent', userAgent)
      .send({ email: user.email, password })
      .expect(200);
    return ([] as string[]).concat(login.headers['set-cookie'])[0].split(';')[0];
  }

  const isSignedIn = async (cookie: string) =>
    (await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie)).status === 200;

  describe('changing the password', () => {
    it('needs the current password, and refuses a new one that breaks the sign-up rules or is the same', async () => {
      const wrong = await user.agent
        .put('/api/auth/password')
        .send({ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD })
        .expect(400);
      expectErrorBody(wrong.body, 400, 'IDENTITY.WRONG_CURRENT_PASSWORD');
      const weak = await user.agent.put('/api/auth/password').send({ currentPassword: TEST_PASSWORD, newPassword: 'short' }).expect(400);
      expect(JSON.stringify(weak.body.details)).toContain('newPassword');
      const same = await user.agent
        .put('/api/auth/password')
        .send({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD })
        .expect(400);
      expectErrorBody(same.body, 400, 'IDENTITY.PASSWORD_UNCHANGED');
      // Nothing changed: the old password still signs in.
      await signInFrom(FIREFOX_ON_WINDOWS);
    });

    it('sets the new password and ends every other session, keeping this one', async () => {
      const other = await signInFrom(FIREFOX_ON_WINDOWS);
      await user.agent.put('/api/auth/password').send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }).expect(204);

      expect(await isSignedIn(other)).toBe(false);
      await user.agent.get('/api/auth/user').expect(200);
      await request(app.getHttpServer()).post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(401);
      await signInFrom(SAFARI_ON_IPHONE, NEW_PASSWORD);
    });

    it('is for signed-in users only', async () => {
      await request(app.getHttpServer())
        .put('/api/auth/password')
        .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
        .expect(401);
    });
  });

  describe('the sessions list', () => {
    it('lists the live sessions, this one first and marked, with browser and system from the sign-in, and never a session id', async () => {
      const firefox = await signInFrom(FIREFOX_ON_WINDOWS);
      const safari = await signInFrom(SAFARI_ON_IPHONE);
      const sessions = (await request(app.getHttpServer()).get('/api/auth/sessions').set('Cookie', safari).expect(200)).body as {
        id: string;
        browser: string | null;
        os: string | null;
        current: boolean;
        signedInAt: string;
        lastUsedAt: string;
      }[];

      expect(sessions).toHaveLength(3);
      expect(sessions[0]).toMatchObject({ browser: 'Safari 18', os: 'iOS 18', current: true });
      expect(sessions.filter((session) => session.current)).toHaveLength(1);
      expect(sessions).toEqual(
        expect.arrayContaining([expect.objectContaining({ browser: 'Firefox 132', os: 'Windows 10', current: false })]),
      );
      for (const session of sessions) {
        expect(new Date(session.lastUsedAt).getTime()).toBeGreaterThan(Date.now() - 120_000);
        for (const cookie of [firefox, safari]) expect(decodeURIComponent(cookie)).not.toContain(session.id);
      }
    });

    it('signs out one session by its id; an id that names no live session of the account is a 404', async () => {
      const firefox = await signInFrom(FIREFOX_ON_WINDOWS);
      const sessions = (await user.agent.get('/api/auth/sessions').expect(200)).body as { id: string; browser: string | null }[];
      const target = sessions.find((session) => session.browser === 'Firefox 132')!;

      await user.agent.delete(`/api/auth/sessions/${target.id}`).expect(204);
      expect(await isSignedIn(firefox)).toBe(false);
      await user.agent.get('/api/auth/user').expect(200);
      expectErrorBody((await user.agent.delete(`/api/auth/sessions/${target.id}`).expect(404)).body, 404, 'IDENTITY.SESSION_NOT_FOUND');

      // Another account's session cannot be named.
      const stranger = await signUp(app);
      const strangers = (await stranger.agent.get('/api/auth/sessions').expect(200)).body as { id: string }[];
      expectErrorBody(
        (await user.agent.delete(`/api/auth/sessions/${strangers[0].id}`).expect(404)).body,
        404,
        'IDENTITY.SESSION_NOT_FOUND',
      );
      await stranger.agent.get('/api/auth/user').expect(200);
    });

    it('signs out every other session at once', async () => {
      const others = [await signInFrom(FIREFOX_ON_WINDOWS), await signInFrom(SAFARI_ON_IPHONE)];
      expect((await user.agent.delete('/api/auth/sessions').expect(200)).body).toEqual({ ended: 2 });
      for (const cookie of others) expect(await isSignedIn(cookie)).toBe(false);
      expect((await user.agent.get('/api/auth/sessions').expect(200)).body).toHaveLength(1);
    });

    it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions: a sign-in beyond them ends the least recently used`, async () => {
      // The sign-up's session and this one are the least recently used of the 22.
      const first = await sessionCookie(app, user);
      let latest = first;
      for (let index = 0; index < MAX_SESSIONS_PER_USER; index++) latest = await sessionCookie(app, user);
      expect(await isSignedIn(first)).toBe(false);
      await user.agent.get('/api/auth/user').expect(401);
      expect((await request(app.getHttpServer()).get('/api/auth/sessions').set('Cookie', latest).expect(200)).body).toHaveLength(
        MAX_SESSIONS_PER_USER,
      );
    }, 60_000);
  });
});
