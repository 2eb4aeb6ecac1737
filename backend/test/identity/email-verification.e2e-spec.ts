import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { AccountTokenPruning } from '../../src/contexts/identity/application/account-token-pruning.schedule';
import { GrantAdminCommand, SeedDemoUsersCommand } from '../../src/contexts/identity/public';
import { settleEvents } from '../factories/contracts';
import { jobBody, postJob, signUpClient, PROPOSAL_TERMS } from '../factories/jobs';
import { signUp, SignedUpUser, uniqueUsername } from '../factories/users';
import { deliverAgain, linkToken } from '../support/account-mail';
import { expectErrorBody } from '../support/error-body';
import { readOperations } from '../support/fuzz/openapi-operations';
import { verificationFiles } from '../support/videos';
import { sql } from '../support/sql';
import { createTestApp, TEST_PUBLIC_URL } from '../support/test-app';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';

const SUBJECT = 'Confirm your email address';
const GATED_OPERATIONS = [
  'DELETE /api/saved-searches/{id}',
  'PATCH /api/saved-searches/{id}',
  'POST /api/applications',
  'POST /api/attachments',
  'POST /api/auth/two-factor/enable',
  'POST /api/auth/two-factor/setup',
  'POST /api/jobs',
  'POST /api/jobs/{id}/invitations',
  'POST /api/messages',
  'POST /api/saved-searches',
  'POST /api/saved-searches/{id}/visits',
  'POST /api/verifications',
  'PUT /api/auth/email',
];

describe('Email verification', () => {
  let mailbox: TestMailbox;
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  const unverified = (firstName = 'Ana') => signUp(app, { emailVerified: false, firstName });
  const confirm = (token: string) => request(app.getHttpServer()).post('/api/auth/email-verification/confirm').send({ token });
  const me = async (user: SignedUpUser) =>
    (await user.agent.get('/api/auth/user').expect(200)).body as { email: string; emailVerified: boolean };
  const nextLink = async (user: SignedUpUser) => linkToken(await mailbox.next({ to: user.email, subject: SUBJECT }), '/verify-email');

  it('mails a link at sign-up (both parts, greeting, why, the exact screen); opening it, signed out, confirms the address', async () => {
    const user = await unverified('Ana');
    expect(await me(user)).toMatchObject({ emailVerified: false });

    const mail = await mailbox.next({ to: user.email, subject: SUBJECT });
    expect(mail.from).toBe('"VerifiedWork" <no-reply@example.test>');
    expect(mail.envelope.to).toEqual([user.email]);
    expect(mail.text).toContain('Hi Ana,');
    expect(mail.text).toContain('Welcome to VerifiedWork.');
    expect(mail.text).toContain('You got this email because someone signed up for VerifiedWork with this address');
    expect(mail.html).toContain('Hi Ana,');
    expect(mail.html).toContain('VerifiedWork');
    const token = linkToken(mail, '/verify-email');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`Confirm my email address: ${TEST_PUBLIC_URL}/verify-email?token=${token}`);
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/verify-email?token=${token}"`);

    expect((await confirm(token).expect(200)).body).toEqual({ email: user.email });
    // The signed-in session sees it at once.
    expect(await me(user)).toMatchObject({ emailVerified: true });
  });

  it('stores only a hash of the token, and the outbox event carries no token', async () => {
    const user = await unverified();
    const token = await nextLink(user);
    const rows = await sql<{ id: string; token_hash: string; email: string; lifetime: number }[]>(
      app,
      `select id, token_hash, email, extract(epoch from expires_at - created_at)::int as lifetime
         from account_tokens where user_id = ? and purpose = 'verify_email'`,
      [user.id],
    );
    expect(rows).toEqual([
      {
        id: expect.any(String),
        token_hash: createHash('sha256').update(token).digest('base64url'),
        email: user.email,
        lifetime: 24 * 3600,
      },
    ]);
    const events = await sql<{ payload: Record<string, unknown> }[]>(
      app,
      "select payload from outbox_events where type = 'identity.email_verification_link_issued' and payload->>'linkId' = ?",
      [rows[0].id],
    );
    expect(events.map(({ payload }) => payload)).toEqual([{ linkId: rows[0].id }]);
    const [{ leaks }] = await sql<{ leaks: number }[]>(
      app,
      'select count(*)::int as leaks from outbox_events where payload::text like ? or payload::text like ?',
      [`%${token}%`, `%${rows[0].token_hash}%`],
    );
    expect(leaks).toBe(0);
  });

  it('works once, and not past its 24 hours', async () => {
    const user = await unverified();
    const expired = await nextLink(user);
    await sql(app, "update account_tokens set expires_at = now() - interval '1 second' where user_id = ? and purpose = 'verify_email'", [
      user.id,
    ]);
    expectErrorBody((await confirm(expired).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    expect((await confirm(expired)).body.message).toBe('This link is invalid or has expired. Ask for a new one.');
    expect(await me(user)).toMatchObject({ emailVerified: false });

    await user.agent.post('/api/auth/email-verification').expect(204);
    const fresh = await nextLink(user);
    await confirm(fresh).expect(200);
    expectErrorBody((await confirm(fresh).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    expectErrorBody((await confirm('not-a-token-the-server-made').expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
  });

  it('deletes links a day after they stopped working, and only those', async () => {
    const user = await unverified();
    await nextLink(user);
    await user.agent.post('/api/auth/email-verification').expect(204);
    await nextLink(user);
    // The first link was retired by the second; move its end back past a day.
    await sql(app, "update account_tokens set expires_at = now() - interval '25 hours' where user_id = ? and expires_at <= now()", [
      user.id,
    ]);
    await app.get(AccountTokenPruning).run();
    const left = await sql<{ expired: boolean }[]>(app, 'select expires_at <= now() as expired from account_tokens where user_id = ?', [
      user.id,
    ]);
    expect(left).toEqual([{ expired: false }]);
  });

  it('"Resend" mails a new link and retires the earlier one; refused once confirmed, and signed out', async () => {
    const user = await unverified();
    const first = await nextLink(user);
    await user.agent.post('/api/auth/email-verification').expect(204);
    const second = await nextLink(user);
    expect(second).not.toBe(first);
    expectErrorBody((await confirm(first).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    await confirm(second).expect(200);

    expectErrorBody((await user.agent.post('/api/auth/email-verification').expect(400)).body, 400, 'IDENTITY.EMAIL_ALREADY_VERIFIED');
    await request(app.getHttpServer()).post('/api/auth/email-verification').expect(401);
  });

  it('refuses a link made for something else, and one for an address the account no longer has', async () => {
    const user = await unverified();
    const token = await nextLink(user);
    // A verification link is no reset link, and the other way round.
    await request(app.getHttpServer()).post('/api/auth/password-reset').send({ email: user.email }).expect(202);
    const resetToken = linkToken(await mailbox.next({ to: user.email, subject: 'Reset your VerifiedWork password' }), '/reset-password');
    expectErrorBody(
      (
        await request(app.getHttpServer())
          .post('/api/auth/password-reset/confirm')
          .send({ token, password: 'a-brand-new-password-1' })
          .expect(400)
      ).body,
      400,
      'IDENTITY.LINK_INVALID',
    );
    expectErrorBody((await confirm(resetToken).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    expectErrorBody(
      (await request(app.getHttpServer()).post('/api/auth/email/confirm').send({ token }).expect(400)).body,
      400,
      'IDENTITY.LINK_INVALID',
    );

    await sql(app, 'update users set email = ? where id = ?', [`moved.${user.email}`, user.id]);
    expectErrorBody((await confirm(token).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    expect(await me(user)).toMatchObject({ emailVerified: false });
  });

  it('sends one email however often its event is delivered', async () => {
    const user = await unverified();
    await nextLink(user);
    const [link] = await sql<{ id: string }[]>(app, "select id from account_tokens where user_id = ? and purpose = 'verify_email'", [
      user.id,
    ]);
    expect(await deliverAgain(app, 'identity.email_verification_link_issued', 'linkId', link.id)).toBe(1);
    await settleEvents(app);
    expect(mailbox.to(user.email).filter((mail) => mail.subject === SUBJECT)).toHaveLength(1);
  });

  it('lets an unconfirmed account browse and set up its profile, but not post, apply, message or submit a verification until it confirms', async () => {
    const client = await unverified('Cleo');
    await client.agent
      .post('/api/users/username')
      .send({ username: uniqueUsername('client') })
      .expect(200);
    await client.agent.patch('/api/users/role').send({ role: 'client' }).expect(200);
    await client.agent.patch('/api/users/profile').send({ firstName: 'Cleo', lastName: 'Client', bio: 'Runs a web shop.' }).expect(200);
    await client.agent.get('/api/jobs').expect(200);
    const freelancer = await unverified('Finn');
    await freelancer.agent
      .post('/api/users/username')
      .send({ username: uniqueUsername('free') })
      .expect(200);
    const job = await postJob((await signUpClient(app)).agent);
    const { idDocument, video } = await verificationFiles();
    const submitVerification = () =>
      freelancer.agent
        .post('/api/verifications')
        .attach('idDocument', idDocument, { filename: 'id.jpg', contentType: 'image/jpeg' })
        .attach('video', video, { filename: 'me.mp4', contentType: 'video/mp4' });

    const refused = [
      await client.agent.post('/api/jobs').send(jobBody()),
      await freelancer.agent
        .post('/api/applications')
        .send({ jobId: job.id, coverLetter: 'I have run live chat for three shops.', ...PROPOSAL_TERMS }),
      await freelancer.agent.post('/api/messages').send({ receiverId: client.id, content: 'Hello!' }),
      await submitVerification(),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expectErrorBody(response.body, 403, 'IDENTITY.EMAIL_NOT_VERIFIED');
      expect(response.body.message).toBe('Confirm your email address first: open the link we sent you.');
    }
    // The verification screen is told not to offer the form yet.
    expect((await freelancer.agent.get('/api/verifications/my').expect(200)).body).toEqual({ request: null, canSubmit: false });

    await confirm(await nextLink(client)).expect(200);
    await confirm(await nextLink(freelancer)).expect(200);
    expect((await freelancer.agent.get('/api/verifications/my').expect(200)).body).toEqual({ request: null, canSubmit: true });
    // The same sessions, confirmed now.
    await client.agent.post('/api/jobs').send(jobBody()).expect(201);
    await freelancer.agent
      .post('/api/applications')
      .send({ jobId: job.id, coverLetter: 'I have run live chat for three shops.', ...PROPOSAL_TERMS })
      .expect(201);
    await freelancer.agent.post('/api/messages').send({ receiverId: client.id, content: 'Hello!' }).expect(201);
    await submitVerification().expect(201);
  });

  it('refuses an unconfirmed caller on every operation the document marks, with the 403 documented', async () => {
    const marked = readOperations().operations.filter((operation) => isMarked(operation.path, operation.method));
    expect(marked.map((operation) => operation.name).sort()).toEqual(GATED_OPERATIONS);
    const caller = await unverified();
    const confirmed = await signUp(app);
    for (const operation of marked) {
      const path = operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const call = (user: SignedUpUser) =>
        (user.agent as unknown as Record<string, (path: string) => request.Test>)[operation.method](path);
      const response = await call(caller);
      expect({ operation: operation.name, status: response.status }).toEqual({ operation: operation.name, status: 403 });
      expectErrorBody(response.body, 403, 'IDENTITY.EMAIL_NOT_VERIFIED');
      expect((await call(confirmed)).body.code).not.toBe('IDENTITY.EMAIL_NOT_VERIFIED');
      expect(documented(operation.path, operation.method).responses['403'].description).toContain('IDENTITY.EMAIL_NOT_VERIFIED');
    }
  });

  it('counts administrators and demo accounts as confirmed', async () => {
    const user = await unverified();
    await app.get(CommandBus).execute(new GrantAdminCommand(user.email));
    expect(await me(user)).toMatchObject({ role: 'admin', emailVerified: true });

    const { userIdsByEmail } = await app.get(CommandBus).execute(new SeedDemoUsersCommand());
    expect(Object.keys(userIdsByEmail).length).toBeGreaterThan(3);
    const [{ unconfirmed }] = await sql<{ unconfirmed: number }[]>(
      app,
      "select count(*)::int as unconfirmed from users where email like '%@demo.local' and email_verified_at is null",
    );
    expect(unconfirmed).toBe(0);
  });
});

describe('Email verification links per user per hour', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_EMAIL_LINKS_PER_HOUR: '2' });
  });
  afterAll(() => app.close());

  it('refuses a third "Resend" within the hour, counting each user apart', async () => {
    const busy = await signUp(app, { emailVerified: false });
    const calm = await signUp(app, { emailVerified: false });
    await busy.agent.post('/api/auth/email-verification').expect(204);
    await busy.agent.post('/api/auth/email-verification').expect(204);
    const refused = await busy.agent.post('/api/auth/email-verification').expect(429);
    expectErrorBody(refused.body, 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    await calm.agent.post('/api/auth/email-verification').expect(204);
  });
});

type DocumentedOperation = Record<string, unknown> & { responses: Record<string, { description: string }> };
const openApiDocument = readOperations().document as { paths: Record<string, Record<string, DocumentedOperation>> };

function documented(path: string, method: string): DocumentedOperation {
  return openApiDocument.paths[path][method];
}

function isMarked(path: string, method: string): boolean {
  return documented(path, method)['x-requires-verified-email'] === true;
}
