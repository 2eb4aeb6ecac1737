import type { NestExpressApplication } from '@nestjs/platform-express';
import { jobBody, postJob, signUpClient, signUpFreelancer } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

describe('Job posts', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lets a client post a job offer that carries its real client summary', async () => {
    const client = await signUpClient(app, { verified: true });
    const response = await client.agent
      .post('/api/jobs')
      .send({ ...jobBody({ duration: '  ', tags: [' Zendesk ', 'zendesk', 'Night shifts'] }), status: 'open' })
      .expect(201);
    expect(response.body).toMatchObject({
      jobType: 'job_offer',
      clientId: client.id,
      status: 'open',
      category: 'chat-operator',
      duration: null,
      verifiedOnly: false,
      tags: ['Zendesk', 'Night shifts'],
      applicationCount: 0,
      myApplication: null,
      clientPostCount: 1,
      client: {
        id: client.id,
        firstName: 'Test',
        lastName: 'User',
        username: client.username,
        isVerified: true,
        trustScore: null,
        rating: null,
        reviewCount: 0,
      },
    });
    const read = await client.agent.get(`/api/jobs/${response.body.id}`).expect(200);
    expect(read.body).toEqual(response.body);
  });

  it('lets a freelancer post availability but not a job offer, and a client the opposite', async () => {
    const freelancer = await signUpFreelancer(app);
    const client = await signUpClient(app);
    const seeking = await postJob(freelancer.agent, { jobType: 'job_seeking', title: 'Available for weekend chat shifts' });
    expect(seeking).toMatchObject({ jobType: 'job_seeking', clientId: freelancer.id });

    expectErrorBody((await freelancer.agent.post('/api/jobs').send(jobBody()).expect(403)).body, 403, 'JOBS.POST_TYPE_NOT_ALLOWED');
    expectErrorBody(
      (
        await client.agent
          .post('/api/jobs')
          .send(jobBody({ jobType: 'job_seeking' }))
          .expect(403)
      ).body,
      403,
      'JOBS.POST_TYPE_NOT_ALLOWED',
    );
  });

  it('refuses "verified freelancers only" on availability posts, when posted and when edited', async () => {
    const freelancer = await signUpFreelancer(app);
    const refused = await freelancer.agent
      .post('/api/jobs')
      .send(jobBody({ jobType: 'job_seeking', verifiedOnly: true }))
      .expect(400);
    expectErrorBody(refused.body, 400, 'JOBS.VERIFIED_ONLY_FOR_OFFERS');
    expect(refused.body.message).toBe('Only job offers can be limited to verified freelancers; an availability post takes no applications');

    const seeking = await postJob(freelancer.agent, { jobType: 'job_seeking', verifiedOnly: false });
    expectErrorBody(
      (await freelancer.agent.patch(`/api/jobs/${seeking.id}`).send({ verifiedOnly: true }).expect(400)).body,
      400,
      'JOBS.VERIFIED_ONLY_FOR_OFFERS',
    );
    const edited = await freelancer.agent
      .patch(`/api/jobs/${seeking.id}`)
      .send({ verifiedOnly: false, title: 'Weekend chat shifts' })
      .expect(200);
    expect(edited.body).toMatchObject({ verifiedOnly: false, title: 'Weekend chat shifts' });
    // The table holds the rule too, for any writer.
    await expect(sql(app, 'update job_posts set verified_only = true where id = ?', [seeking.id])).rejects.toThrow(
      /job_posts_verified_only_offers_check/,
    );
  });

  it('refuses incomplete or oversized posts, naming the fields', async () => {
    const client = await signUpClient(app);
    const missing = await client.agent.post('/api/jobs').send({ jobType: 'job_offer', title: '   ' }).expect(400);
    expectErrorBody(missing.body, 400, 'VALIDATION_FAILED');
    expect((missing.body.details.fields as { field: string }[]).map((f) => f.field).sort()).toEqual(['category', 'description', 'title']);
    expect(missing.body.message).toContain('Title is required');

    const cases: Record<string, unknown>[] = [
      { category: 'chat' },
      { title: 'x'.repeat(121) },
      { description: 'x'.repeat(5001) },
      { tags: Array.from({ length: 16 }, (_, i) => `skill ${i}`) },
      { tags: ['x'.repeat(31)] },
      { tags: 'not a list' },
      { verifiedOnly: 'yes' },
      { jobType: 'job_wanted' },
      { status: 'closed' },
      { clientId: client.id },
    ];
    for (const change of cases) {
      const response = await client.agent.post('/api/jobs').send({ ...jobBody(), ...change });
      expect({ change, status: response.status }).toEqual({ change, status: 400 });
      expectErrorBody(response.body, 400, 'VALIDATION_FAILED');
    }
  });

  it('answers an unknown job with 404 and a malformed id with 400', async () => {
    const user = await signUpFreelancer(app);
    expectErrorBody((await user.agent.get('/api/jobs/00000000-0000-4000-8000-000000000000').expect(404)).body, 404, 'JOBS.JOB_NOT_FOUND');
    expectErrorBody((await user.agent.get('/api/jobs/not-a-uuid').expect(400)).body, 400);
  });

  it('lets the owner edit an open post, and nobody else', async () => {
    const owner = await signUpClient(app);
    const other = await signUpClient(app);
    const job = await postJob(owner.agent);
    const edited = await owner.agent
      .patch(`/api/jobs/${job.id}`)
      .send({ title: 'Senior live chat operator', category: 'customer-service', duration: null, verifiedOnly: true, tags: ['Zendesk'] })
      .expect(200);
    expect(edited.body).toMatchObject({
      title: 'Senior live chat operator',
      category: 'customer-service',
      duration: null,
      verifiedOnly: true,
      tags: ['Zendesk'],
      description: job.description,
    });

    expectErrorBody(
      (await other.agent.patch(`/api/jobs/${job.id}`).send({ title: 'Mine now' }).expect(403)).body,
      403,
      'JOBS.NOT_JOB_OWNER',
    );
    expectErrorBody((await owner.agent.patch(`/api/jobs/${job.id}`).send({ title: '' }).expect(400)).body, 400, 'VALIDATION_FAILED');
    expectErrorBody((await owner.agent.patch(`/api/jobs/${job.id}`).send({ status: 'closed' }).expect(400)).body, 400, 'VALIDATION_FAILED');
    expect((await owner.agent.get(`/api/jobs/${job.id}`)).body.title).toBe('Senior live chat operator');
  });

  it('closes or cancels an open post for its owner; a decided post stays as it is', async () => {
    const owner = await signUpClient(app);
    const other = await signUpClient(app);
    const toClose = await postJob(owner.agent);
    const toCancel = await postJob(owner.agent);

    expectErrorBody((await other.agent.post(`/api/jobs/${toClose.id}/close`).expect(403)).body, 403, 'JOBS.NOT_JOB_OWNER');
    expect((await owner.agent.post(`/api/jobs/${toClose.id}/close`).expect(200)).body.status).toBe('closed');
    expect((await owner.agent.post(`/api/jobs/${toCancel.id}/cancel`).expect(200)).body.status).toBe('cancelled');

    expectErrorBody((await owner.agent.post(`/api/jobs/${toClose.id}/cancel`).expect(409)).body, 409, 'JOBS.JOB_NOT_OPEN');
    expectErrorBody(
      (await owner.agent.patch(`/api/jobs/${toCancel.id}`).send({ title: 'Back again' }).expect(409)).body,
      409,
      'JOBS.JOB_NOT_OPEN',
    );
  });

  it('lists every post of one user, newest first, with their application counts', async () => {
    const owner = await signUpClient(app);
    const first = await postJob(owner.agent, { title: 'First post' });
    const second = await postJob(owner.agent, { title: 'Second post' });
    await owner.agent.post(`/api/jobs/${first.id}/close`).expect(200);
    const viewer = await signUpFreelancer(app);
    const list = await viewer.agent.get(`/api/jobs/client/${owner.id}`).expect(200);
    expect(list.body.map((job: { id: string }) => job.id)).toEqual([second.id, first.id]);
    expect(list.body.map((job: { status: string }) => job.status)).toEqual(['open', 'closed']);
    expect((await viewer.agent.get('/api/jobs/client/not-a-uuid').expect(400)).body.statusCode).toBe(400);
  });

  it('lists the six categories with stable slugs', async () => {
    const user = await signUpFreelancer(app);
    const response = await user.agent.get('/api/jobs/categories').expect(200);
    expect(response.body).toEqual([
      { slug: 'chat-operator', label: 'Chat Operator' },
      { slug: 'customer-service', label: 'Customer Service' },
      { slug: 'virtual-assistant', label: 'Virtual Assistant' },
      { slug: 'content-moderator', label: 'Content Moderator' },
      { slug: 'social-media-manager', label: 'Social Media Manager' },
      { slug: 'email-support', label: 'Email Support' },
    ]);
  });
});
