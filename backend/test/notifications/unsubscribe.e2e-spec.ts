import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { hire, settleEvents } from '../factories/contracts';
import { signUpClient, signUpFreelancer } from '../factories/jobs';
import { signUp } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';
import { expectNotificationEmail, nameUser, unsubscribeToken } from './notification-email';

const ALL_TOPICS = [
  { topic: 'applications', label: 'Applications to your jobs', enabled: true },
  { topic: 'application_decisions', label: 'Decisions on your applications', enabled: true },
  { topic: 'invitations', label: 'Invitations to jobs, and answers to yours', enabled: true },
  { topic: 'contracts', label: 'Contracts started and completed', enabled: true },
  { topic: 'offers', label: 'Offers and counter-offers on applications', enabled: true },
  { topic: 'milestones', label: 'Milestones submitted, approved or sent back', enabled: true },
  { topic: 'reviews', label: 'Reviews you receive', enabled: true },
  { topic: 'verification', label: 'Identity verification decisions', enabled: true },
  { topic: 'moderation', label: 'Reports and disputes you are part of', enabled: true },
  { topic: 'unread_messages', label: 'Unread messages (one email for all that wait unread)', enabled: true },
  { topic: 'saved_searches', label: 'New matches of your saved searches (daily or weekly, as each search says)', enabled: true },
];

const withTopics = (off: string[]) => ALL_TOPICS.map((setting) => ({ ...setting, enabled: !off.includes(setting.topic) }));

describe('Email preferences (Settings → Notifications)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('has every topic on until the user turns one off', async () => {
    const user = await signUp(app);
    expect((await user.agent.get('/api/email/preferences').expect(200)).body).toEqual({ topics: ALL_TOPICS });
  });

  it('changes only the topics named, and answers every topic', async () => {
    const user = await signUp(app);
    const off = await user.agent
      .put('/api/email/preferences')
      .send({ topics: { reviews: false, unread_messages: false } })
      .expect(200);
    expect(off.body).toEqual({ topics: withTopics(['reviews', 'unread_messages']) });
    const back = await user.agent
      .put('/api/email/preferences')
      .send({ topics: { reviews: true, contracts: false } })
      .expect(200);
    expect(back.body).toEqual({ topics: withTopics(['contracts', 'unread_messages']) });
    await user.agent.put('/api/email/preferences').send({ topics: {} }).expect(200);
    expect((await user.agent.get('/api/email/preferences').expect(200)).body).toEqual(back.body);
  });

  it('keeps both of two changes made at once', async () => {
    const user = await signUp(app);
    await Promise.all([
      user.agent
        .put('/api/email/preferences')
        .send({ topics: { reviews: false } })
        .expect(200),
      user.agent
        .put('/api/email/preferences')
        .send({ topics: { contracts: false } })
        .expect(200),
    ]);
    expect((await user.agent.get('/api/email/preferences').expect(200)).body).toEqual({ topics: withTopics(['contracts', 'reviews']) });
  });

  it('refuses unknown topics, values other than true or false, and a missing topics object (400)', async () => {
    const user = await signUp(app);
    for (const body of [
      { topics: { newsletter: false } },
      { topics: { reviews: 'no' } },
      { topics: { reviews: null } },
      {},
      { topics: [] },
    ]) {
      expectErrorBody((await user.agent.put('/api/email/preferences').send(body).expect(400)).body, 400, 'VALIDATION_FAILED');
    }
    expect((await user.agent.get('/api/email/preferences').expect(200)).body).toEqual({ topics: ALL_TOPICS });
  });

  it('is for signed-in users only (401)', async () => {
    expectErrorBody((await request(app.getHttpServer()).get('/api/email/preferences').expect(401)).body, 401);
    expectErrorBody((await request(app.getHttpServer()).put('/api/email/preferences').send({ topics: {} }).expect(401)).body, 401);
  });
});

describe('One-click unsubscribe from an email (RFC 8058), signed out', () => {
  let mailbox: TestMailbox;
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  /** A contract-started email to a freelancer named Ana, and its unsubscribe token. */
  async function contractEmail() {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    await nameUser(app, freelancer, 'Ana', 'Lee');
    const { contract, job } = await hire(app, { client, freelancer });
    await settleEvents(app);
    const mail = await expectNotificationEmail(app, mailbox, {
      to: freelancer,
      subject: `Contract started: “${job.title}”`,
      firstName: 'Ana',
      screen: `/contracts/${contract.id}`,
      topic: 'contracts',
    });
    return { freelancer, client, token: unsubscribeToken(mail) };
  }

  const anonymous = () => request(app.getHttpServer());

  it('turns the topic off from the mail provider’s POST: form body, no cookie, no Origin; opening the link does not', async () => {
    const { freelancer, token } = await contractEmail();
    const masked = `${freelancer.email[0]}***@example.test`;

    // Link scanners and the page only read.
    for (let opened = 0; opened < 2; opened++) {
      expect((await anonymous().get('/api/email/unsubscribe').query({ token }).expect(200)).body).toEqual({
        topic: 'contracts',
        label: 'Contracts started and completed',
        enabled: true,
        email: masked,
      });
    }
    expect((await freelancer.agent.get('/api/email/preferences').expect(200)).body).toEqual({ topics: ALL_TOPICS });

    const clicked = await anonymous()
      .post(`/api/email/unsubscribe?token=${token}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(clicked.body).toEqual({ topic: 'contracts', label: 'Contracts started and completed', enabled: false });
    expect((await freelancer.agent.get('/api/email/preferences').expect(200)).body).toEqual({ topics: withTopics(['contracts']) });
    expect((await anonymous().get('/api/email/unsubscribe').query({ token }).expect(200)).body).toMatchObject({ enabled: false });

    // Again, as multipart (what RFC 8058 prefers), and as the page's JSON: harmless.
    await anonymous().post(`/api/email/unsubscribe?token=${token}`).field('List-Unsubscribe', 'One-Click').expect(200);
    await anonymous().post(`/api/email/unsubscribe?token=${token}`).send({}).expect(200);
    expect((await freelancer.agent.get('/api/email/preferences').expect(200)).body).toEqual({ topics: withTopics(['contracts']) });
  });

  it('stops the emails of that topic only', async () => {
    const { freelancer, client, token } = await contractEmail();
    await anonymous().post(`/api/email/unsubscribe?token=${token}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    await client.agent.post(`/api/contracts/${(await hire(app, { client, freelancer })).contract.id}/complete`).expect(200);
    await settleEvents(app);
    expect(mailbox.to(freelancer.email).filter((mail) => mail.subject.startsWith('Contract'))).toHaveLength(1);
    // Application decisions are another topic: the second hire's acceptance still came.
    expect(mailbox.to(freelancer.email).filter((mail) => mail.subject.endsWith('was accepted'))).toHaveLength(2);
  });

  it('works from a page of another site too: the token, not a session, is the authority', async () => {
    const { freelancer, token } = await contractEmail();
    await anonymous()
      .post(`/api/email/unsubscribe?token=${token}`)
      .set('Origin', 'https://mail.example.net')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect((await freelancer.agent.get('/api/email/preferences').expect(200)).body).toEqual({ topics: withTopics(['contracts']) });
  });

  it('refuses a forged, altered or cut token with 400 EMAIL.LINK_INVALID, and changes nothing', async () => {
    const { freelancer, client, token } = await contractEmail();
    const [payload, signature] = token.split('.');
    const [userId] = Buffer.from(payload, 'base64url').toString().split(':');
    const otherTopic = `${Buffer.from(`${userId}:reviews`).toString('base64url')}.${signature}`;
    const otherUser = `${Buffer.from(`${client.id}:contracts`).toString('base64url')}.${signature}`;
    const flipped = `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [otherTopic, otherUser, flipped, payload, `${token}x`, token.slice(0, -2), 'fuzz']) {
      const read = await anonymous().get('/api/email/unsubscribe').query({ token: bad }).expect(400);
      expectErrorBody(read.body, 400, 'EMAIL.LINK_INVALID');
      const posted = await anonymous()
        .post('/api/email/unsubscribe')
        .query({ token: bad })
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(400);
      expectErrorBody(posted.body, 400, 'EMAIL.LINK_INVALID');
    }
    expectErrorBody(
      (await anonymous().post('/api/email/unsubscribe').type('form').send('List-Unsubscribe=One-Click').expect(400)).body,
      400,
    );
    for (const user of [freelancer, client]) {
      expect((await user.agent.get('/api/email/preferences').expect(200)).body).toEqual({ topics: ALL_TOPICS });
    }
  });

  it('forgets a deleted account’s settings, and its links turn invalid', async () => {
    const { freelancer, token } = await contractEmail();
    await freelancer.agent
      .put('/api/email/preferences')
      .send({ topics: { reviews: false } })
      .expect(200);
    await freelancer.agent.delete('/api/auth/account').send({ password: freelancer.password }).expect(204);
    await settleEvents(app);
    expect(await sql(app, 'select user_id from email_preferences where user_id = ?', [freelancer.id])).toEqual([]);
    expectErrorBody((await anonymous().get('/api/email/unsubscribe').query({ token }).expect(400)).body, 400, 'EMAIL.LINK_INVALID');
    const posted = await anonymous()
      .post(`/api/email/unsubscribe?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(400);
    expectErrorBody(posted.body, 400, 'EMAIL.LINK_INVALID');
  });

  it('still refuses form bodies (415) and other sites (403) on every other state change, the email settings included', async () => {
    const user = await signUp(app);
    const form = (call: request.Test) => call.type('form').send('topics[reviews]=false');
    expectErrorBody((await form(user.agent.put('/api/email/preferences')).expect(415)).body, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectErrorBody((await form(user.agent.post('/api/notifications/read-all')).expect(415)).body, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const forged = await user.agent
      .put('/api/email/preferences')
      .set('Origin', 'https://evil.example')
      .send({ topics: { reviews: false } })
      .expect(403);
    expectErrorBody(forged.body, 403, 'CROSS_ORIGIN_REQUEST');
    expectErrorBody((await form(user.agent.put('/api/email/preferences').set('Origin', 'https://evil.example')).expect(403)).body, 403);
    expect((await user.agent.get('/api/email/preferences').expect(200)).body).toEqual({ topics: ALL_TOPICS });
    // And a text body on the signed link is no form: refused too.
    await anonymous()
      .post('/api/email/unsubscribe?token=x')
      .set('Content-Type', 'text/plain')
      .send('List-Unsubscribe=One-Click')
      .expect(415);
  });
});
