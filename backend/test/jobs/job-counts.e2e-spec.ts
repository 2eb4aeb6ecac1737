import type { NestExpressApplication } from '@nestjs/platform-express';
import { settleEvents, TERMS } from '../factories/contracts';
import { apply, Member, postJob, signUpClient, signUpFreelancer } from '../factories/jobs';
import { TEST_PASSWORD } from '../factories/users';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

/**
 * The counts a user's dashboard and a post's About the Client card show, kept per user in
 * job_counts by the database in the transaction of every change (decision 0076).
 */
describe('The per-user job counts', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const pending = async (member: Member) => (await member.agent.get('/api/dashboard/stats').expect(200)).body.pendingApplications as number;
  const postCount = async (member: Member, jobId: string) =>
    (await member.agent.get(`/api/jobs/${jobId}`).expect(200)).body.clientPostCount as number;
  /** What job_counts stands for, counted from the rows. */
  const counted = async (userId: string) => {
    const [row] = await sql<{ posts: number; sent: number; received: number }[]>(
      app,
      `select (select count(*)::int from job_posts where client_id = ?) as posts,
              (select count(*)::int from applications where freelancer_id = ? and status = 'pending') as sent,
              (select count(*)::int from applications a join job_posts j on j.id = a.job_id
                where j.client_id = ? and a.status = 'pending' and a.safety_verdict <> 'hold') as received`,
      [userId, userId, userId],
    );
    return row;
  };

  it('follows applying, withdrawing, rejecting and hiring on both sides', async () => {
    const owner = await signUpClient(app);
    const [first, second, third] = [await signUpFreelancer(app), await signUpFreelancer(app), await signUpFreelancer(app)];
    const job = await postJob(owner.agent);
    const other = await postJob(owner.agent);
    expect(await postCount(first, job.id)).toBe(2);

    const applications = [await apply(first.agent, job.id), await apply(second.agent, job.id), await apply(third.agent, job.id)];
    await apply(first.agent, other.id);
    expect([await pending(owner), await pending(first), await pending(second)]).toEqual([4, 2, 1]);

    await second.agent.post(`/api/applications/${applications[1].id}/withdraw`).expect(200);
    await owner.agent.post(`/api/applications/${applications[2].id}/reject`).expect(200);
    await owner.agent.post(`/api/applications/${applications[0].id}/accept`).send({ terms: TERMS }).expect(200);
    expect([await pending(owner), await pending(first), await pending(second), await pending(third)]).toEqual([1, 1, 0, 0]);
    expect(await counted(owner.id)).toMatchObject({ posts: 2, received: 1 });
    // The post's stage tabs, kept per post by the same transactions.
    expect((await owner.agent.get(`/api/applications/job/${job.id}/stages`).expect(200)).body).toEqual({
      new: 0,
      shortlisted: 0,
      declined: 1,
      hired: 1,
    });
    expect(await counted(first.id)).toMatchObject({ sent: 1 });
  });

  it('counts two applications sent at the same moment as two', async () => {
    const owner = await signUpClient(app);
    const job = await postJob(owner.agent);
    const applicants = await Promise.all([signUpFreelancer(app), signUpFreelancer(app), signUpFreelancer(app), signUpFreelancer(app)]);
    await Promise.all(applicants.map((applicant) => apply(applicant.agent, job.id)));
    expect(await pending(owner)).toBe(4);
    expect((await counted(owner.id)).received).toBe(4);
    expect((await owner.agent.get(`/api/applications/job/${job.id}/stages`).expect(200)).body).toEqual({
      new: 4,
      shortlisted: 0,
      declined: 0,
      hired: 0,
    });
  });

  it('takes a deleted owner’s removed posts, and the applications to them, off the counts', async () => {
    const owner = await signUpClient(app);
    const applicant = await signUpFreelancer(app);
    const job = await postJob(owner.agent);
    await apply(applicant.agent, job.id);
    expect(await pending(applicant)).toBe(1);

    await owner.agent.delete('/api/auth/account').send({ password: TEST_PASSWORD }).expect(204);
    await settleEvents(app);
    expect(await pending(applicant)).toBe(0);
    expect(await counted(owner.id)).toEqual({ posts: 0, sent: 0, received: 0 });
    const [row] = await sql<{ posts: number; pending_received: number }[]>(
      app,
      'select posts, pending_received from job_counts where user_id = ?',
      [owner.id],
    );
    expect(row).toEqual({ posts: 0, pending_received: 0 });
  });
});
