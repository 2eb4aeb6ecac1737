import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import { PublishOverdueReviewsCommand } from '../../src/contexts/reviews/application/commands/publish-overdue-reviews';
import { Clock } from '../../src/platform/clock/clock';
import { deliverAgain } from '../support/account-mail';
import { completedContract, settleEvents } from '../factories/contracts';
import { Member, postJob } from '../factories/jobs';
import { TEST_PASSWORD, uniqueEmail } from '../factories/users';
import { agentFor, createTestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ratings mean reviews (decision 0062): the average and count of a person's published reviews, with every summary of them. */
describe('Review ratings', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  function review(author: Member, contractId: string, reviewee: Member, rating: number) {
    return author.agent
      .post('/api/reviews')
      .send({ contractId, revieweeId: reviewee.id, rating, comment: 'Worked well together.' })
      .expect(201);
  }

  async function figuresOf(viewer: Member, person: Member) {
    const { rating, reviewCount } = (await viewer.agent.get(`/api/users/${person.id}`).expect(200)).body;
    return { rating, reviewCount };
  }

  it('shows the average and count of published reviews on the profile, the account and a job card', async () => {
    const { client, freelancer, contract, job } = await completedContract(app);
    expect(await figuresOf(client, freelancer)).toEqual({ rating: null, reviewCount: 0 });

    await review(client, contract.id, freelancer, 5);
    await review(freelancer, contract.id, client, 4);
    await settleEvents(app);

    expect(await figuresOf(client, freelancer)).toEqual({ rating: 5, reviewCount: 1 });
    expect((await freelancer.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ rating: 5, reviewCount: 1 });
    // The trust score is its own figure, never the rating: this contract was too short to count.
    expect((await freelancer.agent.get('/api/auth/user').expect(200)).body.trustScore).toBeNull();
    const card = (await freelancer.agent.get(`/api/jobs/${job.id}`).expect(200)).body;
    expect(card.client).toMatchObject({ id: client.id, rating: 4, reviewCount: 1 });

    // A second review of the freelancer: the average of both, to one decimal.
    const again = await completedContract(app, { freelancer });
    await review(again.client, again.contract.id, freelancer, 4);
    await review(freelancer, again.contract.id, again.client, 5);
    await settleEvents(app);
    expect(await figuresOf(client, freelancer)).toEqual({ rating: 4.5, reviewCount: 2 });
    const listed = (await client.agent.get(`/api/freelancers?searchTerm=${freelancer.username}`).expect(200)).body;
    expect(listed.find((person: { id: string }) => person.id === freelancer.id)).toMatchObject({ rating: 4.5, reviewCount: 2 });
  });

  it('does not count a review still hidden by the double-blind rule, and counts it once published', async () => {
    const { client, freelancer, contract } = await completedContract(app);
    await review(client, contract.id, freelancer, 2);
    await settleEvents(app);
    expect(await figuresOf(client, freelancer)).toEqual({ rating: null, reviewCount: 0 });

    // The blind period ends: the schedule publishes it.
    const clock = app.get(Clock);
    const realNow = clock.now.bind(clock);
    clock.now = () => new Date(realNow().getTime() + 15 * DAY_MS);
    try {
      await app.get(CommandBus).execute(new PublishOverdueReviewsCommand());
    } finally {
      clock.now = realNow;
    }
    await settleEvents(app);
    expect(await figuresOf(client, freelancer)).toEqual({ rating: 2, reviewCount: 1 });

    // The freelancer's late review publishes at once; the client's, public already, is not counted again.
    await review(freelancer, contract.id, client, 3);
    await settleEvents(app);
    expect(await figuresOf(client, freelancer)).toEqual({ rating: 2, reviewCount: 1 });
    expect(await figuresOf(freelancer, client)).toEqual({ rating: 3, reviewCount: 1 });
  });

  it('changes nothing when the published event is delivered again', async () => {
    const { client, freelancer, contract } = await completedContract(app);
    await review(client, contract.id, freelancer, 5);
    await review(freelancer, contract.id, client, 3);
    await settleEvents(app);

    expect(await deliverAgain(app, 'reviews.reviews_published', 'contractId', contract.id)).toBe(1);
    expect(await figuresOf(client, freelancer)).toEqual({ rating: 5, reviewCount: 1 });
    expect(await figuresOf(freelancer, client)).toEqual({ rating: 3, reviewCount: 1 });
  });

  it('names the job each review of a profile was for', async () => {
    const { client, freelancer, contract } = await completedContract(app);
    const job = (await client.agent.get(`/api/jobs/${contract.jobId as string}`).expect(200)).body;
    await review(client, contract.id, freelancer, 5);
    await review(freelancer, contract.id, client, 5);
    await settleEvents(app);

    const reviews = (await client.agent.get(`/api/reviews/${freelancer.id}`).expect(200)).body;
    expect(reviews).toEqual([expect.objectContaining({ contractId: contract.id, rating: 5, jobTitle: job.title })]);
  });

  it('shows no rating on a job card before any review', async () => {
    const { client } = await completedContract(app);
    const job = await postJob(client.agent);
    expect((await client.agent.get(`/api/jobs/${job.id}`).expect(200)).body.client).toMatchObject({ rating: null, reviewCount: 0 });
  });
});

describe('Sign-up’s first choice', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  function register(role?: unknown) {
    return agentFor(app)
      .post('/api/auth/register')
      .send({ email: uniqueEmail(), password: TEST_PASSWORD, firstName: 'Ana', lastName: 'Cruz', ...(role === undefined ? {} : { role }) });
  }

  it('starts an account that wants to hire as a client', async () => {
    expect((await register('client').expect(201)).body).toMatchObject({ role: 'client' });
  });

  it('starts one that wants to work, or did not say, as a freelancer', async () => {
    expect((await register('freelancer').expect(201)).body).toMatchObject({ role: 'freelancer' });
    expect((await register().expect(201)).body).toMatchObject({ role: 'freelancer' });
  });

  it('refuses any other role, administrator above all', async () => {
    const refused = (await register('admin').expect(400)).body;
    expect(JSON.stringify(refused)).toContain('Choose whether you want to hire or to work');
  });
});
