import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { signUpWithUsername, TEST_PASSWORD, uniqueEmail } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { createTestApp } from '../support/test-app';

describe('Bad input gets a 4xx with the one error body', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const http = () => request(app.getHttpServer());

  it('answers malformed JSON with 400', async () => {
    const response = await http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expectErrorBody(response.body, 400, 'MALFORMED_JSON');
  });

  it('answers an oversized body with 413', async () => {
    const response = await http()
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: uniqueEmail(), password: TEST_PASSWORD, firstName: 'x'.repeat(200_000), lastName: 'y' }))
      .expect(413);
    expectErrorBody(response.body, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API route with 404', async () => {
    expectErrorBody((await http().get('/api/no-such-thing').expect(404)).body, 404, 'NOT_FOUND');
    expectErrorBody((await http().delete('/api/auth/user').expect(404)).body, 404, 'NOT_FOUND');
  });

  it('lists every missing field', async () => {
    const response = await http().post('/api/auth/register').send({}).expect(400);
    expectErrorBody(response.body, 400, 'VALIDATION_FAILED');
    const fields = response.body.details.fields as { field: string; errors: string[] }[];
    expect(fields.map((f) => f.field).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
    expect(fields.find((f) => f.field === 'firstName')!.errors[0]).toBe('First name is required');
  });

  it('refuses wrong types and unknown fields', async () => {
    const wrongTypes = await http()
      .post('/api/auth/login')
      .send({ email: 42, password: ['x'] })
      .expect(400);
    expect((wrongTypes.body.details.fields as { field: string }[]).map((f) => f.field).sort()).toEqual(['email', 'password']);

    const user = await signUpWithUsername(app);
    const unknown = await user.agent.patch('/api/users/role').send({ role: 'client', isVerified: true }).expect(400);
    expectErrorBody(unknown.body, 400, 'VALIDATION_FAILED');
    expect(unknown.body.message).toContain('isVerified');
    expect((await user.agent.get('/api/auth/user')).body).toMatchObject({ role: 'freelancer', isVerified: false });

    const wrongUsername = await user.agent.put('/api/users/username').send({ username: 12345 }).expect(400);
    expectErrorBody(wrongUsername.body, 400, 'VALIDATION_FAILED');
  });

  it('refuses a body that is not an object', async () => {
    const response = await http().post('/api/auth/login').set('Content-Type', 'application/json').send('"just a string"').expect(400);
    expectErrorBody(response.body, 400);
  });
});
