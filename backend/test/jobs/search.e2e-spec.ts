import { Client as PgClient } from 'pg';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { settleEvents } from '../factories/contracts';
import { postJob, signUpClient, signUpFreelancer, uniqueWord } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { Agent, createTestApp } from '../support/test-app';

type Job = { id: string; title: string; createdAt: string; client: { firstName: string; rating: number | null } };

describe('Job search', () => {
  let app: NestExpressApplication;
  let viewer: Agent;

  beforeAll(async () => {
    app = await createTestApp();
    viewer = (await signUpFreelancer(app)).agent;
  });
  afterAll(() => app.close());

  const search = async (query: Record<string, string | number>) => {
    const response = await viewer.get('/api/jobs').query(query).expect(200);
    return { jobs: response.body as Job[], nextCursor: response.headers['x-next-cursor'] as string | undefined };
  };
  const titles = (jobs: Job[]) => jobs.map((job) => job.title).sort();

  it('finds posts by whole words and by word prefixes in title, skills, category and description', async () => {
    const word = uniqueWord();
    const client = await signUpClient(app);
    await postJob(client.agent, { title: `${word} Content moderator`, category: 'content-moderator', tags: [] });
    await postJob(client.agent, { title: `${word} Support agent`, tags: ['Zendesk'], description: 'Moderating our forum on weekends.' });
    await postJob(client.agent, {
      title: `${word} Inbox helper`,
      category: 'email-support',
      tags: [],
      description: 'Sorting the support inbox.',
    });

    expect(titles((await search({ searchTerm: `${word} moder` })).jobs)).toEqual([`${word} Content moderator`, `${word} Support agent`]);
    expect(titles((await search({ searchTerm: `${word} zendes` })).jobs)).toEqual([`${word} Support agent`]);
    expect(titles((await search({ searchTerm: `${word} email` })).jobs)).toEqual([`${word} Inbox helper`]);
    expect(titles((await search({ searchTerm: `${word.toUpperCase()} SUPPORT` })).jobs)).toEqual([
      `${word} Inbox helper`,
      `${word} Support agent`,
    ]);
    expect((await search({ searchTerm: `${word} nothingmatcheshere` })).jobs).toEqual([]);
    // Punctuation and operators are only separators, never syntax.
    expect(titles((await search({ searchTerm: `${word} & | ! ( moder:*` })).jobs)).toHaveLength(2);
  });

  it('combines type, category and verified-client filters, and lists open posts only', async () => {
    const word = uniqueWord();
    const verifiedClient = await signUpClient(app, { verified: true });
    const plainClient = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    await postJob(verifiedClient.agent, { title: `${word} verified chat`, category: 'chat-operator' });
    await postJob(verifiedClient.agent, { title: `${word} verified email`, category: 'email-support' });
    await postJob(plainClient.agent, { title: `${word} plain chat`, category: 'chat-operator' });
    await postJob(freelancer.agent, { jobType: 'job_seeking', title: `${word} available chat`, category: 'chat-operator' });
    const closed = await postJob(plainClient.agent, { title: `${word} closed chat`, category: 'chat-operator' });
    await plainClient.agent.post(`/api/jobs/${closed.id}/close`).expect(200);

    expect(titles((await search({ searchTerm: word })).jobs)).toEqual([
      `${word} available chat`,
      `${word} plain chat`,
      `${word} verified chat`,
      `${word} verified email`,
    ]);
    expect(titles((await search({ searchTerm: word, category: 'chat-operator' })).jobs)).toEqual([
      `${word} available chat`,
      `${word} plain chat`,
      `${word} verified chat`,
    ]);
    expect(titles((await search({ searchTerm: word, category: 'chat-operator', jobType: 'job_offer' })).jobs)).toEqual([
      `${word} plain chat`,
      `${word} verified chat`,
    ]);
    expect(
      titles((await search({ searchTerm: word, category: 'chat-operator', jobType: 'job_offer', verifiedOnly: 'true' })).jobs),
    ).toEqual([`${word} verified chat`]);
    expect(titles((await search({ searchTerm: word, jobType: 'job_seeking' })).jobs)).toEqual([`${word} available chat`]);
    expect((await search({ searchTerm: word })).nextCursor).toBeUndefined();
  });

  it('sorts newest or oldest first and pages through every match exactly once', async () => {
    const word = uniqueWord();
    const client = await signUpClient(app);
    const posted: string[] = [];
    for (let index = 0; index < 7; index++) posted.push((await postJob(client.agent, { title: `${word} job ${index}` })).id);
    // Two posts at the very same instant: the id breaks the tie, so no page skips or repeats one.
    await sql(app, "update job_posts set created_at = '2026-01-01T00:00:00.123456Z' where id in (?, ?)", [posted[2], posted[3]]);

    const collect = async (sort: string) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await search({ searchTerm: word, sort, limit: 3, ...(cursor ? { cursor } : {}) });
        expect(page.jobs).toHaveLength(pages < 2 ? 3 : 1);
        seen.push(...page.jobs.map((job) => job.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      return seen;
    };

    const newest = await collect('newest');
    const oldest = await collect('oldest');
    expect(new Set(newest).size).toBe(7);
    expect([...newest].sort()).toEqual([...posted].sort());
    expect(oldest).toEqual([...newest].reverse());
    const { jobs } = await search({ searchTerm: word, sort: 'newest', limit: 7 });
    const times = jobs.map((job) => Date.parse(job.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses bad paging and filter values', async () => {
    for (const query of [
      { cursor: 'garbage' },
      { cursor: Buffer.from('["x","y"]').toString('base64url') },
      { limit: 0 },
      { limit: 101 },
      { limit: 'ten' },
      { sort: 'best' },
      { category: 'chat' },
      { jobType: 'all' },
      { verifiedOnly: 'maybe' },
    ]) {
      const response = await viewer.get('/api/jobs').query(query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expectErrorBody(response.body, 400);
    }
  });

  // Twenty sign-ups hash twenty passwords (CPU-bound): beside another worker on a busy machine, more than a minute.
  it('runs the same number of queries for a page of 2 and a page of 20, whatever the clients', async () => {
    const word = uniqueWord();
    for (let index = 0; index < 20; index++) {
      const client = await signUpClient(app, { verified: index % 2 === 0 });
      await postJob(client.agent, { title: `${word} job ${index}` });
    }
    // The sign-ups' and posts' events delivered (confirmation emails included), so no handler
    // runs beside the reads measured.
    await settleEvents(app);
    // Every statement, whichever layer sends it, reaches PostgreSQL through a pg client.
    const query = jest.spyOn(PgClient.prototype, 'query');
    const statements = () =>
      query.mock.calls.map(([statement]) => (typeof statement === 'string' ? statement : String((statement as { text?: string }).text)));
    const queriesFor = async (limit: number) => {
      query.mockClear();
      const { jobs } = await search({ searchTerm: word, limit });
      expect(jobs).toHaveLength(limit);
      expect(jobs.every((job) => job.client?.firstName === 'Test')).toBe(true);
      // Session reads and expiry updates depend on the session, not on the page; the outbox
      // relay publishes the posts' events in the background meanwhile.
      return statements().filter((sql) => !/http_sessions|outbox_events/.test(sql)).length;
    };
    try {
      const small = await queriesFor(2);
      // The page, its posters and the reading freelancer's skills for the reasons (decision 0075):
      // nothing per row (the caller is kept in the session).
      expect(small).toBe(3);
      expect(await queriesFor(20)).toBe(small);
    } finally {
      query.mockRestore();
    }
  }, 180_000);
});
