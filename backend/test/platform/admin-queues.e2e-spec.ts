import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { settleEvents } from '../factories/contracts';
import { Member, postJob, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { fileReport } from '../factories/moderation';
import { sessionCookie } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { LiveSocket } from '../support/live-socket';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

type Summary = { kind: string; open: number; oldestAt: string | null; takenByMe: number };
type QueueFacts = {
  claim: { takenBy: { id: string; name: string }; takenAt: string; expiresAt: string } | null;
  priorDecisions: { count: number; latest: { action: string }[] };
};

const PUSH_BOUND_MS = 5_000;

describe('Administrators’ work queues', () => {
  let app: NestExpressApplication;
  let first: Member;
  let second: Member;
  let reporter: Member;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    first = await signUpAdmin(app);
    second = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    reporter = await signUpFreelancer(app);
  });

  const summaries = async (admin: Member): Promise<Record<string, Summary>> =>
    Object.fromEntries(
      ((await admin.agent.get('/api/admin/queues').expect(200)).body as Summary[]).map((summary) => [summary.kind, summary]),
    );

  const pendingReport = async (admin: Member, id: string): Promise<{ id: string; queue: QueueFacts }> => {
    const page = (await admin.agent.get('/api/admin/reports?limit=100').expect(200)).body as { id: string; queue: QueueFacts }[];
    const found = page.find((report) => report.id === id);
    if (!found) throw new Error(`report ${id} is not in the queue`);
    return found;
  };

  const newReport = async () => {
    const reported = await signUpClient(app);
    return { reported, report: await fileReport(reporter, 'user', reported.id) };
  };

  it('counts every queue, oldest first, and only for administrators', async () => {
    const before = await summaries(first);
    expect(Object.keys(before)).toEqual(['verifications', 'reports', 'disputes', 'safety', 'appeals']);
    const { report } = await newReport();
    const after = await summaries(first);
    expect(after.reports.open).toBe(before.reports.open + 1);
    expect(after.reports.oldestAt).not.toBeNull();
    const oldest = (
      await sql<{ created_at: Date }[]>(app, "select min(created_at) as created_at from reports where status = 'pending'")
    )[0];
    expect(new Date(after.reports.oldestAt!).getTime()).toBe(new Date(oldest.created_at).getTime());

    // The queue runs oldest first: the new report is after every one filed before it.
    const page = (await first.agent.get('/api/admin/reports?limit=100').expect(200)).body as { id: string; createdAt: string }[];
    const times = page.map((item) => new Date(item.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(page.map((item) => item.id)).toContain(report.id);

    expectErrorBody((await reporter.agent.get('/api/admin/queues').expect(403)).body, 403);
    expectErrorBody((await reporter.agent.post(`/api/admin/queues/reports/items/${report.id}/take`).expect(403)).body, 403);
  });

  it('lets exactly one of two administrators take an item at once; the other sees who has it and cannot decide it', async () => {
    const { report } = await newReport();
    const answers = await Promise.all(
      [first, second].map((admin) => admin.agent.post(`/api/admin/queues/reports/items/${report.id}/take`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers[0].status === 200 ? first : second;
    const loser = winner === first ? second : first;
    const refused = answers.find((answer) => answer.status === 409)!;
    expectErrorBody(refused.body, 409, 'ADMIN_QUEUE.ITEM_TAKEN');
    expect(refused.body.details.takenBy.id).toBe(winner.id);

    const listed = await pendingReport(loser, report.id);
    expect(listed.queue.claim?.takenBy.id).toBe(winner.id);
    expect((await summaries(winner)).reports.takenByMe).toBeGreaterThanOrEqual(1);

    expectErrorBody(
      (await loser.agent.patch(`/api/admin/reports/${report.id}`).send({ status: 'dismissed', note: 'Not a scam' }).expect(409)).body,
      409,
      'ADMIN_QUEUE.ITEM_TAKEN',
    );
    expectErrorBody(
      (await loser.agent.post(`/api/admin/queues/reports/items/${report.id}/release`).expect(409)).body,
      409,
      'ADMIN_QUEUE.ITEM_NOT_YOURS',
    );
    expect((await sql<unknown[]>(app, "select 1 from reports where id = ? and status = 'pending'", [report.id])).length).toBe(1);

    // The holder decides it: the claim goes with the decision, and the item cannot be taken again.
    await winner.agent.patch(`/api/admin/reports/${report.id}`).send({ status: 'dismissed', note: 'Not a scam' }).expect(200);
    expect(await sql<unknown[]>(app, 'select 1 from admin_queue_claims where item_id = ?', [report.id])).toEqual([]);
    expectErrorBody(
      (await loser.agent.post(`/api/admin/queues/reports/items/${report.id}/take`).expect(409)).body,
      409,
      'ADMIN_QUEUE.ITEM_DECIDED',
    );
  });

  it('lets an item go back to the queue, and lets another take over a claim left for 30 minutes', async () => {
    const { report } = await newReport();
    await first.agent.post(`/api/admin/queues/reports/items/${report.id}/take`).expect(200);
    await first.agent.post(`/api/admin/queues/reports/items/${report.id}/release`).expect(204);
    expect((await pendingReport(second, report.id)).queue.claim).toBeNull();

    await first.agent.post(`/api/admin/queues/reports/items/${report.id}/take`).expect(200);
    await sql(app, "update admin_queue_claims set taken_at = now() - interval '31 minutes' where item_id = ?", [report.id]);
    const taken = await second.agent.post(`/api/admin/queues/reports/items/${report.id}/take`).expect(200);
    expect(taken.body.takenBy.id).toBe(second.id);
    expect(new Date(taken.body.expiresAt).getTime() - new Date(taken.body.takenAt).getTime()).toBe(30 * 60_000);
  });

  it('refuses unknown queues, unknown items and bad ids with the one error body', async () => {
    expectErrorBody(
      (await first.agent.post(`/api/admin/queues/reports/items/${randomUUID()}/take`).expect(404)).body,
      404,
      'ADMIN_QUEUE.ITEM_NOT_FOUND',
    );
    expectErrorBody((await first.agent.post(`/api/admin/queues/contracts/items/${randomUUID()}/take`).expect(400)).body, 400);
    expectErrorBody((await first.agent.post('/api/admin/queues/reports/items/not-a-uuid/take').expect(400)).body, 400);
  });

  it('shows the decisions taken before on the same person', async () => {
    const { reported, report: earlier } = await newReport();
    await first.agent.patch(`/api/admin/reports/${earlier.id}`).send({ status: 'resolved', note: 'Warned them' }).expect(200);
    const later = await fileReport(await signUpFreelancer(app), 'user', reported.id);
    const listed = await pendingReport(second, later.id);
    expect(listed.queue.priorDecisions.count).toBe(1);
    expect(listed.queue.priorDecisions.latest.map((decision) => decision.action)).toEqual(['report.resolved']);
  });

  it('pushes every change of a queue to every administrator, and to no one else', async () => {
    const firstSocket = await LiveSocket.open(app, await sessionCookie(app, first));
    const secondSocket = await LiveSocket.open(app, await sessionCookie(app, second));
    const memberSocket = await LiveSocket.open(app, await sessionCookie(app, reporter));
    try {
      const job = await postJob((await signUpClient(app)).agent);
      const report = await fileReport(reporter, 'job', job.id);
      await settleEvents(app);
      const about = (change: string) => (event: Record<string, unknown>) => event.itemId === report.id && event.change === change;
      for (const socket of [firstSocket, secondSocket]) {
        expect(await socket.waitFor('admin_queue_changed', about('opened'), PUSH_BOUND_MS)).toEqual({
          type: 'admin_queue_changed',
          kind: 'reports',
          itemId: report.id,
          change: 'opened',
          personId: expect.any(String),
          adminId: null,
        });
      }
      await first.agent.post(`/api/admin/queues/reports/items/${report.id}/take`).expect(200);
      expect(await secondSocket.waitFor('admin_queue_changed', about('taken'), PUSH_BOUND_MS)).toMatchObject({ adminId: first.id });
      await first.agent.patch(`/api/admin/reports/${report.id}`).send({ status: 'resolved', note: 'Taken down' }).expect(200);
      await settleEvents(app);
      expect(await secondSocket.waitFor('admin_queue_changed', about('decided'), PUSH_BOUND_MS)).toMatchObject({ adminId: first.id });
      expect(memberSocket.events.filter((event) => event.type === 'admin_queue_changed')).toEqual([]);
    } finally {
      await Promise.all([firstSocket.close(), secondSocket.close(), memberSocket.close()]);
    }
  });

  it('tells every administrator when an action on a person takes effect and when it is lifted', async () => {
    const firstSocket = await LiveSocket.open(app, await sessionCookie(app, first));
    const secondSocket = await LiveSocket.open(app, await sessionCookie(app, second));
    try {
      const member = await signUpClient(app);
      const suspended = await first.agent
        .post('/api/admin/enforcement-actions')
        .send({ kind: 'suspension', subjectId: member.id, reason: 'Scam reports confirmed' })
        .expect(201);
      await settleEvents(app);
      const aboutMember = (event: Record<string, unknown>) => event.personId === member.id;
      for (const socket of [firstSocket, secondSocket]) {
        expect(await socket.waitFor('admin_person_changed', aboutMember, PUSH_BOUND_MS)).toEqual({
          type: 'admin_person_changed',
          personId: member.id,
        });
      }
      const heard = secondSocket.events.filter((event) => event.type === 'admin_person_changed' && aboutMember(event)).length;
      await second.agent.post(`/api/admin/enforcement-actions/${suspended.body.id}/lift`).send({ reason: 'Mistaken identity' }).expect(200);
      await settleEvents(app);
      await expect(
        (async () => {
          for (let tries = 0; tries < 50; tries++) {
            if (secondSocket.events.filter((event) => event.type === 'admin_person_changed' && aboutMember(event)).length > heard)
              return true;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          return false;
        })(),
      ).resolves.toBe(true);
    } finally {
      await Promise.all([firstSocket.close(), secondSocket.close()]);
    }
  });
});
