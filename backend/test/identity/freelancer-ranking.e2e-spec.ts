import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { VerificationApproved } from '../../src/contexts/verification/events';
import { EventDispatcher } from '../../src/platform/outbox/event-handlers';
import { deliverAgain } from '../support/account-mail';
import { completedContract, settleEvents } from '../factories/contracts';
import { Member, postJob, signUpClient, signUpFreelancer, uniqueWord } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

type Listed = { id: string; rankReasons: string[] };

/** The directory's documented order (decision 0075): rank score, the newcomer rule, the reasons, the languages filter. */
describe('Freelancer ranking', () => {
  let app: NestExpressApplication;
  let client: Member;

  beforeAll(async () => {
    app = await createTestApp();
    client = await signUpClient(app);
  });
  afterAll(() => app.close());

  const ids = (body: Listed[]) => body.map((freelancer) => freelancer.id);

  /** A freelancer found by `word`, with the rank's inputs, an age in days and spoken languages. */
  async function ranked(
    word: string,
    fields: { verified?: boolean; reviews?: number[]; jobs?: number; ageDays?: number; languages?: string[]; skills?: string[] } = {},
  ): Promise<Member> {
    const member = await signUpFreelancer(app);
    const reviews = fields.reviews ?? [];
    const ageDays = fields.ageDays ?? 400;
    await sql(
      app,
      `update users set bio = ?, is_verified = ?, review_count = ?, review_rating_sum = ?, completed_jobs_count = ?,
         created_at = now() - make_interval(days => ?), newcomer = ? < 30,
         languages = coalesce((select array_agg(l) from jsonb_array_elements_text(?::jsonb) l), '{}'),
         skills = coalesce((select array_agg(s) from jsonb_array_elements_text(?::jsonb) s), '{}')
       where id = ?`,
      [
        `Support ${word}`,
        fields.verified ?? false,
        reviews.length,
        reviews.reduce((sum, rating) => sum + rating, 0),
        fields.jobs ?? 0,
        ageDays,
        ageDays,
        JSON.stringify(fields.languages ?? []),
        JSON.stringify(fields.skills ?? []),
        member.id,
      ],
    );
    return member;
  }

  const search = async (query: Record<string, unknown>) =>
    (await client.agent.get('/api/freelancers').query(query).expect(200)).body as Listed[];

  it('puts a verified, reviewed freelancer before a bare one of the same match, and says why', async () => {
    const word = uniqueWord();
    const bare = await ranked(word);
    const reviewed = await ranked(word, { reviews: [5, 5, 4, 5], jobs: 2 });
    const verified = await ranked(word, { verified: true });
    const both = await ranked(word, { verified: true, reviews: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4], jobs: 8, skills: [`${word} desk`] });

    const found = await search({ searchTerm: word });
    // Rank scores 40 + 98 + 24, 0 + 38 + 6, 40 + 0 + 0 and 0 (the documented weights).
    expect(ids(found)).toEqual([both.id, reviewed.id, verified.id, bare.id]);
    expect(found.map(({ rankReasons }) => rankReasons)).toEqual([
      ['Verified', '4.9 from 12 reviews', '8 completed jobs', 'Skills match 1 of your search words'],
      ['4.8 from 4 reviews', '2 completed jobs'],
      ['Verified'],
      [],
    ]);
  });

  it('gives every 4th place of the first page to the best-ranked newcomer, and pages on without repeating or skipping anyone', async () => {
    const word = uniqueWord();
    const established: Member[] = [];
    for (let jobs = 10; jobs >= 1; jobs--) established.push(await ranked(word, { jobs, verified: true }));
    const newer = await ranked(word, { ageDays: 3, jobs: 0 });
    const newest = await ranked(word, { ageDays: 1, verified: true });

    const first = await client.agent.get('/api/freelancers').query({ searchTerm: word, limit: 8 }).expect(200);
    // Places 4 and 8: the newcomers, best-ranked first; the rest by rank.
    expect(ids(first.body)).toEqual([
      established[0].id,
      established[1].id,
      established[2].id,
      newest.id,
      established[3].id,
      established[4].id,
      established[5].id,
      newer.id,
    ]);
    expect(first.body[3].rankReasons).toEqual(['New to VerifiedWork', 'Verified']);
    expect(first.body[7].rankReasons).toEqual(['New to VerifiedWork']);

    const paged: string[] = ids(first.body);
    let cursor: string | undefined = first.headers['x-next-cursor'];
    while (cursor) {
      const page: { body: Listed[]; headers: Record<string, string | undefined> } = await client.agent
        .get('/api/freelancers')
        .query({ searchTerm: word, limit: 3, cursor })
        .expect(200);
      paged.push(...ids(page.body));
      cursor = page.headers['x-next-cursor'];
    }
    expect(paged).toHaveLength(12);
    expect(new Set(paged).size).toBe(12);
    expect(paged.slice(8)).toEqual(established.slice(6).map(({ id }) => id));
  });

  it('leaves a newcomer ranked high enough at their own place, and the reserved place to the ranked rows when no newcomer is left', async () => {
    const word = uniqueWord();
    const established: Member[] = [];
    for (let jobs = 3; jobs >= 1; jobs--) established.push(await ranked(word, { jobs }));
    const star = await ranked(word, { ageDays: 2, verified: true });
    const found = await search({ searchTerm: word, limit: 4 });
    expect(ids(found)).toEqual([star.id, ...established.map(({ id }) => id)]);
    expect(found[0].rankReasons).toEqual(['Verified']);
  });

  it('keeps a newcomer out of the reserved places once they are 30 days old', async () => {
    const word = uniqueWord();
    const established: Member[] = [];
    for (let jobs = 5; jobs >= 1; jobs--) established.push(await ranked(word, { jobs }));
    const settled = await ranked(word, { ageDays: 31 });
    // The hourly schedule has not ended the mark yet: the age decides.
    await sql(app, 'update users set newcomer = true where id = ?', [settled.id]);
    expect(ids(await search({ searchTerm: word, limit: 4 }))).toEqual(established.slice(0, 4).map(({ id }) => id));
  });

  it('filters by every named language, any case, repeated or comma-separated', async () => {
    const word = uniqueWord();
    const both = await ranked(word, { languages: ['English', 'Tagalog'], jobs: 2 });
    const english = await ranked(word, { languages: ['english'], jobs: 1 });
    await ranked(word, { languages: ['Spanish'] });

    expect(ids(await search({ searchTerm: word, languages: 'ENGLISH' }))).toEqual([both.id, english.id]);
    const repeated = (await client.agent.get(`/api/freelancers?searchTerm=${word}&languages=English&languages=tagalog`).expect(200)).body;
    expect(ids(repeated)).toEqual([both.id]);
    expect(ids(await search({ searchTerm: word, languages: 'Tagalog, English' }))).toEqual([both.id]);
    expect(await search({ searchTerm: word, languages: 'English,Klingon' })).toEqual([]);

    const tooMany = await client.agent.get('/api/freelancers').query({ languages: 'a,b,c,d,e,f' }).expect(400);
    expectErrorBody(tooMany.body, 400);
    expectErrorBody(
      (
        await client.agent
          .get('/api/freelancers')
          .query({ languages: 'x'.repeat(41) })
          .expect(400)
      ).body,
      400,
    );
  });

  it('ranks anew when a verification is approved, once however often the event is delivered', async () => {
    const word = uniqueWord();
    const worker = await ranked(word, { jobs: 1 });
    const rival = await ranked(word, { jobs: 5 });
    expect(ids(await search({ searchTerm: word }))).toEqual([rival.id, worker.id]);

    const approved = new VerificationApproved(randomUUID(), worker.id, 'Documents match.');
    const eventId = randomUUID();
    await app.get(EventDispatcher).dispatch(eventId, approved);
    await app.get(EventDispatcher).dispatch(eventId, approved);
    await settleEvents(app);

    const found = await search({ searchTerm: word });
    expect(ids(found)).toEqual([worker.id, rival.id]);
    expect(found[0].rankReasons).toEqual(['Verified', '1 completed job']);
  });

  it('ranks anew when reviews publish, counting each once when the event is delivered again', async () => {
    const { client: hirer, freelancer, contract } = await completedContract(app);
    const word = uniqueWord();
    await sql(app, "update users set bio = ?, created_at = now() - interval '1 year', newcomer = false where id = ?", [
      `Support ${word}`,
      freelancer.id,
    ]);
    const rival = await ranked(word, { jobs: 4 });
    for (const [author, reviewee, rating] of [
      [hirer, freelancer, 5],
      [freelancer, hirer, 4],
    ] as const) {
      await author.agent
        .post('/api/reviews')
        .send({ contractId: contract.id, revieweeId: reviewee.id, rating, comment: 'Worked well.' })
        .expect(201);
    }
    await settleEvents(app);
    expect(await deliverAgain(app, 'reviews.reviews_published', 'contractId', contract.id)).toBe(1);

    // 10 for one 5-star review, 3 for the completed contract: 13 above the rival's 12.
    const found = await search({ searchTerm: word });
    expect(ids(found)).toEqual([freelancer.id, rival.id]);
    expect(found[0].rankReasons).toEqual(['5.0 from 1 review', '1 completed job']);
  });

  it('refuses a cursor it did not write', async () => {
    for (const key of [
      [171, randomUUID(), -1, randomUUID(), 0],
      [10, randomUUID(), -2, randomUUID(), 0],
      [10, randomUUID()],
      [2, 90, 0, randomUUID()],
    ]) {
      const forged = Buffer.from(JSON.stringify(key)).toString('base64url');
      expectErrorBody((await client.agent.get(`/api/freelancers?cursor=${forged}`).expect(400)).body, 400, 'PAGING.INVALID_CURSOR');
    }
  });

  it('says of each job found whether its client is verified, when it was posted and, to a freelancer, how many of their skills it asks for', async () => {
    const word = uniqueWord();
    const verifiedClient = await signUpClient(app, { verified: true });
    const post = await postJob(verifiedClient.agent, { title: `Night ${word} desk`, tags: ['Zendesk', 'Live chat', 'Excel'] });
    await sql(app, "update job_posts set created_at = now() - interval '2 days 1 hour' where id = ?", [post.id]);
    const freelancer = await signUpFreelancer(app);
    await sql(app, `update users set skills = '{zendesk,"Live Chat"}' where id = ?`, [freelancer.id]);

    const [found] = (await freelancer.agent.get('/api/jobs').query({ searchTerm: word }).expect(200)).body;
    expect(found.rankReasons).toEqual(['Verified client', 'Posted 2 days ago', 'Matches 2 of your skills']);
    const [seenByClient] = (await client.agent.get('/api/jobs').query({ searchTerm: word }).expect(200)).body;
    expect(seenByClient.rankReasons).toEqual(['Verified client', 'Posted 2 days ago']);
  });
});
