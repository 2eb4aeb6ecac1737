import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { settleEvents } from '../factories/contracts';
import { postJob, signUpClient, signUpFreelancer, uniqueWord } from '../factories/jobs';
import { signUp } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { Agent, agentFor, createTestApp } from '../support/test-app';

type SavedSearch = {
  id: string;
  kind: 'jobs' | 'freelancers';
  name: string;
  criteria: Record<string, unknown>;
  alert: string;
  newCount: number;
  lastVisitedAt: string | null;
  createdAt: string;
};

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Saved searches through the API (decision 0073): who may do what, the cap of 20, what is refused, visits. */
describe('Saved searches', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const save = async (agent: Agent, body: Record<string, unknown>, status = 201) =>
    (await agent.post('/api/saved-searches').send(body).expect(status)).body;
  const list = async (agent: Agent): Promise<SavedSearch[]> => (await agent.get('/api/saved-searches').expect(200)).body.items;

  it('saves a search of jobs and one of freelancers, trimmed and without empty filters, and lists them newest first', async () => {
    const user = await signUp(app);
    const jobs = await save(user.agent, {
      kind: 'jobs',
      name: '  Evening chat work  ',
      criteria: {
        searchTerm: ' chat  ',
        jobType: 'job_offer',
        category: 'chat-operator',
        currency: 'USD',
        minRate: 1500,
        verifiedOnly: false,
        timeZone: 'Europe/Berlin',
      },
    });
    expect(jobs).toEqual({
      id: expect.any(String),
      kind: 'jobs',
      name: 'Evening chat work',
      criteria: {
        searchTerm: 'chat',
        jobType: 'job_offer',
        category: 'chat-operator',
        currency: 'USD',
        minRate: 1500,
        timeZone: 'Europe/Berlin',
      },
      alert: 'instant',
      newCount: 0,
      lastVisitedAt: null,
      createdAt: expect.stringMatching(TIMESTAMP),
    });
    const freelancers = await save(user.agent, {
      kind: 'freelancers',
      name: 'Spanish speakers',
      criteria: { searchTerm: 'support', currency: 'EUR', maxRate: 3000, verifiedOnly: true, languages: ['Spanish', 'spanish', 'English'] },
      alert: 'weekly',
    });
    expect(freelancers).toMatchObject({
      kind: 'freelancers',
      alert: 'weekly',
      criteria: { searchTerm: 'support', currency: 'EUR', maxRate: 3000, verifiedOnly: true, languages: ['Spanish', 'spanish', 'English'] },
    });
    expect((await list(user.agent)).map(({ id }) => id)).toEqual([freelancers.id, jobs.id]);
  });

  it('renames a search and changes its alert, and deletes it; another user’s search is not found for either', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const search = await save(owner.agent, { kind: 'jobs', name: 'Moderators', criteria: { searchTerm: 'moderator' } });

    const changed = await owner.agent
      .patch(`/api/saved-searches/${search.id}`)
      .send({ name: ' Night moderators ', alert: 'daily' })
      .expect(200);
    expect(changed.body).toMatchObject({ id: search.id, name: 'Night moderators', alert: 'daily', criteria: { searchTerm: 'moderator' } });
    expect((await owner.agent.patch(`/api/saved-searches/${search.id}`).send({ alert: 'off' }).expect(200)).body).toMatchObject({
      name: 'Night moderators',
      alert: 'off',
    });

    for (const [method, path, body] of [
      ['patch', `/api/saved-searches/${search.id}`, { name: 'Mine now' }],
      ['delete', `/api/saved-searches/${search.id}`, undefined],
      ['post', `/api/saved-searches/${search.id}/visits`, undefined],
      ['patch', `/api/saved-searches/${randomUUID()}`, { name: 'Nobody’s' }],
    ] as const) {
      const response = await other.agent[method](path).send(body).expect(404);
      expectErrorBody(response.body, 404, 'DISCOVERY.SAVED_SEARCH_NOT_FOUND');
    }
    expect(await list(other.agent)).toEqual([]);

    await owner.agent.delete(`/api/saved-searches/${search.id}`).expect(204);
    expect(await list(owner.agent)).toEqual([]);
    expectErrorBody(
      (await owner.agent.delete(`/api/saved-searches/${search.id}`).expect(404)).body,
      404,
      'DISCOVERY.SAVED_SEARCH_NOT_FOUND',
    );
  });

  it('keeps at most 20 per user: the 21st is refused, and two saved at once at 19 make 20', async () => {
    const user = await signUp(app);
    for (let index = 0; index < 19; index++)
      await save(user.agent, { kind: 'jobs', name: `Search ${index}`, criteria: { searchTerm: `word${index}` } });
    const [first, second] = await Promise.all([
      user.agent.post('/api/saved-searches').send({ kind: 'jobs', name: 'Tab one', criteria: {} }),
      user.agent.post('/api/saved-searches').send({ kind: 'freelancers', name: 'Tab two', criteria: {} }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expectErrorBody((first.status === 409 ? first : second).body, 409, 'DISCOVERY.SAVED_SEARCH_LIMIT');
    expect(await list(user.agent)).toHaveLength(20);
    const refused = await save(user.agent, { kind: 'jobs', name: 'One more', criteria: {} }, 409);
    expectErrorBody(refused, 409, 'DISCOVERY.SAVED_SEARCH_LIMIT');
    expect(refused.details).toEqual({ cap: 20 });

    const someone = await list(user.agent);
    await user.agent.delete(`/api/saved-searches/${someone[0].id}`).expect(204);
    await save(user.agent, { kind: 'jobs', name: 'Room again', criteria: {} });
  });

  it.each([
    ['an unknown kind', { kind: 'posts', name: 'x', criteria: {} }, 'VALIDATION'],
    ['a blank name', { kind: 'jobs', name: '   ', criteria: {} }, 'DISCOVERY.INVALID_SAVED_SEARCH'],
    ['a name of 61 characters', { kind: 'jobs', name: 'n'.repeat(61), criteria: {} }, 'DISCOVERY.INVALID_SAVED_SEARCH'],
    ['no criteria', { kind: 'jobs', name: 'x' }, 'VALIDATION'],
    ['an unknown filter', { kind: 'jobs', name: 'x', criteria: { salary: 5 } }, 'VALIDATION'],
    ['a jobs filter on freelancers', { kind: 'freelancers', name: 'x', criteria: { category: 'chat-operator' } }, 'VALIDATION'],
    ['an unknown category', { kind: 'jobs', name: 'x', criteria: { category: 'astronaut' } }, 'VALIDATION'],
    ['a time zone that is none', { kind: 'jobs', name: 'x', criteria: { timeZone: 'Mars/Olympus' } }, 'VALIDATION'],
    ['a rate without its currency', { kind: 'jobs', name: 'x', criteria: { minRate: 1000 } }, 'DISCOVERY.INVALID_SAVED_SEARCH'],
    [
      'a range upside down',
      { kind: 'freelancers', name: 'x', criteria: { currency: 'USD', minRate: 5000, maxRate: 1000 } },
      'DISCOVERY.INVALID_SAVED_SEARCH',
    ],
    [
      'a rate and a budget at once',
      { kind: 'jobs', name: 'x', criteria: { currency: 'USD', minRate: 1000, minBudget: 5000 } },
      'DISCOVERY.INVALID_SAVED_SEARCH',
    ],
    ['an amount in text', { kind: 'jobs', name: 'x', criteria: { currency: 'USD', minRate: '1000' } }, 'VALIDATION'],
    ['six languages', { kind: 'freelancers', name: 'x', criteria: { languages: ['a', 'b', 'c', 'd', 'e', 'f'] } }, 'VALIDATION'],
    ['an unknown alert', { kind: 'jobs', name: 'x', criteria: {}, alert: 'hourly' }, 'VALIDATION'],
  ])('refuses %s with the one error body', async (_, body, code) => {
    const user = await signUp(app);
    const response = await user.agent.post('/api/saved-searches').send(body).expect(400);
    if (code === 'VALIDATION') expectErrorBody(response.body, 400);
    else expectErrorBody(response.body, 400, code);
    expect(await list(user.agent)).toEqual([]);
  });

  it('refuses visitors, and an account whose address is unconfirmed may read but not save', async () => {
    expectErrorBody((await agentFor(app).get('/api/saved-searches').expect(401)).body, 401);
    expectErrorBody(
      (await agentFor(app).post('/api/saved-searches').send({ kind: 'jobs', name: 'x', criteria: {} }).expect(401)).body,
      401,
    );
    const unconfirmed = await signUp(app, { emailVerified: false });
    expect(await list(unconfirmed.agent)).toEqual([]);
    expectErrorBody(
      (await unconfirmed.agent.post('/api/saved-searches').send({ kind: 'jobs', name: 'x', criteria: {} }).expect(403)).body,
      403,
    );
  });

  it('counts the matches since the last visit, and a visit answers the one before it and what matched since', async () => {
    const client = await signUpClient(app);
    const searcher = await signUpFreelancer(app);
    const word = uniqueWord();
    const search = await save(searcher.agent, { kind: 'jobs', name: 'Unique', criteria: { searchTerm: word } });

    const first = await searcher.agent.post(`/api/saved-searches/${search.id}/visits`).expect(200);
    expect(first.body).toEqual({
      previousVisitAt: null,
      newMatchIds: [],
      search: expect.objectContaining({ id: search.id, lastVisitedAt: expect.stringMatching(TIMESTAMP) }),
    });

    const chat = await postJob(client.agent, { title: `Chat agent ${word}` });
    const email = await postJob(client.agent, { title: `Email agent ${word}` });
    await settleEvents(app);
    expect((await list(searcher.agent))[0]).toMatchObject({ id: search.id, newCount: 2 });

    const second = await searcher.agent.post(`/api/saved-searches/${search.id}/visits`).expect(200);
    expect(second.body.previousVisitAt).toBe(first.body.search.lastVisitedAt);
    expect([...second.body.newMatchIds].sort()).toEqual([chat.id, email.id].sort());
    expect(second.body.search).toMatchObject({ newCount: 0 });
    expect(second.body.search.lastVisitedAt > second.body.previousVisitAt).toBe(true);
    expect((await searcher.agent.post(`/api/saved-searches/${search.id}/visits`).expect(200)).body.newMatchIds).toEqual([]);
  });

  it('names the freelancers matched since the last visit (since the search was saved, on the first), not those before', async () => {
    const searcher = await signUpClient(app);
    const earlier = await signUpFreelancer(app);
    const later = await signUpFreelancer(app);
    const name = uniqueWord();
    await sql(app, 'update users set first_name = ? where id in (?, ?)', [name, earlier.id, later.id]);
    const search = await save(searcher.agent, { kind: 'freelancers', name: 'Named ones', criteria: { searchTerm: name } });

    await postJob(earlier.agent, { jobType: 'job_seeking', title: `Chat support ${uniqueWord()}` });
    await settleEvents(app);
    const first = await searcher.agent.post(`/api/saved-searches/${search.id}/visits`).expect(200);
    expect(first.body).toMatchObject({ previousVisitAt: null, newMatchIds: [earlier.id] });

    await postJob(later.agent, { jobType: 'job_seeking', title: `Email support ${uniqueWord()}` });
    await settleEvents(app);
    const second = await searcher.agent.post(`/api/saved-searches/${search.id}/visits`).expect(200);
    expect(second.body).toMatchObject({ previousVisitAt: first.body.search.lastVisitedAt, newMatchIds: [later.id] });
  });

  it('lists the user’s searches in their data file', async () => {
    const user = await signUp(app);
    const search = await save(user.agent, { kind: 'freelancers', name: 'Data file', criteria: { languages: ['German'] } });
    const exported = await user.agent.get('/api/auth/account/export').expect(200);
    expect(exported.body.savedSearches).toEqual([
      {
        id: search.id,
        kind: 'freelancers',
        name: 'Data file',
        criteria: { languages: ['German'] },
        alert: 'instant',
        lastVisitedAt: null,
        createdAt: search.createdAt,
      },
    ]);
  });
});

describe('The job search by time zone', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('finds the posts of exactly that IANA zone, and refuses a name that is none', async () => {
    const client = await signUpClient(app);
    const word = uniqueWord();
    const berlin = await postJob(client.agent, { title: `Support ${word}`, timeZone: 'Europe/Berlin', overlapHours: 4 });
    await postJob(client.agent, { title: `Support ${word}`, timeZone: 'Asia/Manila', overlapHours: 4 });
    await postJob(client.agent, { title: `Support ${word}` });
    const found = await client.agent.get('/api/jobs').query({ searchTerm: word, timeZone: 'Europe/Berlin' }).expect(200);
    expect(found.body.map(({ id }: { id: string }) => id)).toEqual([berlin.id]);
    expect((await client.agent.get('/api/jobs').query({ searchTerm: word }).expect(200)).body).toHaveLength(3);
    expectErrorBody((await client.agent.get('/api/jobs').query({ timeZone: 'Europe/Atlantis' }).expect(400)).body, 400);
  });
});
