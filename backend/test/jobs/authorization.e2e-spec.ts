import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apply, jobBody, Member, postJob, signUpAdmin, signUpClient, signUpFreelancer, PROPOSAL_TERMS } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { Agent, createTestApp } from '../support/test-app';

type Actor = 'anonymous' | 'owner' | 'otherClient' | 'applicant' | 'otherFreelancer' | 'admin';

/** What a case acts on: a fresh open offer of `owner` with one pending application of `applicant`. */
type Scene = { jobId: string; applicationId: string; ownerId: string };

type Case = {
  endpoint: string;
  call: (agent: Agent, scene: Scene) => request.Test;
  expected: Record<Actor, number>;
};

const cases: Case[] = [
  {
    endpoint: 'GET /api/jobs',
    call: (a) => a.get('/api/jobs'),
    expected: { anonymous: 200, owner: 200, otherClient: 200, applicant: 200, otherFreelancer: 200, admin: 200 },
  },
  {
    endpoint: 'GET /api/jobs/categories',
    call: (a) => a.get('/api/jobs/categories'),
    expected: { anonymous: 200, owner: 200, otherClient: 200, applicant: 200, otherFreelancer: 200, admin: 200 },
  },
  {
    endpoint: 'GET /api/jobs/{id}',
    call: (a, s) => a.get(`/api/jobs/${s.jobId}`),
    expected: { anonymous: 200, owner: 200, otherClient: 200, applicant: 200, otherFreelancer: 200, admin: 200 },
  },
  {
    endpoint: 'GET /api/jobs/client/{userId}',
    call: (a, s) => a.get(`/api/jobs/client/${s.ownerId}`),
    expected: { anonymous: 200, owner: 200, otherClient: 200, applicant: 200, otherFreelancer: 200, admin: 200 },
  },
  {
    endpoint: 'POST /api/jobs (job offer)',
    call: (a) => a.post('/api/jobs').send(jobBody()),
    expected: { anonymous: 401, owner: 201, otherClient: 201, applicant: 403, otherFreelancer: 403, admin: 403 },
  },
  {
    endpoint: 'POST /api/jobs (availability)',
    call: (a) => a.post('/api/jobs').send(jobBody({ jobType: 'job_seeking' })),
    expected: { anonymous: 401, owner: 403, otherClient: 403, applicant: 201, otherFreelancer: 201, admin: 403 },
  },
  {
    endpoint: 'PATCH /api/jobs/{id}',
    call: (a, s) => a.patch(`/api/jobs/${s.jobId}`).send({ title: 'Edited title' }),
    expected: { anonymous: 401, owner: 200, otherClient: 403, applicant: 403, otherFreelancer: 403, admin: 403 },
  },
  {
    endpoint: 'POST /api/jobs/{id}/close',
    call: (a, s) => a.post(`/api/jobs/${s.jobId}/close`),
    expected: { anonymous: 401, owner: 200, otherClient: 403, applicant: 403, otherFreelancer: 403, admin: 403 },
  },
  {
    endpoint: 'POST /api/jobs/{id}/cancel',
    call: (a, s) => a.post(`/api/jobs/${s.jobId}/cancel`),
    expected: { anonymous: 401, owner: 200, otherClient: 403, applicant: 403, otherFreelancer: 403, admin: 403 },
  },
  {
    endpoint: 'POST /api/applications',
    call: (a, s) => a.post('/api/applications').send({ jobId: s.jobId, coverLetter: 'Please consider me', ...PROPOSAL_TERMS }),
    expected: { anonymous: 401, owner: 403, otherClient: 403, applicant: 409, otherFreelancer: 201, admin: 403 },
  },
  {
    endpoint: 'GET /api/applications/my',
    call: (a) => a.get('/api/applications/my'),
    expected: { anonymous: 401, owner: 200, otherClient: 200, applicant: 200, otherFreelancer: 200, admin: 200 },
  },
  {
    endpoint: 'GET /api/applications/job/{id}',
    call: (a, s) => a.get(`/api/applications/job/${s.jobId}`),
    expected: { anonymous: 401, owner: 200, otherClient: 403, applicant: 403, otherFreelancer: 403, admin: 403 },
  },
  {
    endpoint: 'GET /api/applications/{id}',
    call: (a, s) => a.get(`/api/applications/${s.applicationId}`),
    expected: { anonymous: 401, owner: 200, otherClient: 403, applicant: 200, otherFreelancer: 403, admin: 403 },
  },
  {
    endpoint: 'POST /api/applications/{id}/accept',
    call: (a, s) => a.post(`/api/applications/${s.applicationId}/accept`).send({ terms: 'Agreed terms' }),
    expected: { anonymous: 401, owner: 200, otherClient: 403, applicant: 403, otherFreelancer: 403, admin: 403 },
  },
  {
    endpoint: 'POST /api/applications/{id}/reject',
    call: (a, s) => a.post(`/api/applications/${s.applicationId}/reject`),
    expected: { anonymous: 401, owner: 200, otherClient: 403, applicant: 403, otherFreelancer: 403, admin: 403 },
  },
  {
    endpoint: 'POST /api/applications/{id}/withdraw',
    call: (a, s) => a.post(`/api/applications/${s.applicationId}/withdraw`),
    expected: { anonymous: 401, owner: 403, otherClient: 403, applicant: 200, otherFreelancer: 403, admin: 403 },
  },
];

const actors: Actor[] = ['anonymous', 'owner', 'otherClient', 'applicant', 'otherFreelancer', 'admin'];

describe('Who may do what in the jobs context (server-enforced)', () => {
  let app: NestExpressApplication;
  let members: Record<Exclude<Actor, 'anonymous'>, Member>;

  beforeAll(async () => {
    app = await createTestApp();
    members = {
      owner: await signUpClient(app),
      otherClient: await signUpClient(app),
      applicant: await signUpFreelancer(app, { verified: true }),
      otherFreelancer: await signUpFreelancer(app, { verified: true }),
      admin: await signUpAdmin(app),
    };
  });
  afterAll(() => app.close());

  async function freshScene(): Promise<Scene> {
    const job = await postJob(members.owner.agent);
    const application = await apply(members.applicant.agent, job.id);
    return { jobId: job.id, applicationId: application.id, ownerId: members.owner.id };
  }

  const table = cases.flatMap((testCase) => actors.map((actor) => [testCase.endpoint, actor, testCase.expected[actor], testCase] as const));

  it.each(table)('%s as %s → %i', async (_endpoint, actor, expected, testCase) => {
    const scene = await freshScene();
    const agent = actor === 'anonymous' ? request.agent(app.getHttpServer()) : members[actor].agent;
    const response = await testCase.call(agent, scene);
    expect(response.status).toBe(expected);
    if (expected >= 400) expectErrorBody(response.body, expected);
  });

  it('agrees between lists and single reads: every listed post can be opened', async () => {
    const scene = await freshScene();
    for (const actor of ['otherClient', 'otherFreelancer', 'admin'] as const) {
      const list = await members[actor].agent.get(`/api/jobs/client/${scene.ownerId}`).expect(200);
      for (const job of list.body as { id: string }[]) await members[actor].agent.get(`/api/jobs/${job.id}`).expect(200);
    }
  });
});
