import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ApiExpressAdapter } from '../../src/platform/http/api-express-adapter';
import { Member, signUpClient } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { readOperations } from '../support/fuzz/openapi-operations';
import { createTestApp } from '../support/test-app';

describe('routes found in a radix tree (RouteTable), matched as Express matched them', () => {
  let app: NestExpressApplication;
  let member: Member;

  beforeAll(async () => {
    app = await createTestApp();
    member = await signUpClient(app);
  });
  afterAll(() => app.close());

  it('holds every operation of the OpenAPI document, none left to Express', () => {
    const adapter = app.getHttpAdapter();
    expect(adapter).toBeInstanceOf(ApiExpressAdapter);
    const tabled = new Set((adapter as ApiExpressAdapter).tabledRoutes());
    const documented = readOperations().operations.map(
      ({ method, path }) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((route) => !tabled.has(route))).toEqual([]);
  });

  it('ignores the case of the path and a trailing slash, as Express did', async () => {
    for (const path of ['/api/jobs/categories', '/API/Jobs/Categories', '/api/jobs/categories/']) {
      const response = await request(app.getHttpServer()).get(path).expect(200);
      expect(response.body).toHaveLength(6);
    }
  });

  it('hands a handler its parameters percent-decoded, in their own case', async () => {
    const encoded = [...member.username].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('');
    const plain = await member.agent.get(`/api/users/username/check/${member.username}`).expect(200);
    const decoded = await member.agent.get(`/api/users/username/check/${encoded}`).expect(200);
    expect(decoded.body).toEqual(plain.body);
    const upper = await member.agent.get(`/api/users/username/check/${member.username.toUpperCase()}`).expect(200);
    expect(upper.body).not.toEqual(plain.body);
  });

  it("leaves a parameter's length to its handler: a long one is refused as invalid (400), not as a missing route", async () => {
    const response = await member.agent.get(`/api/jobs/${'a'.repeat(500)}`).expect(400);
    expectErrorBody(response.body, 400);
  });

  it('answers a path or a method it does not know with the one not-found body', async () => {
    for (const call of [request(app.getHttpServer()).get('/api/jobs/categories/more'), request(app.getHttpServer()).delete('/api/jobs')]) {
      const response = await call.expect(404);
      expectErrorBody(response.body, 404, 'NOT_FOUND');
    }
  });
});
