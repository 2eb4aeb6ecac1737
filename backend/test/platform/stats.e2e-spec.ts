import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { VerificationApproved } from '../../src/contexts/verification/events';
import { EventDispatcher } from '../../src/platform/outbox/event-handlers';
import { settleEvents } from '../factories/contracts';
import { signUpWithUsername } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { createTestApp } from '../support/test-app';

describe('Platform and dashboard figures', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const platformStats = async () => (await request(app.getHttpServer()).get('/api/platform/stats').expect(200)).body;

  it('counts freelancers and verified freelancers, not clients', async () => {
    await settleEvents(app);
    const before = await platformStats();
    await signUpWithUsername(app);
    const verified = await signUpWithUsername(app);
    const client = await signUpWithUsername(app);
    await client.agent.patch('/api/users/role').send({ role: 'client' }).expect(200);
    for (const { id } of [verified, client]) {
      await app.get(EventDispatcher).dispatch(randomUUID(), new VerificationApproved(randomUUID(), id, 'Documents match.'));
    }
    // The figures are counters that identity's events move (decision 0076).
    await settleEvents(app);

    const after = await platformStats();
    expect(after.totalWorkers - before.totalWorkers).toBe(2);
    expect(after.verifiedWorkers - before.verifiedWorkers).toBe(1);
    expect(after.totalJobs).toBe(before.totalJobs);
  });

  it('gives a signed-in user their dashboard counters and activity', async () => {
    const user = await signUpWithUsername(app);
    expect((await user.agent.get('/api/dashboard/stats').expect(200)).body).toEqual({
      activeContracts: 0,
      pendingApplications: 0,
      unreadMessages: 0,
    });
    expect((await user.agent.get('/api/dashboard/activity').expect(200)).body).toEqual([]);
  });

  it('keeps the dashboard to signed-in users', async () => {
    expectErrorBody((await request(app.getHttpServer()).get('/api/dashboard/stats').expect(401)).body, 401);
    expectErrorBody((await request(app.getHttpServer()).get('/api/dashboard/activity').expect(401)).body, 401);
  });
});
