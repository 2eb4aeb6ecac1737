import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { GrantAdminCommand, RevokeAdminCommand } from '../../src/contexts/identity/public';
import { enrolTotp } from '../factories/jobs';
import { signUpWithUsername } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { agentFor, createTestApp } from '../support/test-app';

describe('Roles', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('starts as a freelancer and switches to client and back', async () => {
    const user = await signUpWithUsername(app);
    expect((await user.agent.get('/api/auth/user')).body.role).toBe('freelancer');
    expect((await user.agent.patch('/api/users/role').send({ role: 'client' }).expect(200)).body.role).toBe('client');
    expect((await user.agent.get('/api/auth/user')).body.role).toBe('client');
    expect((await user.agent.patch('/api/users/role').send({ role: 'freelancer' }).expect(200)).body.role).toBe('freelancer');
  });

  it('never makes anyone an admin through the API', async () => {
    const user = await signUpWithUsername(app);
    const response = await user.agent.patch('/api/users/role').send({ role: 'admin' }).expect(400);
    expectErrorBody(response.body, 400, 'VALIDATION_FAILED');
    expect((await user.agent.get('/api/auth/user')).body.role).toBe('freelancer');
  });

  it('refuses a role switch to administrators', async () => {
    const admin = await signUpWithUsername(app);
    await app.get(CommandBus).execute(new GrantAdminCommand(admin.email));
    const response = await admin.agent.patch('/api/users/role').send({ role: 'client' }).expect(403);
    expectErrorBody(response.body, 403, 'IDENTITY.ADMIN_CANNOT_SWITCH_ROLE');
    expect((await admin.agent.get('/api/auth/user')).body.role).toBe('admin');
  });

  it('takes the administrator role back: the open session is refused the admin panel on its next request', async () => {
    // Not signUpAdmin's "admin" username: as a freelancer afterwards, it would be listed in the directory of the suites sharing this database.
    const admin = await signUpWithUsername(app, 'operator');
    await app.get(CommandBus).execute(new GrantAdminCommand(admin.email));
    await enrolTotp(admin);
    await admin.agent.get('/api/admin/stats').expect(200);
    await app.get(CommandBus).execute(new RevokeAdminCommand(admin.email));
    expectErrorBody((await admin.agent.get('/api/admin/stats').expect(403)).body, 403, 'AUTH.ADMINISTRATORS_ONLY');
    // Back to client, the role an administrator shows as; from there the owner may switch again.
    expect((await admin.agent.get('/api/auth/user').expect(200)).body.role).toBe('client');
    expect((await admin.agent.patch('/api/users/role').send({ role: 'freelancer' }).expect(200)).body.role).toBe('freelancer');
  });

  it('revokes only an administrator', async () => {
    const member = await signUpWithUsername(app);
    await expect(app.get(CommandBus).execute(new RevokeAdminCommand(member.email))).rejects.toMatchObject({
      code: 'IDENTITY.NOT_AN_ADMINISTRATOR',
    });
    expect((await member.agent.get('/api/auth/user')).body.role).toBe('freelancer');
    await expect(app.get(CommandBus).execute(new RevokeAdminCommand('nobody@example.test'))).rejects.toMatchObject({
      code: 'IDENTITY.USER_NOT_FOUND',
    });
  });

  it('applies a role change to every session of the user at once', async () => {
    const user = await signUpWithUsername(app);
    const otherDevice = agentFor(app);
    await otherDevice.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    // Both sessions have served a request, so each keeps the caller's role.
    await otherDevice.get('/api/jobs').expect(200);
    await user.agent.patch('/api/users/role').send({ role: 'client' }).expect(200);
    const offer = {
      jobType: 'job_offer',
      title: 'Chat operator',
      description: 'Evening chats',
      category: 'chat-operator',
      pay: { type: 'fixed', currency: 'USD', minimum: 50000 },
    };
    await otherDevice.post('/api/jobs').send(offer).expect(201);
    await otherDevice
      .post('/api/jobs')
      .send({ ...offer, jobType: 'job_seeking' })
      .expect(403);
  });

  it('needs a session', async () => {
    expectErrorBody((await request(app.getHttpServer()).patch('/api/users/role').send({ role: 'client' }).expect(401)).body, 401);
  });
});
