import type { NestExpressApplication } from '@nestjs/platform-express';
import { Administrator, Member, postJob, signUpAdmin, signUpClient, signUpFreelancer, uniqueWord } from '../factories/jobs';
import { sendMessage } from '../factories/messages';
import { fileReport } from '../factories/moderation';
import { signUp, signUpWithUsername, uniqueEmail } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

/** The administrators' people screens (decision 0036): finding an account and what its page reads. */
describe('Administrators finding people', () => {
  let app: NestExpressApplication;
  let admin: Administrator;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const search = async (q: string, page: { before?: string; limit?: number } = {}) =>
    (
      await admin.agent
        .get('/api/admin/users')
        .query({ q, ...page })
        .expect(200)
    ).body as { id: string; [key: string]: unknown }[];

  describe('search', () => {
    let word: string;
    let ada: Member;
    let grace: Member;

    beforeAll(async () => {
      word = uniqueWord();
      const adaUser = await signUp(app, { firstName: 'Ada', lastName: `Lovelace${word}`, email: uniqueEmail(`ada${word}`) });
      const username = `ada_${word}`.slice(0, 20);
      await adaUser.agent.post('/api/users/username').send({ username }).expect(200);
      ada = { ...adaUser, username };
      grace = { ...(await signUp(app, { firstName: 'Grace', lastName: `Hopper${word}` })), username: '' };
    });

    it('finds by any part of the name, in any case, newest first', async () => {
      expect((await search(word.toUpperCase())).map(({ id }) => id)).toEqual([grace.id, ada.id]);
      expect((await search(`lovelace${word}`)).map(({ id }) => id)).toEqual([ada.id]);
      // Every word must appear.
      expect((await search(`grace ${word}`)).map(({ id }) => id)).toEqual([grace.id]);
      expect(await search(`grace lovelace${word}`)).toEqual([]);
    });

    it('finds by email and by username', async () => {
      expect((await search(ada.email)).map(({ id }) => id)).toEqual([ada.id]);
      expect((await search(ada.username)).map(({ id }) => id)).toEqual([ada.id]);
    });

    it('takes wildcards literally', async () => {
      expect(await search(`%${word}`)).toEqual([]);
      expect(await search(`_da_${word}`)).toEqual([]);
    });

    it('answers what the page shows of each account', async () => {
      const [found] = await search(ada.email);
      expect(found).toEqual({
        id: ada.id,
        firstName: 'Ada',
        lastName: `Lovelace${word}`,
        username: ada.username,
        email: ada.email,
        role: 'freelancer',
        isVerified: false,
        emailVerified: true,
        twoFactorEnabled: false,
        trustScore: null,
        createdAt: expect.any(String),
        suspension: null,
        deleted: false,
      });
    });

    it('pages with before and limit', async () => {
      const more = [];
      for (let index = 0; index < 3; index++) more.push(await signUp(app, { firstName: 'Page', lastName: `Reader${word}` }));
      const all = (await search(word)).map(({ id }) => id);
      expect(all).toEqual([...more.reverse().map(({ id }) => id), grace.id, ada.id]);
      const first = await search(word, { limit: 2 });
      const second = await search(word, { limit: 2, before: first[1].id });
      const third = await search(word, { limit: 2, before: second[1].id });
      expect([...first, ...second, ...third].map(({ id }) => id)).toEqual(all);
      expect(third).toHaveLength(1);

      const unknownCursor = await admin.agent.get('/api/admin/users').query({ before: '00000000-0000-4000-8000-000000000000' }).expect(400);
      expectErrorBody(unknownCursor.body, 400, 'IDENTITY.UNKNOWN_CURSOR');
      await admin.agent.get('/api/admin/users').query({ limit: 101 }).expect(400);
      await admin.agent
        .get('/api/admin/users')
        .query({ q: 'x'.repeat(201) })
        .expect(400);
    });

    it('lists every account without a search', async () => {
      const newest = await signUp(app);
      const [first] = (await admin.agent.get('/api/admin/users').query({ limit: 1 }).expect(200)).body;
      expect(first.id).toBe(newest.id);
    });
  });

  describe("a user's page", () => {
    it('shows the account with its role, two-factor state and suspension', async () => {
      const client = await signUpClient(app, { verified: true });
      const page = (await admin.agent.get(`/api/admin/users/${client.id}`).expect(200)).body;
      expect(page).toMatchObject({
        id: client.id,
        role: 'client',
        isVerified: true,
        twoFactorEnabled: false,
        suspension: null,
        deleted: false,
      });
      expect((await admin.agent.get(`/api/admin/users/${admin.id}`).expect(200)).body).toMatchObject({
        role: 'admin',
        twoFactorEnabled: true,
      });

      await sql(
        app,
        "update users set suspended_at = now(), suspended_until = '2099-01-01T00:00:00Z', suspension_reason = 'Spam', suspension_action_id = gen_random_uuid() where id = ?",
        [client.id],
      );
      const suspended = (await admin.agent.get(`/api/admin/users/${client.id}`).expect(200)).body;
      expect(suspended.suspension).toEqual({ until: '2099-01-01T00:00:00.000Z', reason: 'Spam', since: expect.any(String) });

      const missing = await admin.agent.get('/api/admin/users/00000000-0000-4000-8000-000000000000').expect(404);
      expectErrorBody(missing.body, 404);
      await admin.agent.get('/api/admin/users/not-a-uuid').expect(400);
    });

    it('lists the reports the user filed and the reports against them, on them, their posts and their messages', async () => {
      const client = await signUpClient(app);
      const freelancer = await signUpFreelancer(app);
      const bystander = await signUpWithUsername(app);
      const job = await postJob(client.agent);
      const message = await sendMessage(client, freelancer.id, 'Pay me outside the site.');
      const onUser = await fileReport(freelancer, 'user', client.id, 'Rude');
      const onJob = await fileReport(bystander, 'job', job.id, 'Scam post');
      const onMessage = await fileReport(freelancer, 'message', message.id, 'Off-platform payment');
      const byClient = await fileReport(client, 'user', freelancer.id, 'Spam');

      const reports = (await admin.agent.get(`/api/admin/users/${client.id}/reports`).expect(200)).body;
      expect(reports.filed.map(({ id }: { id: string }) => id)).toEqual([byClient.id]);
      expect(reports.against.map(({ id }: { id: string }) => id)).toEqual([onMessage.id, onJob.id, onUser.id]);
      const freelancerReports = (await admin.agent.get(`/api/admin/users/${freelancer.id}/reports`).expect(200)).body;
      expect(freelancerReports.filed.map(({ id }: { id: string }) => id)).toEqual([onMessage.id, onUser.id]);
      expect(freelancerReports.against.map(({ id }: { id: string }) => id)).toEqual([byClient.id]);
      await admin.agent.get('/api/admin/users/00000000-0000-4000-8000-000000000000/reports').expect(404);
    });

    it("reads the user's verifications, disputes and trust score breakdown", async () => {
      const freelancer = await signUpFreelancer(app);
      expect((await admin.agent.get(`/api/admin/users/${freelancer.id}/verifications`).expect(200)).body).toEqual([]);
      expect((await admin.agent.get(`/api/admin/users/${freelancer.id}/disputes`).expect(200)).body).toEqual([]);
      const breakdown = (await admin.agent.get(`/api/reviews/${freelancer.id}/trust-score`).expect(200)).body;
      expect(breakdown).toMatchObject({ verified: false });
    });
  });
});
