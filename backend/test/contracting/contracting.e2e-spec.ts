import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { PublishOverdueReviewsCommand } from '../../src/contexts/reviews/application/commands/publish-overdue-reviews';
import { Clock } from '../../src/platform/clock/clock';
import { TERMS, completedContract, hire, settleEvents } from '../factories/contracts';
import { Member, signUpAdmin, signUpClient } from '../factories/jobs';
import { deliverAgain } from '../support/account-mail';
import { expectErrorBody } from '../support/error-body';
import { createTestApp } from '../support/test-app';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

type Notification = { id: string; type: string; entityId: string | null; title: string; message: string; isRead: boolean };

async function notificationsOf(member: Member): Promise<Notification[]> {
  return (await member.agent.get('/api/notifications').expect(200)).body;
}

async function currentUser(
  member: Member,
): Promise<{ trustScore: number | null; completedJobsCount: number; completedHiresCount: number }> {
  return (await member.agent.get('/api/auth/user').expect(200)).body;
}

function review(contractId: string, revieweeId: string, overrides: Record<string, unknown> = {}) {
  return { contractId, revieweeId, rating: 5, comment: 'Reliable, quick and friendly.', ...overrides };
}

describe('Contracting, reviews and notifications', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('turns an accepted application into one contract that only its parties and admins see', async () => {
    const { client, freelancer, job, application, contract } = await hire(app);
    expect(contract).toMatchObject({
      applicationId: application.id,
      jobId: job.id,
      jobTitle: job.title,
      clientId: client.id,
      freelancerId: freelancer.id,
      terms: TERMS,
      status: 'active',
      clientReviewed: false,
      freelancerReviewed: false,
      completedAt: null,
      client: { id: client.id, username: client.username },
      freelancer: { id: freelancer.id, username: freelancer.username },
      viewerRole: 'client',
    });
    expect(contract.client).not.toHaveProperty('email');

    expect((await freelancer.agent.get(`/api/contracts/${contract.id}`).expect(200)).body.viewerRole).toBe('freelancer');
    const admin = await signUpAdmin(app);
    expect((await admin.agent.get(`/api/contracts/${contract.id}`).expect(200)).body.viewerRole).toBeNull();
    const stranger = await signUpClient(app);
    expectErrorBody((await stranger.agent.get(`/api/contracts/${contract.id}`).expect(404)).body, 404, 'CONTRACTING.CONTRACT_NOT_FOUND');
    expectErrorBody((await client.agent.get(`/api/contracts/${MISSING_ID}`).expect(404)).body, 404, 'CONTRACTING.CONTRACT_NOT_FOUND');
    expect((await stranger.agent.get('/api/contracts/my').expect(200)).body).toEqual([]);
  });

  it('lists my contracts newest first and counts the active ones on the dashboard', async () => {
    const first = await hire(app);
    const second = await hire(app, { freelancer: first.freelancer });
    const mine = await first.freelancer.agent.get('/api/contracts/my').expect(200);
    expect(mine.body.map((c: { id: string }) => c.id)).toEqual([second.contract.id, first.contract.id]);
    expect((await first.freelancer.agent.get('/api/dashboard/stats').expect(200)).body.activeContracts).toBe(2);

    await first.client.agent.post(`/api/contracts/${first.contract.id}/complete`).expect(200);
    expect((await first.freelancer.agent.get('/api/dashboard/stats').expect(200)).body.activeContracts).toBe(1);
    expect((await first.client.agent.get('/api/dashboard/stats').expect(200)).body.activeContracts).toBe(0);
  });

  it('completes once, by either party only; the freelancer’s completed jobs and the client’s completed hires grow', async () => {
    const { client, freelancer, contract } = await hire(app);
    const admin = await signUpAdmin(app);
    const stranger = await signUpClient(app);
    expectErrorBody(
      (await stranger.agent.post(`/api/contracts/${contract.id}/complete`).expect(404)).body,
      404,
      'CONTRACTING.CONTRACT_NOT_FOUND',
    );
    expectErrorBody((await admin.agent.post(`/api/contracts/${contract.id}/complete`).expect(403)).body, 403, 'CONTRACTING.NOT_A_PARTY');

    const statuses = await Promise.all(
      [client, freelancer].map((party) => party.agent.post(`/api/contracts/${contract.id}/complete`).then((r) => r.status)),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    const completed = (await freelancer.agent.get(`/api/contracts/${contract.id}`).expect(200)).body;
    expect(completed).toMatchObject({ status: 'completed' });
    expect(Date.parse(completed.completedAt)).not.toBeNaN();
    expectErrorBody(
      (await client.agent.post(`/api/contracts/${contract.id}/complete`).expect(409)).body,
      409,
      'CONTRACTING.CONTRACT_NOT_ACTIVE',
    );

    await settleEvents(app);
    // A contract completed the day it started counts for nothing in the trust score (docs/trust-score.md).
    expect(await currentUser(freelancer)).toMatchObject({ completedJobsCount: 1, completedHiresCount: 0, trustScore: null });
    expect(await currentUser(client)).toMatchObject({ completedJobsCount: 0, completedHiresCount: 1, trustScore: null });
    // The public profile says the same, to a member and to a visitor.
    expect((await stranger.agent.get(`/api/users/${client.id}`).expect(200)).body).toMatchObject({
      completedJobsCount: 0,
      completedHiresCount: 1,
    });
    expect((await request(app.getHttpServer()).get(`/api/users/${freelancer.id}`).expect(200)).body).toMatchObject({
      completedJobsCount: 1,
      completedHiresCount: 0,
    });

    // A repeated delivery of the event, and two racing ones, count nothing more.
    expect(await deliverAgain(app, 'contracting.contract_completed', 'contractId', contract.id)).toBe(1);
    expect(await currentUser(freelancer)).toMatchObject({ completedJobsCount: 1, completedHiresCount: 0 });
    expect(await currentUser(client)).toMatchObject({ completedJobsCount: 0, completedHiresCount: 1 });
  });

  it('takes one review per party of a completed contract, hidden until both reviewed, then scores both', async () => {
    const { client, freelancer, contract } = await hire(app);
    expectErrorBody(
      (await client.agent.post('/api/reviews').send(review(contract.id, freelancer.id)).expect(409)).body,
      409,
      'REVIEWS.CONTRACT_NOT_COMPLETED',
    );
    // Completed three days on, so that it counts in the trust score.
    const clock = app.get(Clock);
    const realNow = clock.now.bind(clock);
    try {
      clock.now = () => new Date(realNow().getTime() + 3 * 24 * 60 * 60 * 1000);
      await client.agent.post(`/api/contracts/${contract.id}/complete`).expect(200);
    } finally {
      clock.now = realNow;
    }

    const stranger = await signUpClient(app);
    expectErrorBody(
      (await stranger.agent.post('/api/reviews').send(review(contract.id, freelancer.id)).expect(404)).body,
      404,
      'REVIEWS.CONTRACT_NOT_FOUND',
    );
    expectErrorBody(
      (await client.agent.post('/api/reviews').send(review(contract.id, client.id)).expect(400)).body,
      400,
      'REVIEWS.WRONG_REVIEWEE',
    );
    expectErrorBody((await client.agent.post('/api/reviews').send(review(MISSING_ID, freelancer.id)).expect(404)).body, 404);

    const mine = await client.agent
      .post('/api/reviews')
      .send(review(contract.id, freelancer.id, { comment: '  Great work.  ' }))
      .expect(201);
    expect(mine.body).toMatchObject({
      contractId: contract.id,
      reviewerId: client.id,
      revieweeId: freelancer.id,
      rating: 5,
      comment: 'Great work.',
      status: 'waiting',
      publishedAt: null,
      reviewer: { id: client.id },
    });
    expectErrorBody(
      (await client.agent.post('/api/reviews').send(review(contract.id, freelancer.id)).expect(409)).body,
      409,
      'REVIEWS.ALREADY_REVIEWED',
    );
    // Double-blind: the freelancer cannot see it yet; its author sees it waiting.
    expect((await freelancer.agent.get(`/api/reviews/${freelancer.id}`).expect(200)).body).toEqual([]);
    expect((await client.agent.get(`/api/reviews/${freelancer.id}`).expect(200)).body.map((r: { status: string }) => r.status)).toEqual([
      'waiting',
    ]);
    await settleEvents(app);
    expect((await freelancer.agent.get(`/api/contracts/${contract.id}`).expect(200)).body).toMatchObject({
      clientReviewed: true,
      freelancerReviewed: false,
    });
    // The contract alone: a new, unverified counterparty weighs 1/4 of 2 points.
    expect(await currentUser(freelancer)).toMatchObject({ trustScore: 1 });

    await freelancer.agent
      .post('/api/reviews')
      .send(review(contract.id, client.id, { rating: 4, comment: 'Clear brief.' }))
      .expect(201);
    const published = (await stranger.agent.get(`/api/reviews/${freelancer.id}`).expect(200)).body;
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ rating: 5, comment: 'Great work.', status: 'published', reviewer: { id: client.id } });
    expect(Date.parse(published[0].publishedAt)).not.toBeNaN();

    await settleEvents(app);
    expect((await client.agent.get(`/api/contracts/${contract.id}`).expect(200)).body).toMatchObject({
      clientReviewed: true,
      freelancerReviewed: true,
    });
    // 0.5 for the contract; each review from a new, unverified account weighs 1/4 against three 1-star
    // priors: 5 stars (1.25 + 3) / 3.25 -> 3.8 points; 4 stars (1 + 3) / 3.25 -> 2.9 points.
    expect(await currentUser(freelancer)).toMatchObject({ trustScore: 4 });
    expect(await currentUser(client)).toMatchObject({ trustScore: 3 });
  });

  it('publishes a lone review when the blind period has passed', async () => {
    const { client, freelancer, contract } = await completedContract(app);
    await freelancer.agent
      .post('/api/reviews')
      .send(review(contract.id, client.id, { rating: 1, comment: 'Never paid on time.' }))
      .expect(201);
    const clock = app.get(Clock);
    const realNow = clock.now.bind(clock);
    expect(await app.get(CommandBus).execute(new PublishOverdueReviewsCommand())).toBe(0);
    try {
      clock.now = () => new Date(realNow().getTime() + 14 * 24 * 60 * 60 * 1000 + 60_000);
      expect(await app.get(CommandBus).execute(new PublishOverdueReviewsCommand())).toBeGreaterThanOrEqual(1);
    } finally {
      clock.now = realNow;
    }
    expect((await client.agent.get(`/api/reviews/${client.id}`).expect(200)).body).toMatchObject([{ rating: 1, status: 'published' }]);
    await settleEvents(app);
    // A same-day contract, and the reviews of it, count for nothing in the trust score.
    expect(await currentUser(client)).toMatchObject({ trustScore: null });
  });

  it('refuses bad reviews with the one error body and stores nothing', async () => {
    const { client, freelancer, contract } = await completedContract(app);
    const bad = [
      { rating: 0 },
      { rating: 6 },
      { rating: 2.5 },
      { rating: '5' },
      { comment: '   ' },
      { comment: 'x'.repeat(2001) },
      { contractId: 'not-a-uuid' },
      { revieweeId: null },
    ];
    for (const overrides of bad) {
      const response = await client.agent
        .post('/api/reviews')
        .send(review(contract.id, freelancer.id, overrides))
        .expect(400);
      expectErrorBody(response.body, 400, 'VALIDATION_FAILED');
    }
    const blank = await client.agent
      .post('/api/reviews')
      .send(review(contract.id, freelancer.id, { comment: ' ' }))
      .expect(400);
    expect(blank.body.message).toBe('Please write a comment');
    const noRating = await client.agent
      .post('/api/reviews')
      .send(review(contract.id, freelancer.id, { rating: 0 }))
      .expect(400);
    expect(noRating.body.message).toBe('Please select a rating');
    expect((await client.agent.get(`/api/reviews/${freelancer.id}`).expect(200)).body).toEqual([]);
  });

  it('notifies each party of every step, once, and lets only the owner mark a notification read', async () => {
    const { client, freelancer, job, contract } = await completedContract(app);
    await client.agent.post('/api/reviews').send(review(contract.id, freelancer.id)).expect(201);
    await settleEvents(app);

    const forFreelancer = await notificationsOf(freelancer);
    expect(forFreelancer.map(({ type, entityId, title }) => ({ type, entityId, title }))).toEqual([
      { type: 'review', entityId: contract.id, title: 'New review' },
      { type: 'contract', entityId: contract.id, title: 'Contract completed' },
      { type: 'contract', entityId: contract.id, title: 'Contract started' },
      { type: 'job_application', entityId: job.id, title: 'Application accepted' },
    ]);
    expect(forFreelancer[0].message).not.toContain('5');
    const forClient = await notificationsOf(client);
    expect(forClient.map(({ type, title }) => `${type}: ${title}`)).toEqual([
      'contract: Contract completed',
      'contract: Contract started',
      'job_application: New application',
    ]);
    expect(forClient[2]).toMatchObject({ entityId: job.id, isRead: false });
    expect(forClient[2].message).toContain(job.title);

    const read = await freelancer.agent.patch(`/api/notifications/${forFreelancer[0].id}/read`).expect(200);
    expect(read.body).toMatchObject({ id: forFreelancer[0].id, isRead: true });
    expectErrorBody(
      (await client.agent.patch(`/api/notifications/${forFreelancer[1].id}/read`).expect(404)).body,
      404,
      'NOTIFICATIONS.NOT_FOUND',
    );
    expect((await notificationsOf(freelancer)).find((n) => n.id === forFreelancer[1].id)?.isRead).toBe(false);

    expect((await freelancer.agent.post('/api/notifications/read-all').expect(200)).body).toEqual({ markedRead: 3 });
    expect((await notificationsOf(freelancer)).every((n) => n.isRead)).toBe(true);
    expect((await notificationsOf(client)).some((n) => n.isRead)).toBe(false);
  });

  it('fills Recent Activity from contracts, applications and published reviews, newest first', async () => {
    const { client, freelancer, job, contract } = await completedContract(app);
    await client.agent
      .post('/api/reviews')
      .send(review(contract.id, freelancer.id, { rating: 4 }))
      .expect(201);
    await freelancer.agent.post('/api/reviews').send(review(contract.id, client.id)).expect(201);

    const activity = (await freelancer.agent.get('/api/dashboard/activity').expect(200)).body;
    expect(activity.map(({ title, badge, link }: Record<string, unknown>) => ({ title, badge, link }))).toEqual([
      { title: 'New review', badge: null, link: `/contracts/${contract.id}` },
      { title: 'Contract completed', badge: 'completed', link: `/contracts/${contract.id}` },
      { title: 'Application accepted', badge: 'accepted', link: `/jobs/${job.id}` },
    ]);
    expect(activity[0].description).toBe('Test User rated you 4/5');
    const forClient = (await client.agent.get('/api/dashboard/activity').expect(200)).body;
    expect(forClient.map((item: { title: string }) => item.title)).toEqual(['New review', 'Contract completed', 'Application accepted']);
    expect(forClient[2]).toMatchObject({ link: `/jobs/${job.id}/applications`, description: `Test User applied to “${job.title}”` });
  });
});
