import type { NestExpressApplication } from '@nestjs/platform-express';
import { signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { sendMessage } from '../factories/messages';
import { expectErrorBody } from '../support/error-body';
import { readOperations } from '../support/fuzz/openapi-operations';
import { sql } from '../support/sql';
import { Agent, createTestApp } from '../support/test-app';

type Item = { id: string; [key: string]: unknown };

/** Reads a paged list to its end, checking every page: at most `limit` items, a cursor on every page but the last. */
async function walkPages(agent: Agent, path: string, limit: number | undefined, pageSize: number): Promise<Item[][]> {
  const pages: Item[][] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams();
    if (limit !== undefined) query.set('limit', String(limit));
    if (cursor) query.set('cursor', cursor);
    const response = await agent.get(`${path}?${query.toString()}`).expect(200);
    const page = response.body as Item[];
    expect(page.length).toBeLessThanOrEqual(pageSize);
    cursor = response.headers['x-next-cursor'] as string | undefined;
    if (cursor) expect(page).toHaveLength(pageSize);
    pages.push(page);
    expect(pages.length).toBeLessThan(100);
  } while (cursor);
  return pages;
}

// What a page costs in statements, for every paged operation, is test/platform/list-statements.
describe('lists that grow with use are read a page at a time', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("gives another user a client's posts one page at a time and walks them all without repeats or gaps", async () => {
    const client = await signUpClient(app);
    const reader = await signUpFreelancer(app);
    // 45 posts, three to a timestamp, so pages also end between posts of the same instant.
    await sql(
      app,
      `insert into job_posts (id, client_id, client_verified, job_type, title, description, category, verified_only, status, tags, created_at, updated_at)
       select gen_random_uuid(), ?, false, 'job_offer', 'Post ' || g, 'A post made in bulk', 'chat-operator', false,
         case when g % 2 = 0 then 'open' else 'closed' end, '{}', now() - (g / 3) * interval '1 minute', now()
       from generate_series(1, 45) g`,
      [client.id],
    );
    const newestFirst = await sql<Item[]>(app, 'select id from job_posts where client_id = ? order by created_at desc, id desc', [
      client.id,
    ]);
    const path = `/api/jobs/client/${client.id}`;

    const firstPage = await reader.agent.get(path).expect(200);
    expect(firstPage.body).toHaveLength(20);
    expect(firstPage.headers['x-next-cursor']).toEqual(expect.any(String));

    for (const limit of [undefined, 7, 100]) {
      const pages = await walkPages(reader.agent, path, limit, limit ?? 20);
      expect(pages.flat().map((post) => post.id)).toEqual(newestFirst.map((row) => row.id));
    }
  });

  it('gives a user their conversations one page at a time, most recently active first, without repeats or gaps', async () => {
    const user = await signUpFreelancer(app);
    const others = await Promise.all(Array.from({ length: 3 }, () => signUpClient(app)));
    for (const other of others) await sendMessage(other, user.id, 'Hello there');
    // 30 more conversations with users made in bulk, two to an instant of last activity.
    await sql(
      app,
      `with other as (
         insert into users (id, username, first_name, last_name, email, password_hash, role, is_verified, skills, languages, completed_jobs_count, created_at)
         select gen_random_uuid(), 'bulk' || substr(md5(random()::text), 1, 12), 'Bulk', 'User', md5(random()::text) || '@example.com', 'x',
           'client', false, '{}', '{}', 0, now()
         from generate_series(1, 30) g
         returning id),
       numbered as (select id, row_number() over () as n from other),
       pair as (
         select gen_random_uuid() as conversation_id, gen_random_uuid() as message_id, least(?::uuid, id) as first_id,
           greatest(?::uuid, id) as second_id, id as other_id, now() - ((n + 1) / 2) * interval '1 hour' as at
         from numbered),
       conversation as (
         insert into conversations (id, first_user_id, second_user_id, last_seq, last_message_id, last_message_at, created_at)
         select conversation_id, first_id, second_id, 1, message_id, at, at from pair)
       insert into messages (id, conversation_id, seq, sender_id, receiver_id, content, created_at)
       select message_id, conversation_id, 1, other_id, ?, 'Bulk hello', at from pair`,
      [user.id, user.id, user.id],
    );
    const newestFirst = await sql<Item[]>(
      app,
      'select id from conversations where first_user_id = ? or second_user_id = ? order by last_message_at desc, id desc',
      [user.id, user.id],
    );
    expect(newestFirst).toHaveLength(33);

    const firstPage = await user.agent.get('/api/conversations').expect(200);
    expect(firstPage.body).toHaveLength(20);
    expect(firstPage.headers['x-next-cursor']).toEqual(expect.any(String));
    expect((firstPage.body as Item[]).slice(0, 3).map((conversation) => (conversation.otherUser as Item).id)).toEqual(
      [...others].reverse().map((other) => other.id),
    );

    for (const limit of [undefined, 4, 100]) {
      const pages = await walkPages(user.agent, '/api/conversations', limit, limit ?? 20);
      expect(pages.flat().map((conversation) => conversation.id)).toEqual(newestFirst.map((row) => row.id));
    }
  });

  it("gives a job's owner its applications pending first, then the others, each newest first, across pages", async () => {
    const client = await signUpClient(app);
    const [job] = await sql<Item[]>(
      app,
      `insert into job_posts (id, client_id, client_verified, job_type, title, description, category, verified_only, status, tags, created_at, updated_at)
       values (gen_random_uuid(), ?, false, 'job_offer', 'Night chat', 'A post', 'chat-operator', false, 'open', '{}', now(), now())
       returning id`,
      [client.id],
    );
    // 30 applications, two to a timestamp, pending and decided ones interleaved in time.
    await sql(
      app,
      `insert into applications (id, job_id, client_id, freelancer_id, cover_letter, status, created_at, updated_at)
       select gen_random_uuid(), ?, ?, gen_random_uuid(), 'Hello', (array['pending', 'accepted', 'rejected'])[g % 3 + 1],
         now() - (g / 2) * interval '1 minute', now()
       from generate_series(1, 30) g`,
      [job.id, client.id],
    );
    const expected = await sql<Item[]>(
      app,
      `select id from applications where job_id = ? order by (status = 'pending') desc, created_at desc, id desc`,
      [job.id],
    );
    const pages = await walkPages(client.agent, `/api/applications/job/${job.id}`, 7, 7);
    expect(pages.flat().map((application) => application.id)).toEqual(expected.map((row) => row.id));
  });

  it('gives a user their notifications one page at a time, newest first, without repeats or gaps', async () => {
    const user = await signUpFreelancer(app);
    await sql(
      app,
      `insert into notifications (id, user_id, type, title, message, is_read, created_at)
       select gen_random_uuid(), ?, 'admin_action', 'Notice ' || g, 'Made in bulk', false, now() - (g / 3) * interval '1 second'
       from generate_series(1, 45) g`,
      [user.id],
    );
    const expected = await sql<Item[]>(app, 'select id from notifications where user_id = ? order by created_at desc, id desc', [user.id]);
    const pages = await walkPages(user.agent, '/api/notifications', 10, 10);
    expect(pages.flat().map((notification) => notification.id)).toEqual(expected.map((row) => row.id));
  });

  it('refuses a limit over 100 and a cursor it did not write, with the one error body', async () => {
    const user = await signUpClient(app);
    for (const path of [`/api/jobs/client/${user.id}`, '/api/conversations']) {
      expectErrorBody((await user.agent.get(`${path}?limit=101`).expect(400)).body, 400, 'VALIDATION_FAILED');
      expectErrorBody((await user.agent.get(`${path}?cursor=nonsense`).expect(400)).body, 400, 'PAGING.INVALID_CURSOR');
    }
  });

  /** Every GET the document says is paged: a `limit` query parameter and a cursor. */
  const pagedOperations = readOperations().operations.filter(
    (operation) =>
      operation.method === 'get' &&
      operation.queryParameters.some((parameter) => parameter.name === 'limit') &&
      operation.queryParameters.some((parameter) => ['cursor', 'before', 'after'].includes(parameter.name)),
  );

  it('finds the paged operations in the document', () => {
    expect(pagedOperations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining([
        'GET /api/jobs/client/{userId}',
        'GET /api/conversations',
        'GET /api/notifications',
        'GET /api/admin/audit-log',
      ]),
    );
  });

  it.each(pagedOperations.map((operation) => [operation.name, operation] as const))(
    '%s refuses a limit over 100 and answers at most 100 items',
    async (_name, operation) => {
      const admin = await signUpAdmin(app);
      // The caller's own id stands for every id in the path: a list of theirs, or a 403/404 before any rows are read.
      const path = operation.path.replace(/\{[^}]+\}/g, admin.id);
      expectErrorBody((await admin.agent.get(`${path}?limit=101`).expect(400)).body, 400, 'VALIDATION_FAILED');
      const response = await admin.agent.get(`${path}?limit=100`);
      expect(response.status).toBeLessThan(500);
      if (response.status === 200) expect((response.body as unknown[]).length).toBeLessThanOrEqual(100);
    },
  );
});
