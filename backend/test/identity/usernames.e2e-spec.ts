import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { signUp, signUpWithUsername, uniqueUsername } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

describe('Usernames', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  describe('GET /api/users/username/check/{username}', () => {
    it.each([
      ['ab', 'Username must be at least 3 characters'],
      ['a'.repeat(21), 'Username must be at most 20 characters'],
      ['Upper_Case', 'Username can only contain lowercase letters, numbers, and underscores'],
      ['with-dash', 'Username can only contain lowercase letters, numbers, and underscores'],
    ])('says %s is not valid: %s', async (candidate, message) => {
      const { agent } = await signUp(app);
      const response = await agent.get(`/api/users/username/check/${encodeURIComponent(candidate)}`).expect(200);
      expect(response.body).toEqual({ available: false, error: message });
    });

    it('says a free name is available and a held one is taken', async () => {
      const holder = await signUpWithUsername(app);
      const { agent } = await signUp(app);
      expect((await agent.get(`/api/users/username/check/${uniqueUsername()}`).expect(200)).body).toEqual({ available: true, error: null });
      expect((await agent.get(`/api/users/username/check/${holder.username}`).expect(200)).body).toEqual({
        available: false,
        error: 'Username is already taken',
      });
      expect((await holder.agent.get(`/api/users/username/check/${holder.username}`).expect(200)).body).toEqual({
        available: false,
        error: 'This is already your username',
      });
    });

    it('is for signed-in users only', async () => {
      const response = await request(app.getHttpServer()).get('/api/users/username/check/anything').expect(401);
      expectErrorBody(response.body, 401);
    });
  });

  describe('POST /api/users/username (first choice)', () => {
    it('sets the username once, without starting the weekly limit', async () => {
      const { agent } = await signUp(app);
      const username = uniqueUsername('first');
      const response = await agent.post('/api/users/username').send({ username }).expect(200);
      expect(response.body).toMatchObject({ username, usernameLastChanged: null, usernameChangeAllowedAt: null });

      const again = await agent.post('/api/users/username').send({ username: uniqueUsername() }).expect(409);
      expectErrorBody(again.body, 409, 'IDENTITY.USERNAME_ALREADY_SET');
    });

    it('refuses a malformed name with the rule it breaks', async () => {
      const { agent } = await signUp(app);
      const response = await agent.post('/api/users/username').send({ username: 'No Spaces' }).expect(400);
      expectErrorBody(response.body, 400, 'IDENTITY.INVALID_USERNAME');
      expect(response.body.message).toBe('Username can only contain lowercase letters, numbers, and underscores');
    });

    it('refuses a taken name', async () => {
      const holder = await signUpWithUsername(app);
      const { agent } = await signUp(app);
      const response = await agent.post('/api/users/username').send({ username: holder.username }).expect(409);
      expectErrorBody(response.body, 409, 'IDENTITY.USERNAME_TAKEN');
      expect(response.body.message).toBe('Username is already taken');
    });

    it('lets exactly one of two racing users take the same name', async () => {
      const [first, second] = await Promise.all([signUp(app), signUp(app)]);
      const username = uniqueUsername('race');
      const statuses = await Promise.all(
        [first, second].map(({ agent }) =>
          agent
            .post('/api/users/username')
            .send({ username })
            .then((r) => r.status),
        ),
      );
      expect(statuses.sort()).toEqual([200, 409]);
      const [row] = await sql<{ holders: number }[]>(app, 'select count(*)::int as holders from users where username = ?', [username]);
      expect(row.holders).toBe(1);
    });
  });

  describe('PUT /api/users/username (change)', () => {
    it('changes the name, then refuses another change for 7 days and says when', async () => {
      const user = await signUpWithUsername(app);
      const changed = uniqueUsername('second');
      const first = await user.agent.put('/api/users/username').send({ username: changed }).expect(200);
      expect(first.body.username).toBe(changed);
      const changedAt = new Date(first.body.usernameLastChanged).getTime();
      expect(new Date(first.body.usernameChangeAllowedAt).getTime()).toBe(changedAt + 7 * 24 * 60 * 60 * 1000);

      const tooSoon = await user.agent
        .put('/api/users/username')
        .send({ username: uniqueUsername('third') })
        .expect(409);
      expectErrorBody(tooSoon.body, 409, 'IDENTITY.USERNAME_CHANGE_TOO_SOON');
      expect(tooSoon.body.details.nextAllowedAt).toBe(first.body.usernameChangeAllowedAt);
      expect((await user.agent.get('/api/auth/user').expect(200)).body.username).toBe(changed);
    });

    it('allows the next change once 7 days have passed', async () => {
      const user = await signUpWithUsername(app);
      await user.agent
        .put('/api/users/username')
        .send({ username: uniqueUsername('second') })
        .expect(200);
      await sql(app, "update users set username_last_changed = now() - interval '7 days 1 minute' where id = ?", [user.id]);
      const third = uniqueUsername('third');
      const response = await user.agent.put('/api/users/username').send({ username: third }).expect(200);
      expect(response.body.username).toBe(third);
    });

    it('refuses a change before any username, to a taken name, or to the same name', async () => {
      const fresh = await signUp(app);
      expectErrorBody(
        (await fresh.agent.put('/api/users/username').send({ username: uniqueUsername() }).expect(409)).body,
        409,
        'IDENTITY.USERNAME_NOT_SET',
      );

      const holder = await signUpWithUsername(app);
      const user = await signUpWithUsername(app);
      expectErrorBody(
        (await user.agent.put('/api/users/username').send({ username: holder.username }).expect(409)).body,
        409,
        'IDENTITY.USERNAME_TAKEN',
      );
      expectErrorBody(
        (await user.agent.put('/api/users/username').send({ username: user.username }).expect(400)).body,
        400,
        'IDENTITY.USERNAME_UNCHANGED',
      );
    });
  });
});
