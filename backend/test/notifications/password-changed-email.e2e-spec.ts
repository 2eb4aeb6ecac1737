import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { settleEvents } from '../factories/contracts';
import { signUpFreelancer } from '../factories/jobs';
import { linkToken } from '../support/account-mail';
import { sql } from '../support/sql';
import { TEST_PUBLIC_URL } from '../support/test-app';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';
import { deliverAgain } from './notification-email';

const SUBJECT = 'Your VerifiedWork password was changed';

describe('The owner is told by email when their password changes (issue 41)', () => {
  let app: NestExpressApplication;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  const mailsTo = (email: string) => mailbox.to(email).filter((mail) => mail.subject === SUBJECT);

  it('mails once, whatever the topics and however often the event is delivered, saying when and what to do if it was not them', async () => {
    const member = await signUpFreelancer(app);
    await sql(app, 'update users set first_name = ? where id = ?', ['Ana', member.id]);
    // Every topic off: this email goes anyway.
    const { topics } = (await member.agent.get('/api/email/preferences').expect(200)).body as { topics: { topic: string }[] };
    const off = Object.fromEntries(topics.map(({ topic }) => [topic, false]));
    await member.agent.put('/api/email/preferences').send({ topics: off }).expect(200);
    await member.agent
      .put('/api/auth/password')
      .send({ currentPassword: member.password, newPassword: 'a-new-long-passphrase' })
      .expect(204);
    await settleEvents(app);

    const mail = await mailbox.next({ to: member.email, subject: SUBJECT });
    expect(mail.text).toContain('Hi Ana,');
    expect(mail.text).toMatch(/The password of your VerifiedWork account was changed in Settings on \d{1,2} \w+ \d{4}/);
    expect(mail.text).toContain('If it was not you, reset your password now');
    expect(mail.text).toContain('signs out every device');
    expect(mail.links[0]).toBe(`${TEST_PUBLIC_URL}/forgot-password`);
    expect(mail.headers.has('list')).toBe(false);
    expect(mail.text).toContain('cannot be turned off');

    await deliverAgain(app, 'identity.password_changed', 'userId', member.id);
    expect(mailsTo(member.email)).toHaveLength(1);
    // Email only: the bell has nothing of it.
    expect((await member.agent.get('/api/notifications').expect(200)).body).toEqual([]);
  });

  it('mails after a reset by link, once, saying it was reset', async () => {
    const member = await signUpFreelancer(app);
    await request(app.getHttpServer()).post('/api/auth/password-reset').send({ email: member.email }).expect(202);
    await settleEvents(app);
    const token = linkToken(await mailbox.next({ to: member.email, subject: 'Reset your VerifiedWork password' }), '/reset-password');
    await request(app.getHttpServer())
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'a-new-long-passphrase' })
      .expect(204);
    await settleEvents(app);

    const mail = await mailbox.next({ to: member.email, subject: SUBJECT });
    expect(mail.text).toContain('was reset with a link we emailed you on');
    await deliverAgain(app, 'identity.password_changed', 'userId', member.id);
    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it('sends nothing when the change is refused', async () => {
    const member = await signUpFreelancer(app);
    await member.agent
      .put('/api/auth/password')
      .send({ currentPassword: 'not-the-password', newPassword: 'a-new-long-passphrase' })
      .expect(400);
    await settleEvents(app);
    const events = await sql<{ n: number }[]>(
      app,
      "select count(*)::int as n from outbox_events where type = 'identity.password_changed' and payload->>'userId' = ?",
      [member.id],
    );
    expect(events).toEqual([{ n: 0 }]);
  });
});
