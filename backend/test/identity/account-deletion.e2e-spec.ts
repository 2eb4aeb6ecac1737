import type { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { AccountDeleted } from '../../src/contexts/identity/events';
import { AccountDataRegistry } from '../../src/platform/account-data/account-data-registry';
import { EventDispatcher } from '../../src/platform/outbox/event-handlers';
import { LocalObjectStorage } from '../../src/platform/storage/local-object-storage';
import { ObjectStorage } from '../../src/platform/storage/object-storage';
import { completedContract, settleEvents, TERMS } from '../factories/contracts';
import { apply, Member, postJob, signUpAdmin, signUpClient, signUpFreelancer, uniqueWord } from '../factories/jobs';
import { sendMessage } from '../factories/messages';
import { fileReport } from '../factories/moderation';
import { sessionCookie, signUp, TEST_PASSWORD } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { makeImage } from '../support/images';
import { verificationFiles } from '../support/videos';
import { LiveSocket } from '../support/live-socket';
import { sql } from '../support/sql';
import { Agent, createTestApp } from '../support/test-app';

/** What an MP4 begins with; the server judges the type by these bytes. */

const SESSION_ENDED = { code: 4401, reason: 'Session ended: account_deleted' };
const HANDLERS = [
  'RemoveDeletedAccountPortfolio',
  'RemoveDeletedAccountJobs',
  'RemoveDeletedAccountBlocks',
  'RemoveDeletedAccountNotifications',
  'RemoveDeletedAccountVerificationFiles',
];

type Ticket = { uploadUrl: string; objectPath: string };

/** A freelancer with something in every section of the export, and the people on the other side. */
type History = {
  subject: Member;
  client: Member;
  otherClient: Member;
  blocked: Member;
  contractId: string;
  acceptedApplicationId: string;
  pendingApplicationId: string;
  openJobId: string;
  availabilityPostId: string;
  conversationId: string;
  heldMessageId: string;
  pictureUrl: string;
  portfolioImageUrl: string;
  rejectedRequestId: string;
  pendingRequestId: string;
  reportId: string;
  words: { bio: string; sent: string; received: string; coverLetter: string; otherCoverLetter: string };
};

describe('Deleting an account and downloading its data', () => {
  let app: NestExpressApplication;
  let storage: LocalObjectStorage;
  let admin: Member;

  beforeAll(async () => {
    app = await createTestApp();
    // Listening: the live socket connects to it.
    await app.listen(0, '127.0.0.1');
    storage = app.get(ObjectStorage) as LocalObjectStorage;
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const mediaFile = (url: string) => join(storage.root, 'media', url.replace(/^\/media\//, ''));
  const documentFile = (key: string) => join(storage.root, 'documents', key);

  async function upload(agent: Agent, path: string): Promise<string> {
    const ticket: Ticket = (await agent.get(path).expect(200)).body;
    await request(app.getHttpServer())
      .put(ticket.uploadUrl)
      .set('Content-Type', 'image/png')
      .send(await makeImage('png', 64, 48))
      .expect(200);
    return ticket.objectPath;
  }

  async function verificationRequest(agent: Agent): Promise<string> {
    const { idDocument, video } = await verificationFiles();
    const response = await agent
      .post('/api/verifications')
      .attach('idDocument', idDocument, { filename: 'id.jpg', contentType: 'image/jpeg' })
      .attach('video', video, { filename: 'me.mp4', contentType: 'video/mp4' })
      .expect(201);
    return response.body.id;
  }

  const verificationKeys = async (userId: string) =>
    (
      await sql<{ id_document_key: string | null; video_key: string | null }[]>(
        app,
        'select id_document_key, video_key from verification_requests where user_id = ?',
        [userId],
      )
    ).flatMap((row) => [row.id_document_key, row.video_key]);

  async function buildHistory(): Promise<History> {
    const words = {
      bio: uniqueWord(),
      sent: uniqueWord(),
      received: uniqueWord(),
      coverLetter: uniqueWord(),
      otherCoverLetter: uniqueWord(),
    };
    const subject = await signUpFreelancer(app);
    await subject.agent
      .patch('/api/users/profile')
      .send({
        firstName: 'Ada',
        lastName: 'Lovelace',
        bio: `Support lead ${words.bio}`,
        location: 'London',
        hourlyRate: { currency: 'GBP', amount: 2500 },
        skills: ['Chat'],
        languages: ['English'],
      })
      .expect(200);
    const pictureUrl = (
      await subject.agent
        .post('/api/users/profile-picture/finalize')
        .send({ objectPath: await upload(subject.agent, '/api/users/profile-picture-upload-url') })
        .expect(200)
    ).body.profileImageUrl as string;
    const portfolioImageUrl = (
      await subject.agent
        .post('/api/portfolio')
        .send({ title: 'Help centre rebuild', imageObjectPath: await upload(subject.agent, '/api/portfolio/image-upload-url') })
        .expect(201)
    ).body.imageUrl as string;

    // A completed contract, reviewed by both (published), from an accepted application.
    const client = await signUpClient(app);
    const hired = await completedContract(app, { freelancer: subject, client });
    await subject.agent
      .post('/api/reviews')
      .send({ contractId: hired.contract.id, revieweeId: client.id, rating: 5, comment: 'A clear client' })
      .expect(201);
    await client.agent
      .post('/api/reviews')
      .send({ contractId: hired.contract.id, revieweeId: subject.id, rating: 4, comment: 'Quick and kind' })
      .expect(201);

    // A pending application to another client's job, next to another freelancer's.
    const otherClient = await signUpClient(app);
    const openJob = await postJob(otherClient.agent, { title: 'Evening chat support' });
    const pending = await apply(subject.agent, openJob.id, `Cover letter ${words.coverLetter}`);
    const otherFreelancer = await signUpFreelancer(app);
    await apply(otherFreelancer.agent, openJob.id, `Cover letter ${words.otherCoverLetter}`);
    const availability = await postJob(subject.agent, { jobType: 'job_seeking', title: 'Available for night shifts', verifiedOnly: false });

    const sent = await sendMessage(subject, client.id, `Thanks ${words.sent}`);
    await sendMessage(client, subject.id, `You are welcome ${words.received}`);
    // A message the safety check holds: never delivered, kept with its review.
    const held = await sendMessage(subject, otherClient.id, 'Let us continue on Telegram, add me @subject_chat');
    const blocked = await signUpFreelancer(app);
    await subject.agent.post(`/api/users/${blocked.id}/block`).expect(204);
    const report = await fileReport(subject, 'user', blocked.id);

    // A rejected request whose files an administrator opened, and a pending one.
    const rejectedRequestId = await verificationRequest(subject.agent);
    await admin.agent.post(`/api/admin/verifications/${rejectedRequestId}/document-links`).expect(200);
    await admin.agent
      .patch(`/api/admin/verifications/${rejectedRequestId}`)
      .send({ status: 'rejected', reviewNote: 'Blurred.' })
      .expect(200);
    const pendingRequestId = await verificationRequest(subject.agent);
    await settleEvents(app);

    return {
      subject,
      client,
      otherClient,
      blocked,
      contractId: hired.contract.id,
      acceptedApplicationId: hired.application.id,
      pendingApplicationId: pending.id,
      openJobId: openJob.id,
      availabilityPostId: availability.id,
      conversationId: sent.conversationId,
      heldMessageId: held.id,
      pictureUrl,
      portfolioImageUrl,
      rejectedRequestId,
      pendingRequestId,
      reportId: report.id,
      words,
    };
  }

  const exportOf = async (agent: Agent) => (await agent.get('/api/auth/account/export').expect(200)).body as Record<string, any>;
  const deleteAccount = (agent: Agent, password = TEST_PASSWORD) => agent.delete('/api/auth/account').send({ password });

  describe('downloading my data', () => {
    let history: History;
    beforeAll(async () => {
      history = await buildHistory();
    });

    it('is a JSON file to save, named by the date', async () => {
      const response = await history.subject.agent.get('/api/auth/account/export').expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="verifiedwork-data-${new Date().toISOString().slice(0, 10)}.json"`,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect(Object.keys(JSON.parse(response.text))).toEqual([
        'exportedAt',
        'profile',
        'portfolio',
        'sessions',
        'jobPosts',
        'applications',
        'jobInvitations',
        'offers',
        'contracts',
        'contractMilestones',
        'milestoneSubmissions',
        'reviewsGiven',
        'reviewsReceived',
        'messagesSent',
        'blockedUsers',
        'attachments',
        'notifications',
        'verificationRequests',
        'safetyReviews',
        'reportsFiled',
        'disputes',
        'appeals',
        'savedSearches',
        'savedJobs',
        'savedFreelancers',
      ]);
    });

    it('holds every section with the user’s own data', async () => {
      const { subject, client, blocked, words } = history;
      const data = await exportOf(subject.agent);

      expect(data.profile).toMatchObject({
        id: subject.id,
        email: subject.email,
        username: subject.username,
        firstName: 'Ada',
        lastName: 'Lovelace',
        role: 'freelancer',
        bio: `Support lead ${words.bio}`,
        hourlyRate: { currency: 'GBP', amount: 2500 },
        skills: ['Chat'],
        profileImageUrl: history.pictureUrl,
      });
      expect(typeof data.profile.emailVerified).toBe('boolean');
      expect(Date.parse(data.profile.createdAt)).not.toBeNaN();
      expect(data.portfolio).toEqual([expect.objectContaining({ title: 'Help centre rebuild', imageUrl: history.portfolioImageUrl })]);
      expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
      expect(data.jobPosts).toEqual([
        expect.objectContaining({
          id: history.availabilityPostId,
          jobType: 'job_seeking',
          title: 'Available for night shifts',
          status: 'open',
        }),
      ]);
      expect(data.applications.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([
        [history.acceptedApplicationId, 'accepted'],
        [history.pendingApplicationId, 'pending'],
      ]);
      expect(data.applications[1]).toMatchObject({ jobTitle: 'Evening chat support', coverLetter: `Cover letter ${words.coverLetter}` });
      expect(data.contracts).toEqual([
        expect.objectContaining({
          id: history.contractId,
          party: 'freelancer',
          otherPartyId: client.id,
          terms: TERMS,
          status: 'completed',
        }),
      ]);
      expect(data.reviewsGiven).toEqual([expect.objectContaining({ reviewerId: subject.id, revieweeId: client.id, rating: 5 })]);
      expect(data.reviewsReceived).toEqual([
        expect.objectContaining({ reviewerId: client.id, revieweeId: subject.id, rating: 4, comment: 'Quick and kind' }),
      ]);
      expect(data.messagesSent).toEqual([
        expect.objectContaining({ conversationId: history.conversationId, receiverId: client.id, content: `Thanks ${words.sent}` }),
      ]);
      expect(Date.parse(data.messagesSent[0].sentAt)).not.toBeNaN();
      expect(data.blockedUsers).toEqual([expect.objectContaining({ userId: blocked.id })]);
      expect(data.notifications.length).toBeGreaterThan(0);
      expect(data.notifications.map((n: { type: string }) => n.type)).toEqual(expect.arrayContaining(['contract', 'message']));
      expect(data.verificationRequests).toEqual([
        expect.objectContaining({
          id: history.rejectedRequestId,
          status: 'rejected',
          reviewNote: 'Blurred.',
          idDocument: { contentType: 'image/jpeg', stored: true },
          video: { contentType: 'video/mp4', stored: true },
          filesDeletedAt: null,
          administratorActions: [
            { action: 'verification.documents_opened', at: expect.any(String) },
            { action: 'verification.rejected', at: expect.any(String) },
          ],
        }),
        expect.objectContaining({ id: history.pendingRequestId, status: 'pending', administratorActions: [] }),
      ]);
      expect(data.safetyReviews).toEqual([
        expect.objectContaining({
          contentKind: 'message',
          contentId: history.heldMessageId,
          verdict: 'hold',
          status: 'held',
          text: 'Let us continue on Telegram, add me @subject_chat',
          reasons: expect.arrayContaining([expect.objectContaining({ code: 'off_platform' })]),
        }),
      ]);
      expect(data.reportsFiled).toEqual([expect.objectContaining({ id: history.reportId, reportType: 'user', targetId: blocked.id })]);
      expect(data.disputes).toEqual([]);
      expect(data.appeals).toEqual([]);
    });

    it('holds nothing of another user but their ids (and what the user was told: notifications quote messages received)', async () => {
      const { subject, client, otherClient, words } = history;
      /** The export's text but its notifications. */
      const exportText = async (agent: Agent) => {
        const { notifications: _notifications, ...rest } = await exportOf(agent);
        return JSON.stringify(rest);
      };
      const mine = await exportText(subject.agent);
      for (const foreign of [client.email, otherClient.email, client.username, words.received, words.otherCoverLetter, admin.id]) {
        expect({ foreign, found: mine.includes(foreign) }).toEqual({ foreign, found: false });
      }
      const theirs = await exportText(client.agent);
      for (const foreign of [subject.email, subject.username, words.sent, words.bio, words.coverLetter]) {
        expect({ foreign, found: theirs.includes(foreign) }).toEqual({ foreign, found: false });
      }
      expect(JSON.parse(theirs).messagesSent).toEqual([expect.objectContaining({ content: `You are welcome ${words.received}` })]);
      const theirNotifications = JSON.stringify((await exportOf(client.agent)).notifications);
      for (const foreign of [subject.email, words.bio, words.coverLetter]) expect(theirNotifications).not.toContain(foreign);
    });

    it('is for signed-in users only', async () => {
      expectErrorBody((await request(app.getHttpServer()).get('/api/auth/account/export').expect(401)).body, 401);
    });
  });

  describe('every table', () => {
    it('is declared by its context: the owner columns, what the file shows of it and what deleting the account does', async () => {
      const registry = app.get(AccountDataRegistry);
      const declared = registry.declaredTables();
      const tables = await sql<{ table_name: string }[]>(
        app,
        "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
      );
      expect(declared.map((entry) => entry.table).sort()).toEqual(tables.map((row) => row.table_name).sort());
      const sections = new Set(registry.orderedSections().map((section) => section.name));
      for (const entry of declared) {
        if (Array.isArray(entry.exported))
          for (const section of entry.exported)
            expect({ entry: entry.table, section, known: sections.has(section) }).toMatchObject({ known: true });
        const columns = await sql<{ column_name: string }[]>(
          app,
          'select column_name from information_schema.columns where table_schema = current_schema() and table_name = ?',
          [entry.table],
        );
        const names = columns.map((column) => column.column_name);
        for (const column of entry.ownerColumns)
          expect({ table: entry.table, column, exists: names.includes(column) }).toMatchObject({ exists: true });
        if (entry.onDeletion === 'removed')
          expect({ table: entry.table, ownerColumns: entry.ownerColumns.length > 0 }).toEqual({ table: entry.table, ownerColumns: true });
      }
    });

    it('makes the file: its sections in order after exportedAt', async () => {
      const member = await signUpFreelancer(app);
      const data = await exportOf(member.agent);
      expect(Object.keys(data)).toEqual([
        'exportedAt',
        ...app
          .get(AccountDataRegistry)
          .orderedSections()
          .map((section) => section.name),
      ]);
    });
  });

  describe('deleting my account', () => {
    it('refuses a wrong password and leaves everything as it was', async () => {
      const member = await signUpFreelancer(app);
      expectErrorBody((await deleteAccount(member.agent, 'not-my-password').expect(400)).body, 400, 'IDENTITY.WRONG_CURRENT_PASSWORD');
      expect(JSON.stringify((await deleteAccount(member.agent, '').expect(400)).body.details)).toContain('password');
      expect((await member.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ id: member.id, email: member.email });
      await sessionCookie(app, member);
    });

    it('is for signed-in users only', async () => {
      expectErrorBody(
        (await request(app.getHttpServer()).delete('/api/auth/account').send({ password: TEST_PASSWORD }).expect(401)).body,
        401,
      );
    });

    it('cannot be blocked by someone who signed up with the address a deleted account keeps', async () => {
      const subject = await signUpFreelancer(app);
      // The address the row took before: ids are public, so anyone could sign up with it first.
      await signUp(app, { email: `deleted-${subject.id}@deleted.invalid` });
      await deleteAccount(subject.agent).expect(204);
      const [row] = await sql<{ email: string }[]>(app, 'select email from users where id = ?', [subject.id]);
      expect(row.email).toBe(`deleted:${subject.id}`);
    });

    it('refuses administrators, so the site is never left without one', async () => {
      expectErrorBody((await deleteAccount(admin.agent).expect(403)).body, 403, 'IDENTITY.ADMIN_CANNOT_DELETE_ACCOUNT');
      expect((await admin.agent.get('/api/auth/user').expect(200)).body.role).toBe('admin');
    });

    describe('a freelancer with a full history', () => {
      let history: History;
      let verificationFiles: string[];
      let otherSession: string;
      let socket: LiveSocket;

      beforeAll(async () => {
        history = await buildHistory();
        const { subject } = history;
        verificationFiles = (await verificationKeys(subject.id)).filter((key): key is string => key !== null);
        expect(verificationFiles).toHaveLength(4);
        // A link someone else's flow sent: it must die with the account.
        await sql(
          app,
          "insert into account_tokens (id, user_id, purpose, token_hash, email, created_at, expires_at) values (?, ?, 'reset_password', ?, ?, now(), now() + interval '30 minutes')",
          [randomUUID(), subject.id, randomUUID(), subject.email],
        );
        // Rows of tables the history's flows do not reach: the sweep below finds them removed.
        await sql(app, 'insert into two_factor_recovery_codes (id, user_id, code_hash, created_at) values (?, ?, ?, now())', [
          randomUUID(),
          subject.id,
          randomUUID(),
        ]);
        await sql(app, "insert into email_preferences (user_id, disabled_topics) values (?, '{}') on conflict do nothing", [subject.id]);
        await sql(app, 'insert into message_digests (user_id, covered_until) values (?, now()) on conflict do nothing', [subject.id]);
        otherSession = await sessionCookie(app, subject);
        socket = await LiveSocket.open(app, otherSession);
        expect((await subject.agent.get(`/api/freelancers?searchTerm=${subject.username}`).expect(200)).body).toHaveLength(1);

        const deleted = await deleteAccount(subject.agent).expect(204);
        expect(String(deleted.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
        await settleEvents(app);
      });
      afterAll(() => socket?.close());

      it('anonymises the account row instead of removing it', async () => {
        const [row] = await sql<Record<string, unknown>[]>(app, 'select * from users where id = ?', [history.subject.id]);
        expect(row).toMatchObject({
          first_name: 'Deleted',
          last_name: 'user',
          email: `deleted:${history.subject.id}`,
          username: null,
          username_last_changed: null,
          profile_image_url: null,
          bio: null,
          location: null,
          hourly_rate_currency: null,
          hourly_rate_amount: null,
          skills: [],
          languages: [],
          email_verified_at: null,
        });
        expect(row.password_hash).not.toMatch(/^\$argon2/);
        expect(row.deleted_at).not.toBeNull();
        const tokens = await sql<unknown[]>(app, 'select 1 from account_tokens where user_id = ?', [history.subject.id]);
        expect(tokens).toEqual([]);
        const events = await sql<{ payload: unknown }[]>(
          app,
          "select payload from outbox_events where type = 'identity.account_deleted' and payload->>'userId' = ?",
          [history.subject.id],
        );
        expect(events).toEqual([{ payload: { userId: history.subject.id } }]);
      });

      it('ends every session, this one included, and closes their sockets', async () => {
        await history.subject.agent.get('/api/auth/user').expect(401);
        await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', otherSession).expect(401);
        expect(await socket.closedWithin(5_000)).toEqual(SESSION_ENDED);
      });

      it('cannot be signed in to, and its address is free for a new account', async () => {
        const login = await request(app.getHttpServer())
          .post('/api/auth/login')
          .send({ email: history.subject.email, password: TEST_PASSWORD })
          .expect(401);
        expectErrorBody(login.body, 401, 'IDENTITY.INVALID_CREDENTIALS');
        // What the row keeps in place of the address is no address: sign-in finds no account, sign-up refuses it.
        await request(app.getHttpServer())
          .post('/api/auth/login')
          .send({ email: `deleted:${history.subject.id}`, password: TEST_PASSWORD })
          .expect(401);
        await request(app.getHttpServer())
          .post('/api/auth/register')
          .send({ email: `deleted:${history.subject.id}`, password: TEST_PASSWORD, firstName: 'Mallory', lastName: 'M' })
          .expect(400);
        const again = await signUp(app, { email: history.subject.email });
        expect(again.id).not.toBe(history.subject.id);
      });

      it('leaves the directory, and its profile is gone', async () => {
        const { client, subject } = history;
        expect((await client.agent.get(`/api/freelancers?searchTerm=${subject.username}`).expect(200)).body).toEqual([]);
        expect((await client.agent.get(`/api/freelancers?searchTerm=${history.words.bio}`).expect(200)).body).toEqual([]);
        expectErrorBody((await client.agent.get(`/api/users/${subject.id}`).expect(404)).body, 404, 'IDENTITY.USER_NOT_FOUND');
        expect((await client.agent.get(`/api/portfolio/${subject.id}`).expect(200)).body).toEqual([]);
      });

      it('removes the stored picture, portfolio image and identity documents', async () => {
        expect(existsSync(mediaFile(history.pictureUrl))).toBe(false);
        expect(existsSync(mediaFile(history.portfolioImageUrl))).toBe(false);
        for (const key of verificationFiles) expect({ key, stored: existsSync(documentFile(key)) }).toEqual({ key, stored: false });
        const ledger = await sql<unknown[]>(app, 'select key from stored_objects where owner_id = ?', [history.subject.id]);
        expect(ledger).toEqual([]);
      });

      it('keeps decided verification requests without files, withdraws the pending one, and keeps the audit log', async () => {
        const requests = await sql<{ id: string; status: string; id_document_key: string | null; media_deleted_at: string | null }[]>(
          app,
          'select id, status, id_document_key, media_deleted_at from verification_requests where user_id = ?',
          [history.subject.id],
        );
        expect(requests).toEqual([
          { id: history.rejectedRequestId, status: 'rejected', id_document_key: null, media_deleted_at: expect.any(String) },
        ]);
        const audit = await sql<{ action: string }[]>(app, 'select action from admin_actions where subject_id = ? order by created_at', [
          history.rejectedRequestId,
        ]);
        expect(audit.map((row) => row.action)).toEqual(['verification.documents_opened', 'verification.rejected']);
      });

      it('removes posts no contract came from and applications but accepted ones; the contract, review and messages stay for the other party from "Deleted user"', async () => {
        const { client, otherClient, subject } = history;
        await client.agent.get(`/api/jobs/${history.availabilityPostId}`).expect(404);
        const applicants = (await otherClient.agent.get(`/api/applications/job/${history.openJobId}`).expect(200)).body;
        expect(applicants.map((a: { coverLetter: string }) => a.coverLetter)).toEqual([`Cover letter ${history.words.otherCoverLetter}`]);
        expect(await sql<unknown[]>(app, 'select 1 from applications where id = ?', [history.pendingApplicationId])).toEqual([]);
        expect(await sql<unknown[]>(app, 'select 1 from applications where id = ?', [history.acceptedApplicationId])).toHaveLength(1);

        const deletedUser = { id: subject.id, firstName: 'Deleted', lastName: 'user', username: null, profileImageUrl: null };
        const contract = (await client.agent.get(`/api/contracts/${history.contractId}`).expect(200)).body;
        expect(contract).toMatchObject({ status: 'completed', terms: TERMS, freelancer: deletedUser });
        const reviews = (await client.agent.get(`/api/reviews/${client.id}`).expect(200)).body;
        expect(reviews).toEqual([
          expect.objectContaining({ rating: 5, comment: 'A clear client', reviewer: expect.objectContaining(deletedUser) }),
        ]);
        const conversations = (await client.agent.get('/api/conversations').expect(200)).body;
        expect(conversations).toEqual([
          expect.objectContaining({ id: history.conversationId, otherUser: expect.objectContaining(deletedUser) }),
        ]);
        const messages = (await client.agent.get(`/api/messages/${history.conversationId}`).expect(200)).body;
        expect(messages.map((m: { senderId: string; content: string }) => [m.senderId, m.content])).toEqual([
          [subject.id, `Thanks ${history.words.sent}`],
          [client.id, `You are welcome ${history.words.received}`],
        ]);
        // Nobody writes to a deleted account: it is no longer there to read.
        const refused = await client.agent
          .post('/api/messages')
          .send({ receiverId: subject.id, content: 'Are you still there?' })
          .expect(404);
        expectErrorBody(refused.body, 404, 'MESSAGING.USER_NOT_FOUND');
      });

      it('leaves no row naming the user in any table its context declares removed', async () => {
        const { subject } = history;
        const removed = app
          .get(AccountDataRegistry)
          .declaredTables()
          .filter((declared) => declared.onDeletion === 'removed');
        expect(removed.map((declared) => declared.table)).toEqual(
          expect.arrayContaining(['notifications', 'portfolio_items', 'two_factor_recovery_codes', 'email_preferences']),
        );
        for (const { table, ownerColumns } of removed) {
          const naming = ownerColumns.map((column) => `"${column}" = ?`).join(' or ');
          const left = await sql<unknown[]>(
            app,
            `select 1 from "${table}" where ${naming}`,
            ownerColumns.map(() => subject.id),
          );
          expect({ table, left: left.length }).toEqual({ table, left: 0 });
        }
        const [user] = await sql<{ totp_secret: string | null }[]>(app, 'select totp_secret from users where id = ?', [subject.id]);
        expect(user.totp_secret).toBeNull();
      });

      it('removes notifications and blocks, and keeps reports filed for the administrators', async () => {
        const { subject } = history;
        expect(await sql<unknown[]>(app, 'select 1 from notifications where user_id = ?', [subject.id])).toEqual([]);
        expect(await sql<unknown[]>(app, 'select 1 from user_blocks where blocker_id = ?', [subject.id])).toEqual([]);
        expect(await sql<unknown[]>(app, 'select 1 from reports where id = ?', [history.reportId])).toHaveLength(1);
      });

      it('handles AccountDeleted once per handler: a repeated delivery, or the event again, changes nothing', async () => {
        const { subject } = history;
        const dispatcher = app.get(EventDispatcher);
        expect(dispatcher.handlerNames('identity.account_deleted')).toEqual(expect.arrayContaining(HANDLERS));
        const before = await stateOf(subject.id);

        // The relay delivers the same event again (it died before marking it published).
        const reset = await sql<unknown[]>(
          app,
          "update outbox_events set published_at = null, claimed_until = null where type = 'identity.account_deleted' and payload->>'userId' = ? returning id",
          [subject.id],
        );
        expect(reset).toHaveLength(1);
        await settleEvents(app);
        expect(await stateOf(subject.id)).toEqual(before);

        // A second event for the account: every handler's work runs again and finds it done.
        await dispatcher.dispatch(randomUUID(), new AccountDeleted(subject.id));
        expect(await stateOf(subject.id)).toEqual(before);
        expect(existsSync(mediaFile(history.portfolioImageUrl))).toBe(false);
      });
    });

    it('keeps a client’s post a contract came from, withdrawn, and removes the others with their applications', async () => {
      const subject = await signUpClient(app);
      const freelancer = await signUpFreelancer(app);
      const { job: hiredFor, contract } = await completedContract(app, { client: subject, freelancer });
      const stillOpen = await postJob(subject.agent, { title: 'Weekend moderation' });
      const applicant = await signUpFreelancer(app);
      const waiting = await apply(applicant.agent, stillOpen.id);
      const closed = await postJob(subject.agent, { title: 'Closed without hiring' });
      await subject.agent.post(`/api/jobs/${closed.id}/close`).expect(200);

      await deleteAccount(subject.agent).expect(204);
      await settleEvents(app);

      const job = (await freelancer.agent.get(`/api/jobs/${hiredFor.id}`).expect(200)).body;
      expect(job).toMatchObject({ id: hiredFor.id, status: 'cancelled' });
      await freelancer.agent.get(`/api/jobs/${stillOpen.id}`).expect(404);
      await freelancer.agent.get(`/api/jobs/${closed.id}`).expect(404);
      expect(await sql<unknown[]>(app, 'select 1 from applications where id = ?', [waiting.id])).toEqual([]);
      // The event again: the withdrawn post stays as it was (not withdrawn anew).
      const before = await stateOf(subject.id);
      await app.get(EventDispatcher).dispatch(randomUUID(), new AccountDeleted(subject.id));
      expect(await stateOf(subject.id)).toEqual(before);
      expect((await freelancer.agent.get(`/api/contracts/${contract.id}`).expect(200)).body).toMatchObject({
        status: 'completed',
        client: { id: subject.id, firstName: 'Deleted', lastName: 'user' },
      });
    });
  });

  /** What the AccountDeleted handlers leave of a user, to compare before and after a repeated delivery. */
  async function stateOf(userId: string) {
    const rows = (query: string) => sql<unknown[]>(app, query, [userId]);
    return {
      user: await rows('select first_name, last_name, email, username, deleted_at from users where id = ?'),
      portfolio: await rows('select id from portfolio_items where user_id = ?'),
      posts: await rows('select id, status, updated_at from job_posts where client_id = ? order by id'),
      applications: await rows('select id, status from applications where freelancer_id = ? order by id'),
      blocks: await rows('select blocked_id from user_blocks where blocker_id = ?'),
      notifications: await rows('select id from notifications where user_id = ?'),
      verification: await rows(
        'select id, status, id_document_key, video_key, media_deleted_at from verification_requests where user_id = ? order by id',
      ),
      messages: await rows('select id from messages where sender_id = ? order by id'),
      stored: await rows('select key from stored_objects where owner_id = ?'),
    };
  }
});

describe('Deleting an account counts wrong passwords against the address; downloads are limited', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_SIGN_IN_ADDRESS_FAILURES: '2', RATE_LIMIT_EXPORTS_PER_HOUR: '2' });
  });
  afterAll(() => app.close());

  it('refuses a third download of one user’s data in the hour with 429 and Retry-After; another user downloads theirs', async () => {
    const member = await signUp(app);
    await member.agent.get('/api/auth/account/export').expect(200);
    await member.agent.get('/api/auth/account/export').expect(200);
    const refused = await member.agent.get('/api/auth/account/export').expect(429);
    expectErrorBody(refused.body, 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    await (await signUp(app)).agent.get('/api/auth/account/export').expect(200);
  });

  it('refuses a third guess from the address with 429 and Retry-After, and the account stays', async () => {
    const address = `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const member = await signUp(app);
    const guess = () => member.agent.delete('/api/auth/account').set('X-Forwarded-For', address).send({ password: 'a-wrong-guess' });
    await guess().expect(400);
    await guess().expect(400);
    const refused = await guess().expect(429);
    expectErrorBody(refused.body, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await member.agent.get('/api/auth/user').expect(200);
  });
});
