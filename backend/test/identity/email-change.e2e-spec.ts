import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { settleEvents } from '../factories/contracts';
import { signUp, SignedUpUser, TEST_PASSWORD, uniqueEmail } from '../factories/users';
import { deliverAgain, linkToken } from '../support/account-mail';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp, TEST_PUBLIC_URL } from '../support/test-app';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';

const LINK_SUBJECT = 'Confirm your new email address';
const NOTICE_SUBJECT = 'Your email address was changed';

describe('Changing the email address', () => {
  let mailbox: TestMailbox;
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  const askToChange = (user: SignedUpUser, newEmail: string, currentPassword = TEST_PASSWORD) =>
    user.agent.put('/api/auth/email').send({ newEmail, currentPassword });
  const confirm = (token: string) => request(app.getHttpServer()).post('/api/auth/email/confirm').send({ token });
  const changeLink = async (to: string) => linkToken(await mailbox.next({ to, subject: LINK_SUBJECT }), '/confirm-email');
  const me = async (user: SignedUpUser) =>
    (await user.agent.get('/api/auth/user').expect(200)).body as { email: string; emailVerified: boolean };
  const signIn = (email: string) => request(app.getHttpServer()).post('/api/auth/login').send({ email, password: TEST_PASSWORD });

  it('needs the current password, another address than the current one, and one no other account uses', async () => {
    const user = await signUp(app);
    const other = await signUp(app);
    expectErrorBody((await askToChange(user, uniqueEmail(), 'not-my-password').expect(400)).body, 400, 'IDENTITY.WRONG_CURRENT_PASSWORD');
    // Nobody learns which addresses have accounts without the password.
    expectErrorBody((await askToChange(user, other.email, 'not-my-password').expect(400)).body, 400, 'IDENTITY.WRONG_CURRENT_PASSWORD');
    expectErrorBody((await askToChange(user, ` ${user.email.toUpperCase()} `).expect(400)).body, 400, 'IDENTITY.EMAIL_UNCHANGED');
    const taken = await askToChange(user, other.email.toUpperCase()).expect(409);
    expectErrorBody(taken.body, 409, 'IDENTITY.EMAIL_TAKEN');
    expect(JSON.stringify((await askToChange(user, 'not-an-address').expect(400)).body.details)).toContain('newEmail');
    await request(app.getHttpServer()).put('/api/auth/email').send({ newEmail: uniqueEmail(), currentPassword: TEST_PASSWORD }).expect(401);
    const [{ links }] = await sql<{ links: number }[]>(
      app,
      "select count(*)::int as links from account_tokens where user_id = ? and purpose = 'change_email'",
      [user.id],
    );
    expect(links).toBe(0);
  });

  it('mails a link to the new address; opening it, signed out, moves the account there and tells the old address', async () => {
    const user = await signUp(app, { firstName: 'Omar' });
    const oldEmail = user.email;
    const newEmail = uniqueEmail('moved');
    expect((await askToChange(user, newEmail.toUpperCase()).expect(202)).body).toEqual({ pendingEmail: newEmail });
    expect(await me(user)).toMatchObject({ email: oldEmail, emailVerified: true });

    const mail = await mailbox.next({ to: newEmail, subject: LINK_SUBJECT });
    expect(mail.from).toBe('"VerifiedWork" <no-reply@example.test>');
    expect(mail.text).toContain('Hi Omar,');
    expect(mail.text).toContain(`You asked to change the email address of your VerifiedWork account to ${newEmail}.`);
    expect(mail.text).toContain('You got this email because someone asked to move a VerifiedWork account to this address.');
    const token = linkToken(mail, '/confirm-email');
    expect(mail.text).toContain(`Confirm my new address: ${TEST_PUBLIC_URL}/confirm-email?token=${token}`);
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/confirm-email?token=${token}"`);

    expect((await confirm(token).expect(200)).body).toEqual({ email: newEmail });
    expect(await me(user)).toMatchObject({ email: newEmail, emailVerified: true });
    await signIn(newEmail).expect(200);
    await signIn(oldEmail).expect(401);
    expectErrorBody((await confirm(token).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');

    const notice = await mailbox.next({ to: oldEmail, subject: NOTICE_SUBJECT });
    expect(notice.text).toContain('Hi Omar,');
    expect(notice.text).toContain(`was changed from ${oldEmail} to ${newEmail} on `);
    expect(notice.text).toContain('If you did not, someone else knows your password');
    const undo = linkToken(notice, '/reset-password');
    expect(notice.text).toContain(`Undo this change: ${TEST_PUBLIC_URL}/reset-password?token=${undo}`);
    expect(notice.text).toContain('within 72 hours');
    expect(notice.text).toContain('You got this email because this was the address of your VerifiedWork account until now');
    expect(notice.html).toContain(`href="${TEST_PUBLIC_URL}/reset-password?token=${undo}"`);
    // Nothing went to the old address about the link itself, and nothing to the new one about the change.
    expect(mailbox.to(oldEmail).filter((received) => received.subject === LINK_SUBJECT)).toEqual([]);
    expect(mailbox.to(newEmail).filter((received) => received.subject === NOTICE_SUBJECT)).toEqual([]);
  });

  it('is refused to an account that has not proven its address, so nobody parks a link on an address they signed up with', async () => {
    const user = await signUp(app, { emailVerified: false });
    const refused = await askToChange(user, uniqueEmail('moved')).expect(403);
    expectErrorBody(refused.body, 403, 'IDENTITY.EMAIL_NOT_VERIFIED');
    const [{ links }] = await sql<{ links: number }[]>(
      app,
      "select count(*)::int as links from account_tokens where user_id = ? and purpose = 'change_email'",
      [user.id],
    );
    expect(links).toBe(0);
  });

  it('works for 24 hours, and only the latest link works', async () => {
    const user = await signUp(app);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await askToChange(user, first).expect(202);
    const firstToken = await changeLink(first);
    const [{ lifetime }] = await sql<{ lifetime: number }[]>(
      app,
      "select extract(epoch from expires_at - created_at)::int as lifetime from account_tokens where user_id = ? and purpose = 'change_email'",
      [user.id],
    );
    expect(lifetime).toBe(24 * 3600);
    await askToChange(user, second).expect(202);
    const secondToken = await changeLink(second);
    expectErrorBody((await confirm(firstToken).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');

    await sql(app, "update account_tokens set expires_at = now() - interval '1 second' where user_id = ? and purpose = 'change_email'", [
      user.id,
    ]);
    expectErrorBody((await confirm(secondToken).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    expect(await me(user)).toMatchObject({ email: user.email });
  });

  it('refuses the token of another kind of link', async () => {
    const user = await signUp(app, { emailVerified: false });
    const verification = linkToken(await mailbox.next({ to: user.email, subject: 'Confirm your email address' }), '/verify-email');
    expectErrorBody((await confirm(verification).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    expect(await me(user)).toMatchObject({ email: user.email, emailVerified: false });
  });

  it('refuses with 409 when another account took the address before the link was opened', async () => {
    const user = await signUp(app);
    const contested = uniqueEmail('contested');
    await askToChange(user, contested).expect(202);
    const token = await changeLink(contested);
    await signUp(app, { email: contested });
    expectErrorBody((await confirm(token).expect(409)).body, 409, 'IDENTITY.EMAIL_TAKEN');
    expect(await me(user)).toMatchObject({ email: user.email });
  });

  it('sends each email once however often its event is delivered', async () => {
    const user = await signUp(app);
    const newEmail = uniqueEmail('moved');
    await askToChange(user, newEmail).expect(202);
    await confirm(await changeLink(newEmail)).expect(200);
    await mailbox.next({ to: user.email, subject: NOTICE_SUBJECT });

    const [link] = await sql<{ id: string }[]>(app, "select id from account_tokens where user_id = ? and purpose = 'change_email'", [
      user.id,
    ]);
    expect(await deliverAgain(app, 'identity.email_change_link_issued', 'linkId', link.id)).toBe(1);
    expect(await deliverAgain(app, 'identity.email_changed', 'userId', user.id)).toBe(1);
    await settleEvents(app);
    expect(mailbox.to(newEmail).filter((mail) => mail.subject === LINK_SUBJECT)).toHaveLength(1);
    expect(mailbox.to(user.email).filter((mail) => mail.subject === NOTICE_SUBJECT)).toHaveLength(1);
  });
});

describe('Changing the email address: rate limits', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_EMAIL_LINKS_PER_HOUR: '2', RATE_LIMIT_SIGN_IN_ADDRESS_FAILURES: '3' });
  });
  afterAll(() => app.close());

  it('shares the hourly limit of link emails with "Resend"', async () => {
    const user = await signUp(app, { emailVerified: false, clientAddress: '198.51.100.71' });
    // An address of its own: the wrong attempts it may also count against are kept per address, across suites.
    const change = () =>
      user.agent
        .put('/api/auth/email')
        .set('X-Forwarded-For', '198.51.100.71')
        .send({ newEmail: uniqueEmail(), currentPassword: TEST_PASSWORD });
    await user.agent.post('/api/auth/email-verification').expect(204);
    // Only a proven address may be changed: the user confirms theirs between the two.
    await sql(app, 'update users set email_verified_at = now() where id = ?', [user.id]);
    await change().expect(202);
    const refused = await change().expect(429);
    expectErrorBody(refused.body, 429, 'TOO_MANY_REQUESTS');
  });

  it('counts every wrong password against the wrong attempts of the address, as it is a guess', async () => {
    const address = '198.51.100.73';
    const guess = (user: SignedUpUser) =>
      user.agent.put('/api/auth/email').set('X-Forwarded-For', address).send({ newEmail: uniqueEmail(), currentPassword: 'guess' });
    const first = await signUp(app, { clientAddress: '198.51.100.72' });
    const second = await signUp(app, { clientAddress: '198.51.100.72' });
    // Each user stays under the link emails' limit of 2; the address reaches its 3 attempts.
    for (const user of [first, first, second])
      expectErrorBody((await guess(user).expect(400)).body, 400, 'IDENTITY.WRONG_CURRENT_PASSWORD');
    expectErrorBody((await guess(second).expect(429)).body, 429, 'TOO_MANY_REQUESTS');
  });
});
