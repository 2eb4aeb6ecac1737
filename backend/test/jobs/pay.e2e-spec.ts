import type { NestExpressApplication } from '@nestjs/platform-express';
import { jobBody, postJob, signUpClient, signUpFreelancer, uniqueWord, type JobInput, type Member } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { Agent, createTestApp } from '../support/test-app';

type Pay = { type: 'hourly' | 'fixed'; currency: string; minimum: number; maximum: number | null };
type Job = {
  id: string;
  title: string;
  jobType: string;
  pay: Pay | null;
  hourlyRate: { currency: string; amount: number } | null;
  hoursPerWeek: number | null;
  startDate: string | null;
  timeZone: string | null;
  overlapHours: number | null;
};

/** Tomorrow, as a YYYY-MM-DD the API takes as not in the past. */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describe('Pay on posts: stated, validated, edited, filtered and ordered (decision 0070)', () => {
  let app: NestExpressApplication;
  let client: Member;
  let viewer: Agent;

  beforeAll(async () => {
    app = await createTestApp();
    client = await signUpClient(app);
    viewer = (await signUpFreelancer(app)).agent;
  });
  afterAll(() => app.close());

  const search = async (query: Record<string, string | number>) => {
    const response = await viewer.get('/api/jobs').query(query).expect(200);
    return { jobs: response.body as Job[], nextCursor: response.headers['x-next-cursor'] as string | undefined };
  };

  /** Every page of a search, `limit` at a time: the titles in the order the pages gave them. */
  const everyPage = async (query: Record<string, string | number>, limit: number): Promise<string[]> => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await search({ ...query, limit, ...(cursor ? { cursor } : {}) });
      expect(page.jobs.length).toBeLessThanOrEqual(limit);
      seen.push(...page.jobs.map((job) => job.title));
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };

  it('posts an hourly offer with its range and terms, a fixed one, and an availability post with its rate', async () => {
    const startDate = daysFromToday(7);
    const hourly = (await postJob(client.agent, {
      pay: { type: 'hourly', currency: 'EUR', minimum: 2500, maximum: 4000 },
      hoursPerWeek: 20,
      startDate,
      timeZone: 'Europe/Berlin',
      overlapHours: 4,
    })) as unknown as Job;
    expect(hourly).toMatchObject({
      pay: { type: 'hourly', currency: 'EUR', minimum: 2500, maximum: 4000 },
      hourlyRate: null,
      hoursPerWeek: 20,
      startDate,
      timeZone: 'Europe/Berlin',
      overlapHours: 4,
    });
    // An hourly rate of one amount: the maximum is the minimum.
    const single = (await postJob(client.agent, {
      pay: { type: 'hourly', currency: 'USD', minimum: 3000 },
      hoursPerWeek: 10,
    })) as unknown as Job;
    expect(single.pay).toEqual({ type: 'hourly', currency: 'USD', minimum: 3000, maximum: 3000 });
    const fixed = (await postJob(client.agent, {
      pay: { type: 'fixed', currency: 'GBP', minimum: 150000, maximum: null },
      hoursPerWeek: null,
    })) as unknown as Job;
    expect(fixed).toMatchObject({ pay: { type: 'fixed', currency: 'GBP', minimum: 150000, maximum: null }, hoursPerWeek: null });

    const freelancer = await signUpFreelancer(app);
    const availability = (await postJob(freelancer.agent, {
      jobType: 'job_seeking',
      hourlyRate: { currency: 'PHP', amount: 45000 },
      hoursPerWeek: 30,
    })) as unknown as Job;
    expect(availability).toMatchObject({ pay: null, hourlyRate: { currency: 'PHP', amount: 45000 }, hoursPerWeek: 30 });
    expect(((await viewer.get(`/api/jobs/${availability.id}`).expect(200)).body as Job).hourlyRate).toEqual({
      currency: 'PHP',
      amount: 45000,
    });
  });

  it.each<[string, JobInput, string]>([
    ['an offer without pay', { pay: undefined }, 'JOBS.INVALID_PAY_TERMS'],
    ['a range upside down', { pay: { type: 'hourly', currency: 'USD', minimum: 4000, maximum: 2000 } }, 'JOBS.INVALID_PAY_TERMS'],
    [
      'a fixed budget given as a range',
      { pay: { type: 'fixed', currency: 'USD', minimum: 1000, maximum: 2000 } },
      'JOBS.INVALID_PAY_TERMS',
    ],
    ['an hourly offer without hours a week', { hoursPerWeek: null }, 'JOBS.INVALID_PAY_TERMS'],
    ['overlap hours without a time zone', { overlapHours: 3 }, 'JOBS.INVALID_PAY_TERMS'],
    ['a start date in the past', { startDate: daysFromToday(-2) }, 'JOBS.INVALID_PAY_TERMS'],
    ['an hourly rate on an offer', { hourlyRate: { currency: 'USD', amount: 2000 } }, 'JOBS.INVALID_PAY_TERMS'],
    ['an unknown currency', { pay: { type: 'hourly', currency: 'XYZ', minimum: 1000, maximum: 2000 } }, 'VALIDATION_FAILED'],
    ['part cents', { pay: { type: 'hourly', currency: 'USD', minimum: 1000.5, maximum: 2000 } }, 'VALIDATION_FAILED'],
    ['a zero amount', { pay: { type: 'fixed', currency: 'USD', minimum: 0 } }, 'VALIDATION_FAILED'],
    ['81 hours a week', { hoursPerWeek: 81 }, 'VALIDATION_FAILED'],
    ['13 overlap hours', { timeZone: 'Asia/Manila', overlapHours: 13 }, 'VALIDATION_FAILED'],
    ['a start date that is no day', { startDate: '2030-02-30' }, 'VALIDATION_FAILED'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'VALIDATION_FAILED'],
    ['pay as a number', { pay: 2000 as unknown as Pay }, 'VALIDATION_FAILED'],
  ])('refuses %s with 400 and a clear message', async (_case, input, code) => {
    const body = jobBody(input);
    if ('pay' in input && input.pay === undefined) delete body.pay;
    const response = await client.agent.post('/api/jobs').send(body).expect(400);
    expectErrorBody(response.body, 400, code);
    expect(response.body.message).not.toMatch(/internal/i);
  });

  it('refuses an availability post without its hourly rate, or with an offer’s pay', async () => {
    const freelancer = await signUpFreelancer(app);
    const missing = jobBody({ jobType: 'job_seeking' });
    delete missing.hourlyRate;
    const refused = await freelancer.agent.post('/api/jobs').send(missing).expect(400);
    expectErrorBody(refused.body, 400, 'JOBS.INVALID_PAY_TERMS');
    expect(refused.body.message).toContain('hourly rate');
    const withPay = await freelancer.agent
      .post('/api/jobs')
      .send(jobBody({ jobType: 'job_seeking', pay: { type: 'fixed', currency: 'USD', minimum: 1000 } }))
      .expect(400);
    expectErrorBody(withPay.body, 400, 'JOBS.INVALID_PAY_TERMS');
  });

  it('edits the pay while the post is open, never removes it, and keeps offers made before pay as they were', async () => {
    const owner = await signUpClient(app);
    const job = await postJob(owner.agent);
    const edited = (
      await owner.agent
        .patch(`/api/jobs/${job.id}`)
        .send({ pay: { type: 'fixed', currency: 'CAD', minimum: 80000, maximum: null }, hoursPerWeek: null, timeZone: 'America/Toronto' })
        .expect(200)
    ).body as Job;
    expect(edited).toMatchObject({
      pay: { type: 'fixed', currency: 'CAD', minimum: 80000, maximum: null },
      hoursPerWeek: null,
      timeZone: 'America/Toronto',
    });
    expectErrorBody((await owner.agent.patch(`/api/jobs/${job.id}`).send({ pay: null }).expect(400)).body, 400, 'JOBS.INVALID_PAY_TERMS');
    // Editing the title keeps the pay.
    expect(((await owner.agent.patch(`/api/jobs/${job.id}`).send({ title: 'Renamed' }).expect(200)).body as Job).pay).toMatchObject({
      currency: 'CAD',
    });
    await owner.agent.post(`/api/jobs/${job.id}/close`).expect(200);
    expectErrorBody((await owner.agent.patch(`/api/jobs/${job.id}`).send({ pay: edited.pay }).expect(409)).body, 409, 'JOBS.JOB_NOT_OPEN');

    // A post made before pay was stated has none, shows null and is edited without it.
    const older = await postJob(owner.agent);
    await sql(
      app,
      'update job_posts set pay_type = null, pay_currency = null, pay_minimum = null, pay_maximum = null, hours_per_week = null where id = ?',
      [older.id],
    );
    expect(((await owner.agent.patch(`/api/jobs/${older.id}`).send({ title: 'Still no pay' }).expect(200)).body as Job).pay).toBeNull();
  });

  it('filters by pay type, currency, a rate range that reaches into the asked one, and a budget', async () => {
    const word = uniqueWord();
    const [first, second, third] = [await signUpClient(app), await signUpClient(app), await signUpClient(app)];
    const freelancer = await signUpFreelancer(app);
    const hourly = (title: string, minimum: number, maximum: number, currency = 'USD'): JobInput => ({
      title: `${word} ${title}`,
      pay: { type: 'hourly', currency, minimum, maximum },
      hoursPerWeek: 20,
    });
    await postJob(first.agent, hourly('low', 1000, 1500));
    await postJob(first.agent, hourly('middle', 2000, 3000));
    await postJob(first.agent, hourly('high', 4000, 6000));
    await postJob(second.agent, hourly('euro', 2000, 3000, 'EUR'));
    await postJob(second.agent, { title: `${word} small fixed`, pay: { type: 'fixed', currency: 'USD', minimum: 50000 } });
    await postJob(third.agent, { title: `${word} big fixed`, pay: { type: 'fixed', currency: 'USD', minimum: 300000 } });
    await postJob(freelancer.agent, { jobType: 'job_seeking', title: `${word} available`, hourlyRate: { currency: 'USD', amount: 2500 } });

    const titles = async (query: Record<string, string | number>) =>
      (await search({ searchTerm: word, ...query })).jobs.map((job) => job.title.replace(`${word} `, '')).sort();

    expect(await titles({ payType: 'fixed' })).toEqual(['big fixed', 'small fixed']);
    expect(await titles({ currency: 'EUR' })).toEqual(['euro']);
    // [1800, 2500] meets 1000-1500? no; 2000-3000 yes; 4000-6000 no; the availability's 2500 yes.
    expect(await titles({ currency: 'USD', minRate: 1800, maxRate: 2500 })).toEqual(['available', 'middle']);
    expect(await titles({ currency: 'USD', minRate: 1500 })).toEqual(['available', 'high', 'low', 'middle']);
    expect(await titles({ currency: 'USD', maxRate: 1000 })).toEqual(['low']);
    expect(await titles({ currency: 'USD', minRate: 1500, jobType: 'job_offer' })).toEqual(['high', 'low', 'middle']);
    expect(await titles({ currency: 'USD', minBudget: 100000 })).toEqual(['big fixed']);
    expect(await titles({ currency: 'USD', payType: 'fixed', minBudget: 50000 })).toEqual(['big fixed', 'small fixed']);
  });

  it.each([
    ['a rate without its currency', { minRate: 1000 }],
    ['a budget without its currency', { minBudget: 1000 }],
    ['a rate range upside down', { currency: 'USD', minRate: 3000, maxRate: 1000 }],
    ['a rate with fixed pay', { currency: 'USD', payType: 'fixed', minRate: 1000 }],
    ['a budget with hourly pay', { currency: 'USD', payType: 'hourly', minBudget: 1000 }],
    ['an unknown currency', { currency: 'XYZ' }],
    ['an unknown sort', { sort: 'pay_low' }],
    ['a rate that is no number', { currency: 'USD', minRate: 'ten' }],
  ])('refuses a search with %s with 400', async (_case, query) => {
    const response = await viewer.get('/api/jobs').query(query).expect(400);
    expectErrorBody(response.body, 400);
  });

  it('orders by the highest pay, none last, newest first among equals, and pages through without a gap or a repeat', async () => {
    const word = uniqueWord();
    const posters = [await signUpClient(app), await signUpClient(app), await signUpClient(app)];
    const post = (index: number, title: string, pay: JobInput['pay']) =>
      postJob(posters[index].agent, { title: `${word} ${title}`, pay, hoursPerWeek: pay?.type === 'hourly' ? 10 : null });
    await post(0, 'a 20-30', { type: 'hourly', currency: 'USD', minimum: 2000, maximum: 3000 });
    await post(0, 'b fixed 500', { type: 'fixed', currency: 'USD', minimum: 50000 });
    await post(0, 'c 10-45', { type: 'hourly', currency: 'USD', minimum: 1000, maximum: 4500 });
    await post(1, 'd 30', { type: 'hourly', currency: 'USD', minimum: 3000, maximum: 3000 });
    await post(1, 'e 25-30', { type: 'hourly', currency: 'USD', minimum: 2500, maximum: 3000 });
    const before = await post(1, 'f none', { type: 'hourly', currency: 'USD', minimum: 100, maximum: 100 });
    await sql(app, 'update job_posts set pay_type = null, pay_currency = null, pay_minimum = null, pay_maximum = null where id = ?', [
      before.id,
    ]);

    const all = await everyPage({ searchTerm: word, sort: 'pay_high' }, 2);
    expect(all.map((title) => title.replace(`${word} `, ''))).toEqual(['b fixed 500', 'c 10-45', 'e 25-30', 'd 30', 'a 20-30', 'f none']);
    // Within an hourly filter in one currency, the same order pages the same way.
    const hourly = await everyPage({ searchTerm: word, sort: 'pay_high', payType: 'hourly', currency: 'USD', minRate: 2800 }, 1);
    expect(hourly.map((title) => title.replace(`${word} `, ''))).toEqual(['c 10-45', 'e 25-30', 'd 30', 'a 20-30']);
  });

  it('refuses a newest-first cursor in the pay order, and a pay cursor in the newest order', async () => {
    const word = uniqueWord();
    const poster = await signUpClient(app);
    await postJob(poster.agent, { title: `${word} one` });
    await postJob(poster.agent, { title: `${word} two` });
    const newest = await search({ searchTerm: word, limit: 1 });
    const pay = await search({ searchTerm: word, limit: 1, sort: 'pay_high' });
    expect(newest.nextCursor && pay.nextCursor).toBeTruthy();
    expectErrorBody(
      (await viewer.get('/api/jobs').query({ searchTerm: word, sort: 'pay_high', cursor: newest.nextCursor }).expect(400)).body,
      400,
    );
    expectErrorBody((await viewer.get('/api/jobs').query({ searchTerm: word, cursor: pay.nextCursor }).expect(400)).body, 400);
  });

  it('puts the pay in the data export', async () => {
    const owner = await signUpClient(app);
    await postJob(owner.agent, {
      pay: { type: 'hourly', currency: 'AUD', minimum: 3500, maximum: 4200 },
      hoursPerWeek: 25,
      timeZone: 'Australia/Sydney',
    });
    const data = (await owner.agent.get('/api/auth/account/export').expect(200)).body as { jobPosts: Record<string, unknown>[] };
    expect(data.jobPosts[0]).toMatchObject({
      payType: 'hourly',
      payCurrency: 'AUD',
      payMinimum: 3500,
      payMaximum: 4200,
      hoursPerWeek: 25,
      timeZone: 'Australia/Sydney',
      overlapHours: null,
      startDate: null,
    });
  });
});

describe('An hourly rate on the profile, and the directory filtered and ordered by it (decision 0070)', () => {
  let app: NestExpressApplication;
  let reader: Agent;

  beforeAll(async () => {
    app = await createTestApp();
    reader = (await signUpClient(app)).agent;
  });
  afterAll(() => app.close());

  /** A freelancer listed in the directory, found by `word`, with this rate. */
  async function freelancerWithRate(word: string, name: string, rate: { currency: string; amount: number } | null): Promise<Member> {
    const member = await signUpFreelancer(app);
    await member.agent.patch('/api/users/profile').send({ firstName: word, lastName: name, hourlyRate: rate }).expect(200);
    return member;
  }

  type Freelancer = { lastName: string; hourlyRate: { currency: string; amount: number } | null };
  const names = async (query: Record<string, string | number>) =>
    ((await reader.get('/api/freelancers').query(query).expect(200)).body as Freelancer[]).map((freelancer) => freelancer.lastName);

  it('states the rate with its currency on the profile and in the directory, and removes it with null', async () => {
    const word = uniqueWord();
    const member = await freelancerWithRate(word, 'Okafor', { currency: 'NGN', amount: 1500000 });
    expect((await reader.get(`/api/users/${member.id}`).expect(200)).body.hourlyRate).toEqual({ currency: 'NGN', amount: 1500000 });
    const [listed] = (await reader.get('/api/freelancers').query({ searchTerm: word }).expect(200)).body as Freelancer[];
    expect(listed.hourlyRate).toEqual({ currency: 'NGN', amount: 1500000 });
    const cleared = (
      await member.agent.patch('/api/users/profile').send({ firstName: word, lastName: 'Okafor', hourlyRate: null }).expect(200)
    ).body;
    expect(cleared.hourlyRate).toBeNull();
  });

  it('filters by a rate range in one currency and orders by rate either way, those without one last, across pages', async () => {
    const word = uniqueWord();
    await freelancerWithRate(word, 'Ten', { currency: 'USD', amount: 1000 });
    await freelancerWithRate(word, 'Twenty', { currency: 'USD', amount: 2000 });
    await freelancerWithRate(word, 'Thirty', { currency: 'USD', amount: 3000 });
    await freelancerWithRate(word, 'Euro', { currency: 'EUR', amount: 1500 });
    await freelancerWithRate(word, 'None', null);

    expect((await names({ searchTerm: word, currency: 'USD', minRate: 1500, maxRate: 3000 })).sort()).toEqual(['Thirty', 'Twenty']);
    expect((await names({ searchTerm: word, currency: 'EUR' })).sort()).toEqual(['Euro']);

    const everyPage = async (query: Record<string, string | number>): Promise<string[]> => {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const response = await reader
          .get('/api/freelancers')
          .query({ ...query, limit: 2, ...(cursor ? { cursor } : {}) })
          .expect(200);
        seen.push(...(response.body as Freelancer[]).map((freelancer) => freelancer.lastName));
        cursor = response.headers['x-next-cursor'];
      } while (cursor);
      return seen;
    };
    expect(await everyPage({ searchTerm: word, sort: 'rate_low', currency: 'USD' })).toEqual(['Ten', 'Twenty', 'Thirty']);
    // Without a currency the order is by amount alone (rates are not converted); none last either way.
    expect(await everyPage({ searchTerm: word, sort: 'rate_low' })).toEqual(['Ten', 'Euro', 'Twenty', 'Thirty', 'None']);
    expect(await everyPage({ searchTerm: word, sort: 'rate_high' })).toEqual(['Thirty', 'Twenty', 'Euro', 'Ten', 'None']);
  });

  it.each([
    ['a rate without its currency', { minRate: 1000 }],
    ['a range upside down', { currency: 'USD', minRate: 3000, maxRate: 1000 }],
    ['an unknown sort', { sort: 'cheapest' }],
    ['an unknown currency', { currency: 'XYZ' }],
  ])('refuses a directory search with %s with 400', async (_case, query) => {
    expectErrorBody((await reader.get('/api/freelancers').query(query).expect(400)).body, 400);
  });

  it('keeps the rate sorts cursor apart from the best-first one', async () => {
    const word = uniqueWord();
    await freelancerWithRate(word, 'One', { currency: 'USD', amount: 1000 });
    await freelancerWithRate(word, 'Two', { currency: 'USD', amount: 2000 });
    const best = await reader.get('/api/freelancers').query({ searchTerm: word, limit: 1 }).expect(200);
    expectErrorBody(
      (
        await reader
          .get('/api/freelancers')
          .query({ searchTerm: word, limit: 1, sort: 'rate_low', cursor: best.headers['x-next-cursor'] })
          .expect(400)
      ).body,
      400,
    );
  });
});
