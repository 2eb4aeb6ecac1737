import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { hire, settleEvents } from '../factories/contracts';
import { Administrator, Member, postJob, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { TEST_PASSWORD } from '../factories/users';
import { deliverAgain } from '../support/account-mail';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

type SavedJob = { jobId: string; savedAt: string; state: string; job: { id: string; title: string; description: string } | null };
type SavedFreelancer = { freelancerId: string; state: string; freelancer: { id: string; username: string; skills: string[] } | null };

describe('Saved jobs and saved freelancers', () => {
  let app: NestExpressApplication;
  let admin: Administrator;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const savedJobs = async (member: Member, query = '') =>
    (await member.agent.get(`/api/saved-jobs${query}`).expect(200)).body as SavedJob[];
  const savedFreelancers = async (member: Member) =>
    (await member.agent.get('/api/saved-freelancers').expect(200)).body as SavedFreelancer[];
  const ids = async (member: Member) =>
    (await member.agent.get('/api/saved-items/ids').expect(200)).body as { jobIds: string[]; freelancerIds: string[] };

  async function takeDown(jobId: string): Promise<void> {
    await admin.agent
      .post('/api/admin/enforcement-actions')
      .send({ kind: 'job_takedown', subjectId: jobId, reason: 'Misleading pay' })
      .expect(201);
    await settleEvents(app);
  }

  async function suspend(userId: string): Promise<void> {
    await admin.agent
      .post('/api/admin/enforcement-actions')
      .send({ kind: 'suspension', subjectId: userId, reason: 'Spam in messages' })
      .expect(201);
    await settleEvents(app);
  }

  async function deleteAccount(member: Member): Promise<void> {
    await member.agent.delete('/api/auth/account').send({ password: TEST_PASSWORD }).expect(204);
    await settleEvents(app);
  }

  it('saves and unsaves a job idempotently, keeping the first date, and shows the heart’s ids', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);

    await freelancer.agent.put(`/api/saved-jobs/${job.id}`).expect(204);
    const [first] = await savedJobs(freelancer);
    await freelancer.agent.put(`/api/saved-jobs/${job.id}`).expect(204);
    expect(await savedJobs(freelancer)).toEqual([first]);
    expect(first).toMatchObject({ jobId: job.id, state: 'open', job: { id: job.id, title: job.title, description: job.description } });
    expect(await ids(freelancer)).toEqual({ jobIds: [job.id], freelancerIds: [] });

    await freelancer.agent.delete(`/api/saved-jobs/${job.id}`).expect(204);
    await freelancer.agent.delete(`/api/saved-jobs/${job.id}`).expect(204);
    expect(await savedJobs(freelancer)).toEqual([]);
    expect(await ids(freelancer)).toEqual({ jobIds: [], freelancerIds: [] });
  });

  it('saves and unsaves a freelancer idempotently', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);

    await client.agent.put(`/api/saved-freelancers/${freelancer.id}`).expect(204);
    await client.agent.put(`/api/saved-freelancers/${freelancer.id}`).expect(204);
    expect(await savedFreelancers(client)).toEqual([
      expect.objectContaining({
        freelancerId: freelancer.id,
        state: 'listed',
        freelancer: expect.objectContaining({ username: freelancer.username }),
      }),
    ]);
    expect(await ids(client)).toEqual({ jobIds: [], freelancerIds: [freelancer.id] });
    await client.agent.delete(`/api/saved-freelancers/${freelancer.id}`).expect(204);
    await client.agent.delete(`/api/saved-freelancers/${freelancer.id}`).expect(204);
    expect(await savedFreelancers(client)).toEqual([]);
  });

  it('refuses one’s own post, oneself, and what does not exist or is not a listed freelancer', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);

    expectErrorBody((await client.agent.put(`/api/saved-jobs/${job.id}`).expect(409)).body, 409, 'DISCOVERY.CANNOT_SAVE_OWN_POST');
    expectErrorBody(
      (await freelancer.agent.put(`/api/saved-freelancers/${freelancer.id}`).expect(409)).body,
      409,
      'DISCOVERY.CANNOT_SAVE_SELF',
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectErrorBody((await freelancer.agent.put(`/api/saved-jobs/${unknown}`).expect(404)).body, 404, 'DISCOVERY.JOB_NOT_FOUND');
    expectErrorBody((await client.agent.put(`/api/saved-freelancers/${unknown}`).expect(404)).body, 404, 'DISCOVERY.FREELANCER_NOT_FOUND');
    // A client is no freelancer the directory lists.
    expectErrorBody(
      (await freelancer.agent.put(`/api/saved-freelancers/${client.id}`).expect(404)).body,
      404,
      'DISCOVERY.FREELANCER_NOT_FOUND',
    );
    expectErrorBody((await freelancer.agent.put('/api/saved-jobs/not-a-uuid').expect(400)).body, 400);
  });

  it('holds at most 100 jobs: the 101st is refused, a saved one may be saved again', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const kept = await postJob(client.agent);
    await freelancer.agent.put(`/api/saved-jobs/${kept.id}`).expect(204);
    // 99 more entries (posts since deleted: no foreign key keeps them out), so the list is full.
    await sql(
      app,
      `insert into saved_jobs (user_id, job_id, created_at) select ?, gen_random_uuid(), now() - interval '1 day' from generate_series(1, 99)`,
      [freelancer.id],
    );

    const refused = await freelancer.agent.put(`/api/saved-jobs/${job.id}`).expect(409);
    expectErrorBody(refused.body, 409, 'DISCOVERY.SAVED_JOBS_FULL');
    expect(refused.body).toMatchObject({ message: 'You can save up to 100 jobs. Remove some to save more.', details: { cap: 100 } });
    await freelancer.agent.put(`/api/saved-jobs/${kept.id}`).expect(204);
    expect((await ids(freelancer)).jobIds).toHaveLength(100);

    await freelancer.agent.delete(`/api/saved-jobs/${kept.id}`).expect(204);
    await freelancer.agent.put(`/api/saved-jobs/${job.id}`).expect(204);
  });

  it('lists each saved job with where it stands, newest saved first, a page at a time, without the text of what the board hides', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const open = await postJob(client.agent, { title: 'Open chat job' });
    const closed = await postJob(client.agent, { title: 'Closed chat job' });
    const cancelled = await postJob(client.agent, { title: 'Cancelled chat job' });
    const takenDown = await postJob(client.agent, {
      title: 'Taken down chat job',
      description: 'Answer chats about a summer sale, weekday mornings.',
    });
    const { job: filled, client: hirer } = await hire(app, { freelancer: await signUpFreelancer(app) });
    const gone = await signUpClient(app);
    const removed = await postJob(gone.agent, { title: 'Removed chat job' });

    for (const job of [open, closed, cancelled, takenDown, filled, removed])
      await freelancer.agent.put(`/api/saved-jobs/${job.id}`).expect(204);
    await client.agent.post(`/api/jobs/${closed.id}/close`).expect(200);
    await client.agent.post(`/api/jobs/${cancelled.id}/cancel`).expect(200);
    await hirer.agent.post(`/api/jobs/${filled.id}/close`).expect(200);
    await takeDown(takenDown.id);
    await deleteAccount(gone);

    const list = await savedJobs(freelancer);
    expect(list.map(({ jobId, state }) => [jobId, state])).toEqual([
      [removed.id, 'removed'],
      [filled.id, 'filled'],
      [takenDown.id, 'taken_down'],
      [cancelled.id, 'closed'],
      [closed.id, 'closed'],
      [open.id, 'open'],
    ]);
    expect(list.find((item) => item.jobId === takenDown.id)?.job).toBeNull();
    expect(list.find((item) => item.jobId === removed.id)?.job).toBeNull();
    expect(JSON.stringify(list)).not.toContain('summer sale');
    expect(list.find((item) => item.jobId === closed.id)?.job).toMatchObject({ title: 'Closed chat job' });

    // A post the board hides cannot be saved by anyone but its owner, who cannot save their own.
    const other = await signUpFreelancer(app);
    expectErrorBody((await other.agent.put(`/api/saved-jobs/${takenDown.id}`).expect(404)).body, 404, 'DISCOVERY.JOB_NOT_FOUND');

    const first = await freelancer.agent.get('/api/saved-jobs?limit=4').expect(200);
    const next = await freelancer.agent
      .get(`/api/saved-jobs?limit=4&cursor=${encodeURIComponent(first.headers['x-next-cursor'])}`)
      .expect(200);
    expect(next.headers['x-next-cursor']).toBeUndefined();
    expect([...first.body, ...next.body].map((item: SavedJob) => item.jobId)).toEqual(list.map((item) => item.jobId));
  });

  it('lists saved freelancers who were suspended or deleted as such, without their card', async () => {
    const client = await signUpClient(app);
    const [listed, suspended, deleted] = [await signUpFreelancer(app), await signUpFreelancer(app), await signUpFreelancer(app)];
    for (const freelancer of [listed, suspended, deleted]) await client.agent.put(`/api/saved-freelancers/${freelancer.id}`).expect(204);
    await suspend(suspended.id);
    await deleteAccount(deleted);

    const list = await savedFreelancers(client);
    expect(list.map(({ freelancerId, state }) => [freelancerId, state])).toEqual([
      [deleted.id, 'deleted'],
      [suspended.id, 'suspended'],
      [listed.id, 'listed'],
    ]);
    expect(list.map((item) => item.freelancer?.id ?? null)).toEqual([null, null, listed.id]);
    // Nobody new saves an account the directory no longer lists.
    const another = await signUpClient(app);
    expectErrorBody(
      (await another.agent.put(`/api/saved-freelancers/${suspended.id}`).expect(404)).body,
      404,
      'DISCOVERY.FREELANCER_NOT_FOUND',
    );
  });

  it('keeps each list its owner’s: nobody else reads it, and a visitor is asked to sign in', async () => {
    const client = await signUpClient(app);
    const saver = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    await saver.agent.put(`/api/saved-jobs/${job.id}`).expect(204);
    await client.agent.put(`/api/saved-freelancers/${saver.id}`).expect(204);

    const other = await signUpFreelancer(app);
    expect(await savedJobs(other)).toEqual([]);
    expect(await savedFreelancers(other)).toEqual([]);
    expect(await ids(other)).toEqual({ jobIds: [], freelancerIds: [] });
    // The other's unsave touches only their own list.
    await other.agent.delete(`/api/saved-jobs/${job.id}`).expect(204);
    expect((await ids(saver)).jobIds).toEqual([job.id]);

    for (const path of ['/api/saved-jobs', '/api/saved-freelancers', '/api/saved-items/ids', '/api/discovery/feed']) {
      expectErrorBody((await request(app.getHttpServer()).get(path).expect(401)).body, 401);
    }
  });

  it('removes a deleted account’s lists, once however often the deletion is delivered, and leaves it on others’ lists as deleted', async () => {
    const client = await signUpClient(app);
    const saver = await signUpFreelancer(app);
    const fan = await signUpClient(app);
    const job = await postJob(client.agent);
    await saver.agent.put(`/api/saved-jobs/${job.id}`).expect(204);
    await fan.agent.put(`/api/saved-freelancers/${saver.id}`).expect(204);
    await deleteAccount(saver);

    const rows = () =>
      sql<unknown[]>(
        app,
        'select user_id from saved_jobs where user_id = ? union all select user_id from saved_freelancers where user_id = ?',
        [saver.id, saver.id],
      );
    expect(await rows()).toEqual([]);
    await deliverAgain(app, 'identity.account_deleted', 'userId', saver.id);
    expect(await rows()).toEqual([]);
    expect((await savedFreelancers(fan)).map((item) => [item.freelancerId, item.state])).toEqual([[saver.id, 'deleted']]);
  });
});
