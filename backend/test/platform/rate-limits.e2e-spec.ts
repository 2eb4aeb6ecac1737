import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { createTestApp } from '../support/test-app';

describe('Rate limits on sign-in and sign-up', () => {
  let app: NestExpressApplication;
  // Counters live in the database for every instance; a documentation address keeps this
  // suite's attempts apart from other suites' (the proxy on loopback is trusted to name it).
  const fromAddress = (agent: request.Test) => agent.set('X-Forwarded-For', '203.0.113.7');

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_SIGN_IN_ATTEMPTS: '3', RATE_LIMIT_SIGN_UP_ATTEMPTS: '4', RATE_LIMIT_MESSAGES_PER_MINUTE: '3' });
  });
  afterAll(() => app.close());

  it('refuses a fourth sign-in attempt on one account within the window, even with the right password', async () => {
    const { email } = await signUp(app, { clientAddress: '198.51.100.1' });
    for (let attempt = 0; attempt < 3; attempt++) {
      await fromAddress(request(app.getHttpServer()).post('/api/auth/login')).send({ email, password: 'wrong-password' }).expect(401);
    }
    const blocked = await fromAddress(request(app.getHttpServer()).post('/api/auth/login'))
      .send({ email, password: TEST_PASSWORD })
      .expect(429);
    expectErrorBody(blocked.body, 429, 'TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another account from the same address is counted apart.
    const other = await signUp(app, { clientAddress: '198.51.100.2' });
    await fromAddress(request(app.getHttpServer()).post('/api/auth/login'))
      .send({ email: other.email, password: TEST_PASSWORD })
      .expect(200);
  });

  it('refuses sign-ups past the limit per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await fromAddress(request(app.getHttpServer()).post('/api/auth/register')).send({
        email: uniqueEmail(),
        password: TEST_PASSWORD,
        firstName: 'Many',
        lastName: 'Accounts',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201]);
    const blocked = await fromAddress(request(app.getHttpServer()).post('/api/auth/register'))
      .send({ email: uniqueEmail(), password: TEST_PASSWORD, firstName: 'One', lastName: 'Toomany' })
      .expect(429);
    expectErrorBody(blocked.body, 429, 'TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a fourth message per minute from one user, and counts each sender apart', async () => {
    const sender = await signUp(app, { clientAddress: '198.51.100.20' });
    const other = await signUp(app, { clientAddress: '198.51.100.21' });
    for (let message = 0; message < 3; message++) {
      await sender.agent
        .post('/api/messages')
        .send({ receiverId: other.id, content: `hello ${message}` })
        .expect(201);
    }
    const refused = await sender.agent.post('/api/messages').send({ receiverId: other.id, content: 'one too many' }).expect(429);
    expectErrorBody(refused.body, 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await other.agent.post('/api/messages').send({ receiverId: sender.id, content: 'my first' }).expect(201);
  });
});
