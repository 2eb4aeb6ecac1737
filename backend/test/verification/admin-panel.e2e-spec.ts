import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { hire } from '../factories/contracts';
import { Member, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { fileReport, openDispute } from '../factories/moderation';
import { expectErrorBody } from '../support/error-body';
import { verificationFiles } from '../support/videos';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

type AdminStats = {
  totalUsers: number;
  totalUsersApproximate: boolean;
  pendingVerifications: number;
  activeReports: number;
  openDisputes: number;
};

describe('Admin panel figures and the audit log', () => {
  let app: NestExpressApplication;
  let admin: Member;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const stats = async (): Promise<AdminStats> => (await admin.agent.get('/api/admin/stats').expect(200)).body;

  it("gives the database's estimate of the accounts on a large platform, and says so", async () => {
    // The catalogue's row estimate as analyze would leave it for a large table (superuser in tests only).
    await sql(app, `update pg_class set reltuples = 250000 where oid = 'users'::regclass`);
    try {
      expect(await stats()).toMatchObject({ totalUsers: 250000, totalUsersApproximate: true });
    } finally {
      await sql(app, 'analyze users');
    }
    expect((await stats()).totalUsersApproximate).toBe(false);
  });

  it('counts accounts, pending verifications, pending reports and unresolved disputes, each as it changes', async () => {
    const before = await stats();
    const freelancer = await signUpFreelancer(app);
    const { client, contract } = await hire(app, { freelancer });
    expect((await stats()).totalUsers).toBe(before.totalUsers + 2);

    const { idDocument, video } = await verificationFiles();
    const verification = (
      await freelancer.agent
        .post('/api/verifications')
        .attach('idDocument', idDocument, 'id.jpg')
        .attach('video', video, 'v.mp4')
        .expect(201)
    ).body;
    const report = await fileReport(client, 'user', freelancer.id);
    const dispute = await openDispute(client, contract.id);
    expect(await stats()).toEqual({
      totalUsers: before.totalUsers + 2,
      totalUsersApproximate: false,
      pendingVerifications: before.pendingVerifications + 1,
      activeReports: before.activeReports + 1,
      openDisputes: before.openDisputes + 1,
    });

    await admin.agent.patch(`/api/admin/verifications/${verification.id}`).send({ status: 'approved', reviewNote: 'Matches.' }).expect(200);
    await admin.agent.patch(`/api/admin/reports/${report.id}`).send({ status: 'dismissed', note: 'Nothing found.' }).expect(200);
    await admin.agent.patch(`/api/admin/disputes/${dispute.id}`).send({ status: 'under_review' }).expect(200);
    expect(await stats()).toMatchObject({
      pendingVerifications: before.pendingVerifications,
      activeReports: before.activeReports,
      openDisputes: before.openDisputes + 1,
    });

    // This administrator's own entries: other suites on the same database may log later ones.
    const log = (await admin.agent.get(`/api/admin/audit-log?adminId=${admin.id}`).expect(200)).body as {
      action: string;
      adminId: string;
      subjectId: string;
    }[];
    expect(log.slice(0, 3).map((entry) => entry.action)).toEqual(['dispute.under_review', 'report.dismissed', 'verification.approved']);
    expect(log.slice(0, 3).every((entry) => entry.adminId === admin.id)).toBe(true);
    const onVerification = (await admin.agent.get(`/api/admin/audit-log?subjectId=${verification.id}`).expect(200)).body;
    expect(onVerification).toEqual([
      expect.objectContaining({
        action: 'verification.approved',
        subjectType: 'verification_request',
        before: { status: 'pending' },
        after: { status: 'approved', reviewNote: 'Matches.' },
      }),
    ]);
  });

  it.each(['/api/admin/stats', '/api/admin/audit-log'])('%s is for administrators only', async (path) => {
    expectErrorBody((await request(app.getHttpServer()).get(path).expect(401)).body, 401);
    for (const member of [await signUpFreelancer(app), await signUpClient(app)]) {
      expectErrorBody((await member.agent.get(path).expect(403)).body, 403, 'AUTH.ADMINISTRATORS_ONLY');
    }
    expectErrorBody((await admin.agent.get('/api/admin/audit-log?subjectId=nope').expect(400)).body, 400);
  });
});
