import type { NestExpressApplication } from '@nestjs/platform-express';
import { settleEvents } from '../factories/contracts';
import { apply, postJob, PROPOSAL_TERMS, signUpClient, signUpFreelancer } from '../factories/jobs';
import { deliverAgain } from '../support/account-mail';
import { expectErrorBody } from '../support/error-body';
import { createTestApp } from '../support/test-app';

describe('Invitations', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('invites once; the freelancer accepts, applies with the invitation named, and both are told once', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);

    const sent = await client.agent
      .post(`/api/jobs/${job.id}/invitations`)
      .send({ freelancerId: freelancer.id, message: '  Your profile fits.  ' })
      .expect(201);
    expect(sent.body).toMatchObject({
      jobId: job.id,
      freelancerId: freelancer.id,
      clientId: client.id,
      message: 'Your profile fits.',
      status: 'invited',
    });
    expectErrorBody(
      (await client.agent.post(`/api/jobs/${job.id}/invitations`).send({ freelancerId: freelancer.id }).expect(409)).body,
      409,
      'JOBS.ALREADY_INVITED',
    );

    const received = await freelancer.agent.get('/api/invitations?box=received').expect(200);
    expect(received.body.map((one: { id: string }) => one.id)).toEqual([sent.body.id]);
    expect((await client.agent.get('/api/invitations?box=sent').expect(200)).body[0].id).toBe(sent.body.id);
    expect((await client.agent.get('/api/invitations?box=received').expect(200)).body).toEqual([]);
    // Without a box, the received one.
    expect((await freelancer.agent.get('/api/invitations').expect(200)).body.map((row: { id: string }) => row.id)).toEqual([sent.body.id]);
    await freelancer.agent.get('/api/invitations?box=everything').expect(400);

    expectErrorBody((await client.agent.post(`/api/invitations/${sent.body.id}/accept`).expect(403)).body, 403, 'JOBS.NOT_INVITEE');
    const stranger = await signUpFreelancer(app);
    await stranger.agent.post(`/api/invitations/${sent.body.id}/accept`).expect(404);

    const accepted = await freelancer.agent.post(`/api/invitations/${sent.body.id}/accept`).expect(200);
    expect(accepted.body).toEqual({ jobId: job.id });
    expectErrorBody(
      (await freelancer.agent.post(`/api/invitations/${sent.body.id}/decline`).expect(409)).body,
      409,
      'JOBS.INVITATION_NOT_OPEN',
    );

    const application = await apply(freelancer.agent, job.id);
    expect(application.invitationId).toBe(sent.body.id);

    await settleEvents(app);
    await deliverAgain(app, 'jobs.invitation_sent', 'invitationId', sent.body.id);
    await deliverAgain(app, 'jobs.invitation_answered', 'invitationId', sent.body.id);
    const freelancerBell = (await freelancer.agent.get('/api/notifications').expect(200)).body as { type: string; title: string }[];
    expect(freelancerBell.filter((notice) => notice.type === 'invitation')).toHaveLength(1);
    const clientBell = (await client.agent.get('/api/notifications').expect(200)).body as { type: string; title: string }[];
    expect(clientBell.filter((notice) => notice.title === 'Invitation accepted')).toHaveLength(1);
  });

  it('lets the freelancer decline with a reason, and closes unanswered ones when the post closes', async () => {
    const client = await signUpClient(app);
    const job = await postJob(client.agent);
    const [one, two] = [await signUpFreelancer(app), await signUpFreelancer(app)];
    const first = (await client.agent.post(`/api/jobs/${job.id}/invitations`).send({ freelancerId: one.id }).expect(201)).body;
    const second = (await client.agent.post(`/api/jobs/${job.id}/invitations`).send({ freelancerId: two.id }).expect(201)).body;

    const declined = await one.agent.post(`/api/invitations/${first.id}/decline`).send({ reason: 'Fully booked' }).expect(200);
    expect(declined.body).toMatchObject({ status: 'declined', declineReason: 'Fully booked' });

    await client.agent.post(`/api/jobs/${job.id}/close`).expect(200);
    expect((await two.agent.get('/api/invitations?box=received').expect(200)).body[0].status).toBe('closed');
    expectErrorBody((await two.agent.post(`/api/invitations/${second.id}/accept`).expect(409)).body, 409, 'JOBS.JOB_NOT_OPEN');
    await client.agent
      .post(`/api/jobs/${job.id}/invitations`)
      .send({ freelancerId: (await signUpFreelancer(app)).id })
      .expect(409);
  });

  it('refuses what breaks the rules: not the owner, not a freelancer, already applied, opted out, blocked', async () => {
    const client = await signUpClient(app);
    const otherClient = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const invite = (agent: typeof client.agent, freelancerId: string) =>
      agent.post(`/api/jobs/${job.id}/invitations`).send({ freelancerId });

    expectErrorBody((await invite(otherClient.agent, freelancer.id).expect(403)).body, 403, 'JOBS.NOT_JOB_OWNER');
    expectErrorBody((await invite(client.agent, otherClient.id).expect(409)).body, 409, 'JOBS.INVITEE_NOT_FREELANCER');
    await invite(client.agent, '00000000-0000-4000-8000-000000000000').expect(404);
    await invite(client.agent, 'nope').expect(400);
    await client.agent
      .post(`/api/jobs/${job.id}/invitations`)
      .send({ freelancerId: freelancer.id, message: 'x'.repeat(1001) })
      .expect(400);

    expect((await freelancer.agent.get('/api/invitations/settings').expect(200)).body).toEqual({ acceptsInvitations: true });
    await freelancer.agent.put('/api/invitations/settings').send({ acceptsInvitations: false }).expect(200);
    const refused = await invite(client.agent, freelancer.id).expect(409);
    expectErrorBody(refused.body, 409, 'JOBS.NOT_ACCEPTING_INVITATIONS');
    expect(refused.body.message).toContain('does not receive invitations');
    await freelancer.agent.put('/api/invitations/settings').send({ acceptsInvitations: true }).expect(200);

    // A freelancer who blocked the client takes no invitations from them; the refusal does not tell of the block.
    await freelancer.agent.post(`/api/users/${client.id}/block`).expect((response) => expect(response.status).toBeLessThan(300));
    expectErrorBody((await invite(client.agent, freelancer.id).expect(409)).body, 409, 'JOBS.NOT_ACCEPTING_INVITATIONS');
    await freelancer.agent.delete(`/api/users/${client.id}/block`).expect((response) => expect(response.status).toBeLessThan(300));

    await freelancer.agent
      .post('/api/applications')
      .send({ jobId: job.id, coverLetter: 'Hi', ...PROPOSAL_TERMS })
      .expect(201);
    expectErrorBody((await invite(client.agent, freelancer.id).expect(409)).body, 409, 'JOBS.INVITEE_ALREADY_APPLIED');
  });

  it('answers an invitation once when accept and decline race', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const sent = (await client.agent.post(`/api/jobs/${job.id}/invitations`).send({ freelancerId: freelancer.id }).expect(201)).body;
    const statuses = await Promise.all([
      freelancer.agent.post(`/api/invitations/${sent.id}/accept`).then((r) => r.status),
      freelancer.agent.post(`/api/invitations/${sent.id}/decline`).then((r) => r.status),
    ]);
    expect(statuses.sort()).toEqual([200, 409]);
  });
});
