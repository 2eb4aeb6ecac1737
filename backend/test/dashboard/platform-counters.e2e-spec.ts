import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { PlatformCountersReconciliation } from '../../src/contexts/dashboard/application/platform-counters-reconciliation.schedule';
import { VerificationApproved } from '../../src/contexts/verification/events';
import { EventDispatcher } from '../../src/platform/outbox/event-handlers';
import { deliverAgain } from '../support/account-mail';
import { settleEvents } from '../factories/contracts';
import { postJob, signUpClient } from '../factories/jobs';
import { signUpWithUsername, TEST_PASSWORD } from '../factories/users';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

type PlatformStats = { totalWorkers: number; verifiedWorkers: number; totalJobs: number };

/** The landing page's figures, kept as counters by identity's and jobs' events (decision 0076). */
describe('The platform figures as counters', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const platformStats = async (): Promise<PlatformStats> =>
    (await request(app.getHttpServer()).get('/api/platform/stats').expect(200)).body;
  const change = (before: PlatformStats, after: PlatformStats) => ({
    totalWorkers: after.totalWorkers - before.totalWorkers,
    verifiedWorkers: after.verifiedWorkers - before.verifiedWorkers,
    totalJobs: after.totalJobs - before.totalJobs,
  });
  /** What the counters stand for, counted from the tables as the landing page did before it had counters. */
  const counted = async (): Promise<PlatformStats> => {
    const [row] = await sql<PlatformStats[]>(
      app,
      `select (select count(*)::int from users where role = 'freelancer' and deleted_at is null) as "totalWorkers",
              (select count(*)::int from users where role = 'freelancer' and deleted_at is null and is_verified) as "verifiedWorkers",
              (select count(*)::int from job_posts where job_type = 'job_offer') as "totalJobs"`,
    );
    return row;
  };
  /** Verification's event for the user, as an administrator's approval records it. */
  const approveVerification = (userId: string) =>
    app.get(EventDispatcher).dispatch(randomUUID(), new VerificationApproved(randomUUID(), userId, 'Documents match.'));

  /**
   * Counters and tables agree from here on: the database is shared with the suites before this one
   * in its worker, some of which write rows by hand as no event tells.
   */
  const settleAndRecount = async () => {
    await settleEvents(app);
    await app.get(PlatformCountersReconciliation).run();
  };

  it('moves the workers by a join, a role switch, a verification and a deletion, once each however often they are delivered', async () => {
    await settleAndRecount();
    const before = await platformStats();
    const joined = await signUpWithUsername(app);
    const verified = await signUpWithUsername(app);
    await signUpClient(app);
    await approveVerification(verified.id);
    await settleEvents(app);
    expect(change(before, await platformStats())).toEqual({ totalWorkers: 2, verifiedWorkers: 1, totalJobs: 0 });

    // Each change delivered again, once and then twice at once, moves nothing more.
    expect(await deliverAgain(app, 'identity.worker_standing_changed', 'userId', verified.id)).toBe(2);
    expect(await deliverAgain(app, 'identity.worker_standing_changed', 'userId', joined.id)).toBe(1);
    await approveVerification(verified.id);
    await settleEvents(app);
    expect(change(before, await platformStats())).toEqual({ totalWorkers: 2, verifiedWorkers: 1, totalJobs: 0 });

    await verified.agent.patch('/api/users/role').send({ role: 'client' }).expect(200);
    await joined.agent.delete('/api/auth/account').send({ password: TEST_PASSWORD }).expect(204);
    await settleEvents(app);
    expect(change(before, await platformStats())).toEqual({ totalWorkers: 0, verifiedWorkers: 0, totalJobs: 0 });
    expect(await platformStats()).toEqual(await counted());
  });

  it('counts a posted job offer, not an availability post, and takes a deleted owner’s unhired posts off', async () => {
    await settleAndRecount();
    const before = await platformStats();
    const owner = await signUpClient(app);
    const freelancer = await signUpWithUsername(app);
    await postJob(owner.agent);
    await postJob(owner.agent);
    await postJob(freelancer.agent, { jobType: 'job_seeking' });
    await settleEvents(app);
    expect(change(before, await platformStats())).toEqual({ totalWorkers: 1, verifiedWorkers: 0, totalJobs: 2 });

    expect(await deliverAgain(app, 'jobs.job_post_count_changed', 'clientId', owner.id)).toBe(2);
    expect(change(before, await platformStats())).toEqual({ totalWorkers: 1, verifiedWorkers: 0, totalJobs: 2 });

    await owner.agent.delete('/api/auth/account').send({ password: TEST_PASSWORD }).expect(204);
    await settleEvents(app);
    expect(change(before, await platformStats())).toEqual({ totalWorkers: 1, verifiedWorkers: 0, totalJobs: 0 });
    expect(await deliverAgain(app, 'jobs.job_post_count_changed', 'clientId', owner.id)).toBe(3);
    expect(change(before, await platformStats())).toEqual({ totalWorkers: 1, verifiedWorkers: 0, totalJobs: 0 });
    expect(await platformStats()).toEqual(await counted());
  });

  it('recounts a drifted counter from the tables in the hourly reconciliation', async () => {
    await settleAndRecount();
    // A change no event told of: rows written by hand.
    const member = await signUpWithUsername(app);
    await settleEvents(app);
    await sql(app, 'update users set is_verified = true where id = ?', [member.id]);
    await sql(app, `update platform_counters set value = value + 1000 where figure = 'workers'`);
    expect((await platformStats()).totalWorkers).toBe((await counted()).totalWorkers + 1000);

    await app.get(PlatformCountersReconciliation).run();
    expect(await platformStats()).toEqual(await counted());
  });
});
