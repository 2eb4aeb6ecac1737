import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { GrantAdminCommand, RevokeAdminCommand } from '../../src/contexts/identity/public';
import { settleEvents } from '../factories/contracts';
import { enrolTotp } from '../factories/jobs';
import { sessionCookie, signUp, SignedUpUser, TEST_PASSWORD, totpCode, uniqueEmail } from '../factories/users';
import { linkToken } from '../support/account-mail';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { Agent } from '../support/test-app';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';

const CHANGE_SUBJECT = 'Confirm your new email address';
const RESET_SUBJECT = 'Reset your VerifiedWork password';
const NEW_PASSWORD = 'a-brand-new-horse-battery';

/** An address in 198.18.0.0/15 no other test uses, so no other test's counters are shared. */
function uniqueAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

describe('Pending account links die with any change of the account’s keys', () => {
  let app: NestExpressApplication;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  const confirmChange = (token: string) =>
    request(app.getHttpServer()).post('/api/auth/email/confirm').set('X-Forwarded-For', uniqueAddress()).send({ token });
  const reset = (token: string) =>
    request(app.getHttpServer())
      .post('/api/auth/password-reset/confirm')
      .set('X-Forwarded-For', uniqueAddress())
      .send({ token, password: NEW_PASSWORD });

  /** Someone who once had the password parks a move of the account to their address; a reset link waits in the owner's inbox. */
  async function pendingLinks(user: SignedUpUser): Promise<{ parkedMove: string; reset: string }> {
    const intruder = uniqueEmail('intruder');
    await user.agent.put('/api/auth/email').send({ newEmail: intruder, currentPassword: user.password }).expect(202);
    await request(app.getHttpServer()).post('/api/auth/password-reset').set('X-Forwarded-For', uniqueAddress()).send({ email: user.email });
    await settleEvents(app);
    return {
      parkedMove: linkToken(await mailbox.next({ to: intruder, subject: CHANGE_SUBJECT }), '/confirm-email'),
      reset: linkToken(await mailbox.next({ to: user.email, subject: RESET_SUBJECT }), '/reset-password'),
    };
  }

  const changes: [string, (user: SignedUpUser & { agent: Agent }) => Promise<unknown>][] = [
    [
      'the password is changed',
      (user) => user.agent.put('/api/auth/password').send({ currentPassword: user.password, newPassword: NEW_PASSWORD }).expect(204),
    ],
    ['the user signs out everywhere else', (user) => user.agent.delete('/api/auth/sessions').expect(200)],
    ['two-factor sign-in is turned on', (user) => enrolTotp(user)],
    ['the account is made an administrator', (user) => app.get(CommandBus).execute(new GrantAdminCommand(user.email))],
  ];

  it.each(changes)('%s: the parked move and the reset link are both dead', async (_, change) => {
    const user = await signUp(app);
    const links = await pendingLinks(user);
    await change(user);
    expectErrorBody((await confirmChange(links.parkedMove).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    expectErrorBody((await reset(links.reset).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    const [row] = await sql<{ email: string }[]>(app, 'select email from users where id = ?', [user.id]);
    expect(row.email).toBe(user.email);
  });

  it('turning two-factor sign-in off and taking the administrator role away retire them too', async () => {
    const user = await signUp(app);
    const secret = await enrolTotp(user);
    let links = await pendingLinks(user);
    await sql(app, 'update users set totp_last_time_step = null where id = ?', [user.id]);
    await user.agent
      .delete('/api/auth/two-factor')
      .send({ password: user.password, code: totpCode(secret) })
      .expect(204);
    expectErrorBody((await confirmChange(links.parkedMove).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    expectErrorBody((await reset(links.reset).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');

    await app.get(CommandBus).execute(new GrantAdminCommand(user.email));
    links = await pendingLinks(user);
    await app.get(CommandBus).execute(new RevokeAdminCommand(user.email));
    expectErrorBody((await confirmChange(links.parkedMove).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    expectErrorBody((await reset(links.reset).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
  });

  it('a reset retires the parked move, and a confirmed move retires the reset link', async () => {
    const user = await signUp(app);
    const links = await pendingLinks(user);
    await reset(links.reset).expect(204);
    expectErrorBody((await confirmChange(links.parkedMove).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');

    const owner = await signUp(app);
    const ownerLinks = await pendingLinks(owner);
    await confirmChange(ownerLinks.parkedMove).expect(200);
    expectErrorBody((await reset(ownerLinks.reset).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
  });

  it('the intruder’s parked move, opened within its 24 hours but after the owner changed the password and signed out everywhere, moves nothing', async () => {
    const owner = await signUp(app);
    const links = await pendingLinks(owner);
    await owner.agent.put('/api/auth/password').send({ currentPassword: owner.password, newPassword: NEW_PASSWORD }).expect(204);
    await owner.agent.delete('/api/auth/sessions').expect(200);
    expectErrorBody((await confirmChange(links.parkedMove).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    const [row] = await sql<{ email: string }[]>(app, 'select email from users where id = ?', [owner.id]);
    expect(row.email).toBe(owner.email);
  });
});

describe('The notice of an address change undoes it', () => {
  let app: NestExpressApplication;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  const NOTICE_SUBJECT = 'Your email address was changed';
  const signIn = (email: string, password: string) =>
    request(app.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', uniqueAddress()).send({ email, password });
  const undoWith = (token: string, password = NEW_PASSWORD) =>
    request(app.getHttpServer()).post('/api/auth/password-reset/confirm').set('X-Forwarded-For', uniqueAddress()).send({ token, password });

  /** Someone with the password moves the account to their address, changes the password and sets up a factor of their own. */
  async function intruderMoves(owner: SignedUpUser, to = uniqueEmail('intruder')): Promise<{ intruder: string; undo: string }> {
    const intruder = request.agent(app.getHttpServer());
    await intruder.post('/api/auth/login').send({ email: owner.email, password: owner.password }).expect(200);
    await intruder.put('/api/auth/email').send({ newEmail: to, currentPassword: owner.password }).expect(202);
    await settleEvents(app);
    const move = linkToken(await mailbox.next({ to, subject: CHANGE_SUBJECT }), '/confirm-email');
    await request(app.getHttpServer()).post('/api/auth/email/confirm').send({ token: move }).expect(200);
    await settleEvents(app);
    const undo = linkToken(await mailbox.next({ to: owner.email, subject: NOTICE_SUBJECT }), '/reset-password');
    return { intruder: to, undo };
  }

  it('brings the account back to the old address under a new password, ends every session and the intruder’s factor', async () => {
    const owner = await signUp(app);
    const { intruder, undo } = await intruderMoves(owner);
    const intruderSession = await sessionCookie(app, { email: intruder, password: owner.password });
    await request(app.getHttpServer())
      .put('/api/auth/password')
      .set('Cookie', intruderSession)
      .send({ currentPassword: owner.password, newPassword: 'the-intruders-own-phrase' })
      .expect(204);
    const setup = await request(app.getHttpServer())
      .post('/api/auth/two-factor/setup')
      .set('Cookie', intruderSession)
      .send({ password: 'the-intruders-own-phrase' })
      .expect(200);
    const enabled = await request(app.getHttpServer())
      .post('/api/auth/two-factor/enable')
      .set('Cookie', intruderSession)
      .send({ code: totpCode(setup.body.secret) })
      .expect(200);
    const intruderCookie = ([] as string[]).concat(enabled.headers['set-cookie'])[0].split(';')[0];

    // The password change and the factor did not end the undo link: it is the owner's way back.
    await undoWith(undo).expect(204);
    await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', intruderCookie).expect(401);
    const back = await signIn(owner.email, NEW_PASSWORD).expect(200);
    expect(back.body).toMatchObject({ email: owner.email, emailVerified: true });
    await signIn(intruder, 'the-intruders-own-phrase').expect(401);
    const [row] = await sql<{ secret: string | null; codes: number }[]>(
      app,
      'select totp_secret as secret, (select count(*)::int from two_factor_recovery_codes where user_id = users.id) as codes from users where id = ?',
      [owner.id],
    );
    expect(row).toEqual({ secret: null, codes: 0 });
    expectErrorBody((await undoWith(undo).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
  });

  it('a second move’s undo link, sent to the intruder’s first address, dies when the owner undoes the first', async () => {
    const owner = await signUp(app);
    const first = await intruderMoves(owner);
    const second = await intruderMoves({ ...owner, email: first.intruder });
    await undoWith(first.undo).expect(204);
    expectErrorBody((await undoWith(second.undo, 'the-intruders-own-phrase').expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    await signIn(owner.email, NEW_PASSWORD).expect(200);
  });

  it('is refused when another account has the old address by then, and changes nothing', async () => {
    const owner = await signUp(app);
    const { intruder, undo } = await intruderMoves(owner);
    await signUp(app, { email: owner.email });
    expectErrorBody((await undoWith(undo).expect(409)).body, 409, 'IDENTITY.EMAIL_TAKEN');
    const [row] = await sql<{ email: string }[]>(app, 'select email from users where id = ?', [owner.id]);
    expect(row.email).toBe(intruder);
  });
});

describe('Signing up with someone else’s address gives no hold on the account its owner recovers', () => {
  let app: NestExpressApplication;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  async function ownerResets(email: string): Promise<void> {
    await request(app.getHttpServer()).post('/api/auth/password-reset').set('X-Forwarded-For', uniqueAddress()).send({ email });
    await settleEvents(app);
    const token = linkToken(await mailbox.next({ to: email, subject: RESET_SUBJECT }), '/reset-password');
    await request(app.getHttpServer())
      .post('/api/auth/password-reset/confirm')
      .set('X-Forwarded-For', uniqueAddress())
      .send({ token, password: NEW_PASSWORD })
      .expect(204);
  }

  it('an unconfirmed account can neither park an address change nor set up a second factor', async () => {
    const preRegistrant = await signUp(app, { emailVerified: false });
    const move = await preRegistrant.agent
      .put('/api/auth/email')
      .send({ newEmail: uniqueEmail('mine'), currentPassword: TEST_PASSWORD })
      .expect(403);
    expectErrorBody(move.body, 403, 'IDENTITY.EMAIL_NOT_VERIFIED');
    const setup = await preRegistrant.agent.post('/api/auth/two-factor/setup').send({ password: TEST_PASSWORD }).expect(403);
    expectErrorBody(setup.body, 403, 'IDENTITY.EMAIL_NOT_VERIFIED');
    const enable = await preRegistrant.agent.post('/api/auth/two-factor/enable').send({ code: '123456' }).expect(403);
    expectErrorBody(enable.body, 403, 'IDENTITY.EMAIL_NOT_VERIFIED');
    const [row] = await sql<{ pending: string | null }[]>(app, 'select totp_pending_secret as pending from users where id = ?', [
      preRegistrant.id,
    ]);
    expect(row.pending).toBeNull();
  });

  it('the owner’s reset clears a second factor and a username set before the address was proven, and signs the owner in without a code', async () => {
    const preRegistrant = await signUp(app, { emailVerified: false });
    await preRegistrant.agent
      .post('/api/users/username')
      .send({ username: `squat${randomInt(1e9)}` })
      .expect(200);
    // An account made before the rule, with a factor its pre-registrant set up.
    await sql(app, 'update users set email_verified_at = now() where id = ?', [preRegistrant.id]);
    await enrolTotp(preRegistrant);
    await sql(app, 'update users set email_verified_at = null where id = ?', [preRegistrant.id]);
    await sql(
      app,
      'insert into two_factor_recovery_codes (id, user_id, code_hash, created_at) select gen_random_uuid(), ?, md5(random()::text), now()',
      [preRegistrant.id],
    );

    await ownerResets(preRegistrant.email);

    const login = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: preRegistrant.email, password: NEW_PASSWORD })
      .expect(200);
    expect(login.body).toMatchObject({ emailVerified: true, username: null });
    const [row] = await sql<{ secret: string | null; codes: number }[]>(
      app,
      'select totp_secret as secret, (select count(*)::int from two_factor_recovery_codes where user_id = users.id) as codes from users where id = ?',
      [preRegistrant.id],
    );
    expect(row).toEqual({ secret: null, codes: 0 });
    // The pre-registrant's session ended with the reset.
    await preRegistrant.agent.get('/api/auth/user').expect(401);
  });

  it('a reset of a confirmed account keeps its second factor and username', async () => {
    const owner = await signUp(app);
    await owner.agent
      .post('/api/users/username')
      .send({ username: `owner${randomInt(1e9)}` })
      .expect(200);
    const secret = await enrolTotp(owner);
    await ownerResets(owner.email);
    await request(app.getHttpServer()).post('/api/auth/login').send({ email: owner.email, password: NEW_PASSWORD }).expect(401);
    const cookie = await sessionCookie(app, { id: owner.id, email: owner.email, password: NEW_PASSWORD, totpSecret: secret });
    const me = await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(me.body.username).toMatch(/^owner/);
  });
});
