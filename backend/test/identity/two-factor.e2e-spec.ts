import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { GrantAdminCommand } from '../../src/contexts/identity/public';
import { enrolTotp, signUpAdmin } from '../factories/jobs';
import { sessionCookie, signUp, SignedUpUser, TEST_PASSWORD, totpCode, unusedTotpCode } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

describe('Two-factor sign-in', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const signIn = (body: Record<string, unknown>) => request(app.getHttpServer()).post('/api/auth/login').send(body);
  const isSignedIn = async (cookie: string) =>
    (await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie)).status === 200;

  async function auditActions(userId: string): Promise<{ action: string; after: Record<string, unknown> }[]> {
    return sql(app, 'select action, after from admin_actions where subject_id = ? order by created_at, id', [userId]);
  }

  /** A user with two-factor sign-in on through the API: its secret and recovery codes. */
  async function enrolled(): Promise<SignedUpUser & { totpSecret: string; recoveryCodes: string[] }> {
    const user = await signUp(app);
    const setup = await user.agent.post('/api/auth/two-factor/setup').send({ password: TEST_PASSWORD }).expect(200);
    const enabled = await user.agent
      .post('/api/auth/two-factor/enable')
      .send({ code: totpCode(setup.body.secret) })
      .expect(200);
    return { ...user, totpSecret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
  }

  it('enrols: the set-up shows a QR code and the secret, the first code turns it on and gives ten recovery codes', async () => {
    const user = await signUp(app);
    expect((await user.agent.get('/api/auth/two-factor').expect(200)).body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const wrongPassword = await user.agent.post('/api/auth/two-factor/setup').send({ password: 'not-my-password' }).expect(400);
    expectErrorBody(wrongPassword.body, 400, 'IDENTITY.WRONG_CURRENT_PASSWORD');
    const notStarted = await user.agent.post('/api/auth/two-factor/enable').send({ code: '123456' }).expect(409);
    expectErrorBody(notStarted.body, 409, 'IDENTITY.TWO_FACTOR_SETUP_NOT_STARTED');

    const setup = (await user.agent.post('/api/auth/two-factor/setup').send({ password: TEST_PASSWORD }).expect(200)).body;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/VerifiedWork:/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
    const wrong = await user.agent
      .post('/api/auth/two-factor/enable')
      .send({ code: totpCode(setup.secret, 5) })
      .expect(400);
    expectErrorBody(wrong.body, 400, 'IDENTITY.WRONG_TWO_FACTOR_CODE');

    const other = await sessionCookie(app, user);
    const { recoveryCodes } = (
      await user.agent
        .post('/api/auth/two-factor/enable')
        .send({ code: totpCode(setup.secret) })
        .expect(200)
    ).body;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // The session that enrolled stays; one opened with the password alone ends.
    expect(await isSignedIn(other)).toBe(false);
    expect((await user.agent.get('/api/auth/user').expect(200)).body.twoFactorEnabled).toBe(true);
    const status = (await user.agent.get('/api/auth/two-factor').expect(200)).body;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(Date.parse(status.enabledAt)).not.toBeNaN();
    expect((await auditActions(user.id)).map(({ action }) => action)).toEqual(['two_factor.enrolled']);
  });

  it('keeps only a sealed secret and hashes of the recovery codes', async () => {
    const user = await enrolled();
    const [row] = await sql<{ totp_secret: string; totp_pending_secret: string | null }[]>(
      app,
      'select totp_secret, totp_pending_secret from users where id = ?',
      [user.id],
    );
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(user.totpSecret);
    expect(row.totp_pending_secret).toBeNull();
    const codes = await sql<{ code_hash: string }[]>(app, 'select code_hash from two_factor_recovery_codes where user_id = ?', [user.id]);
    expect(codes).toHaveLength(10);
    const stored = JSON.stringify(codes);
    for (const code of user.recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
  });

  it('asks for the code at sign-in, refuses a wrong one and a used one', async () => {
    const user = await enrolled();
    const credentials = { email: user.email, password: TEST_PASSWORD };
    expectErrorBody((await signIn(credentials).expect(401)).body, 401, 'IDENTITY.SECOND_FACTOR_REQUIRED');
    // A wrong password says nothing about the factor.
    expectErrorBody((await signIn({ ...credentials, password: 'not-my-password' }).expect(401)).body, 401, 'IDENTITY.INVALID_CREDENTIALS');
    expectErrorBody(
      (await signIn({ ...credentials, code: totpCode(user.totpSecret, 4) }).expect(401)).body,
      401,
      'IDENTITY.SECOND_FACTOR_INVALID',
    );

    const code = await unusedTotpCode(app, user);
    const signedIn = await signIn({ ...credentials, code }).expect(200);
    expect(signedIn.body).toMatchObject({ id: user.id, twoFactorEnabled: true });
    const replayed = await signIn({ ...credentials, code }).expect(401);
    expectErrorBody(replayed.body, 401, 'IDENTITY.SECOND_FACTOR_INVALID');
  });

  it('takes each recovery code once in place of an app code, and audits its use', async () => {
    const user = await enrolled();
    const [recoveryCode] = user.recoveryCodes;
    const credentials = { email: user.email, password: TEST_PASSWORD };
    await signIn({ ...credentials, code: recoveryCode.toUpperCase() }).expect(200);
    expectErrorBody((await signIn({ ...credentials, code: recoveryCode }).expect(401)).body, 401, 'IDENTITY.SECOND_FACTOR_INVALID');
    expect((await user.agent.get('/api/auth/two-factor').expect(200)).body.recoveryCodesLeft).toBe(9);
    expect(await auditActions(user.id)).toContainEqual({
      action: 'two_factor.recovery_code_used',
      after: { purpose: 'sign_in', recoveryCodesLeft: 9 },
    });
  });

  it('replaces the recovery codes for a code, voiding the old set', async () => {
    const user = await enrolled();
    const wrong = await user.agent.post('/api/auth/two-factor/recovery-codes').send({ code: 'aaaa-bbbb-cccc-dddd' }).expect(400);
    expectErrorBody(wrong.body, 400, 'IDENTITY.WRONG_TWO_FACTOR_CODE');
    const fresh = (
      await user.agent
        .post('/api/auth/two-factor/recovery-codes')
        .send({ code: await unusedTotpCode(app, user) })
        .expect(200)
    ).body.recoveryCodes;
    expect(fresh).toHaveLength(10);
    const credentials = { email: user.email, password: TEST_PASSWORD };
    await signIn({ ...credentials, code: user.recoveryCodes[1] }).expect(401);
    await signIn({ ...credentials, code: fresh[0] }).expect(200);
    expect((await auditActions(user.id)).map(({ action }) => action)).toContain('two_factor.recovery_codes_regenerated');
  });

  it('sets it up again on a new phone only with a code of the one in use, and audits it', async () => {
    const user = await enrolled();
    const noCode = await user.agent.post('/api/auth/two-factor/setup').send({ password: TEST_PASSWORD }).expect(400);
    expectErrorBody(noCode.body, 400, 'IDENTITY.TWO_FACTOR_CODE_REQUIRED');
    const wrongCode = await user.agent.post('/api/auth/two-factor/setup').send({ password: TEST_PASSWORD, code: '000000' }).expect(400);
    expectErrorBody(wrongCode.body, 400, 'IDENTITY.WRONG_TWO_FACTOR_CODE');

    const setup = (
      await user.agent.post('/api/auth/two-factor/setup').send({ password: TEST_PASSWORD, code: user.recoveryCodes[0] }).expect(200)
    ).body;
    expect(setup.secret).not.toBe(user.totpSecret);
    await user.agent
      .post('/api/auth/two-factor/enable')
      .send({ code: totpCode(setup.secret) })
      .expect(200);

    const credentials = { email: user.email, password: TEST_PASSWORD };
    await sql(app, 'update users set totp_last_time_step = null where id = ?', [user.id]);
    await signIn({ ...credentials, code: totpCode(user.totpSecret) }).expect(401);
    await signIn({ ...credentials, code: await unusedTotpCode(app, { id: user.id, totpSecret: setup.secret }) }).expect(200);
    const actions = await auditActions(user.id);
    expect(actions.map(({ action }) => action)).toEqual(['two_factor.enrolled', 'two_factor.recovery_code_used', 'two_factor.re_enrolled']);
    expect(actions[1].after).toEqual({ purpose: 're_enrolment', recoveryCodesLeft: 9 });
  });

  it('turns off with the password and a code', async () => {
    const user = await enrolled();
    const wrongPassword = await user.agent
      .delete('/api/auth/two-factor')
      .send({ password: 'not-my-password', code: await unusedTotpCode(app, user) })
      .expect(400);
    expectErrorBody(wrongPassword.body, 400, 'IDENTITY.WRONG_CURRENT_PASSWORD');
    const wrongCode = await user.agent.delete('/api/auth/two-factor').send({ password: TEST_PASSWORD, code: '000000' }).expect(400);
    expectErrorBody(wrongCode.body, 400, 'IDENTITY.WRONG_TWO_FACTOR_CODE');

    await user.agent
      .delete('/api/auth/two-factor')
      .send({ password: TEST_PASSWORD, code: await unusedTotpCode(app, user) })
      .expect(204);
    expect((await user.agent.get('/api/auth/two-factor').expect(200)).body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    await signIn({ email: user.email, password: TEST_PASSWORD }).expect(200);
    const [{ codes }] = await sql<{ codes: number }[]>(
      app,
      'select count(*)::int as codes from two_factor_recovery_codes where user_id = ?',
      [user.id],
    );
    expect(codes).toBe(0);
    expect((await auditActions(user.id)).map(({ action }) => action)).toContain('two_factor.disabled');
    const again = await user.agent.delete('/api/auth/two-factor').send({ password: TEST_PASSWORD, code: '000000' }).expect(409);
    expectErrorBody(again.body, 409, 'IDENTITY.TWO_FACTOR_NOT_ENABLED');
  });

  it('keeps the admin panel from an administrator without a second factor until they enrol', async () => {
    const administrator = await signUp(app);
    await app.get(CommandBus).execute(new GrantAdminCommand(administrator.email));
    const refused = await administrator.agent.get('/api/admin/users').expect(403);
    expectErrorBody(refused.body, 403, 'AUTH.SECOND_FACTOR_NOT_SET_UP');
    const totpSecret = await enrolTotp(administrator);
    await administrator.agent.get('/api/admin/users').expect(200);

    // Turning it off closes the panel again, in the session at once.
    await administrator.agent
      .delete('/api/auth/two-factor')
      .send({ password: TEST_PASSWORD, code: await unusedTotpCode(app, { id: administrator.id, totpSecret }) })
      .expect(204);
    expectErrorBody((await administrator.agent.get('/api/admin/users').expect(403)).body, 403, 'AUTH.SECOND_FACTOR_NOT_SET_UP');
  });

  it('signs an enrolled administrator in with a code', async () => {
    const administrator = await signUpAdmin(app);
    const cookie = await sessionCookie(app, administrator);
    await request(app.getHttpServer()).get('/api/admin/users').set('Cookie', cookie).expect(200);
  });

  describe('a suspended account', () => {
    it('is refused at sign-in with the end of the suspension and its reason, before the code is asked for', async () => {
      const user = await enrolled();
      await sql(
        app,
        "update users set suspended_at = now(), suspended_until = '2099-12-03T10:00:00Z', suspension_reason = 'Spam in messages', suspension_action_id = gen_random_uuid() where id = ?",
        [user.id],
      );
      const refused = await signIn({ email: user.email, password: TEST_PASSWORD }).expect(403);
      expectErrorBody(refused.body, 403, 'IDENTITY.ACCOUNT_SUSPENDED');
      expect(refused.body.message).toBe('Your account is suspended until 3 December 2099.');
      // The code is not asked for yet, so no appeal token is minted before it is.
      expect(refused.body.details).toEqual({
        until: '2099-12-03T10:00:00.000Z',
        reason: 'Spam in messages',
        appeal: { actionId: expect.any(String), token: null, secondFactorRequired: true, appeal: null },
      });
      // A wrong password still learns nothing.
      await signIn({ email: user.email, password: 'not-my-password' }).expect(401);
    });

    it('is refused until an administrator lifts it, and signs in once its end has passed', async () => {
      const user = await signUp(app);
      await sql(
        app,
        "update users set suspended_at = now(), suspension_reason = 'Fraud', suspension_action_id = gen_random_uuid() where id = ?",
        [user.id],
      );
      const refused = await signIn({ email: user.email, password: TEST_PASSWORD }).expect(403);
      expect(refused.body.message).toBe('Your account is suspended until an administrator lifts it.');
      expect(refused.body.details).toEqual({
        until: null,
        reason: 'Fraud',
        appeal: { actionId: expect.any(String), token: expect.any(String), secondFactorRequired: false, appeal: null },
      });

      await sql(app, "update users set suspended_until = now() - interval '1 minute' where id = ?", [user.id]);
      await signIn({ email: user.email, password: TEST_PASSWORD }).expect(200);
    });
  });
});
