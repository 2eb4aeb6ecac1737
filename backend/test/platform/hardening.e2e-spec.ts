import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { jobBody, postJob, signUpClient, signUpFreelancer, apply, PROPOSAL_TERMS } from '../factories/jobs';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../factories/users';
import { CHANGES_STATE_EXTENSION } from '../../src/platform/http/state-change.guard';
import { expectErrorBody } from '../support/error-body';
import { OPENAPI_FILE } from '../support/fuzz/openapi-operations';
import { writeFrontendBuild } from '../support/frontend-build';
import { sql } from '../support/sql';
import { createTestApp, OWN_NAVIGATION } from '../support/test-app';

type FieldError = { field: string; errors: string[] };
const fieldsOf = (body: { details?: { fields?: FieldError[] } }) => (body.details?.fields ?? []).map((f) => f.field);
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * The attacks of the hardening review, each replayed: the answer is the right 4xx with the one
 * error body, and nothing changed.
 */
describe('Hardening: bad input, foreign pages, sign-in abuse', () => {
  let app: NestExpressApplication;
  let baseUrl: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    // Listening on a known port, so requests carry a Host that an Origin can match.
    await app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  async function jobCount(clientId: string): Promise<number> {
    const [row] = await sql<{ n: number }[]>(app, 'select count(*)::int as n from job_posts where client_id = ?', [clientId]);
    return row.n;
  }

  describe('1, 5: NUL characters and unpaired surrogates are refused by field', () => {
    it('refuses NUL in a job title, names the field and creates nothing', async () => {
      const client = await signUpClient(app);
      const response = await client.agent
        .post('/api/jobs')
        .send(jobBody({ title: 'a\u0000b' }))
        .expect(400);
      expectErrorBody(response.body, 400, 'VALIDATION_FAILED');
      expect(fieldsOf(response.body)).toEqual(['title']);
      expect(await jobCount(client.id)).toBe(0);
    });

    it('refuses NUL in a skill, a cover letter, contract terms, names and the sign-in email', async () => {
      const client = await signUpClient(app);
      const skill = await client.agent
        .post('/api/jobs')
        .send(jobBody({ tags: ['ok', 'b\u0000d'] }))
        .expect(400);
      expect(fieldsOf(skill.body)).toEqual(['tags[1]']);

      const job = await postJob(client.agent);
      const freelancer = await signUpFreelancer(app);
      const letter = await freelancer.agent
        .post('/api/applications')
        .send({ jobId: job.id, coverLetter: 'Hi\u0000', ...PROPOSAL_TERMS })
        .expect(400);
      expect(fieldsOf(letter.body)).toEqual(['coverLetter']);

      const application = await apply(freelancer.agent, job.id);
      const terms = await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: '\u0000' }).expect(400);
      expect(fieldsOf(terms.body)).toEqual(['terms']);
      const afterTerms = await client.agent.get(`/api/applications/job/${job.id}`).expect(200);
      expect(afterTerms.body[0].status).toBe('pending');

      const email = uniqueEmail();
      const names = await http()
        .post('/api/auth/register')
        .send({ email, password: TEST_PASSWORD, firstName: 'A\u0000', lastName: 'B\u0000' })
        .expect(400);
      expect(fieldsOf(names.body).sort()).toEqual(['firstName', 'lastName']);
      expect(await sql<unknown[]>(app, 'select 1 from users where email = ?', [email])).toHaveLength(0);

      const login = await http().post('/api/auth/login').send({ email: 'x\u0000@example.test', password: TEST_PASSWORD }).expect(400);
      expectErrorBody(login.body, 400, 'VALIDATION_FAILED');
      expect(fieldsOf(login.body)).toEqual(['email']);
    });

    it('refuses an unpaired surrogate in an email at sign-up (raw JSON text) and creates no account', async () => {
      const before = await sql<{ n: number }[]>(app, 'select count(*)::int as n from users');
      const response = await http()
        .post('/api/auth/register')
        .set('Content-Type', 'application/json')
        .send(`{"email":"\\ud800@ex.test","password":"${TEST_PASSWORD}","firstName":"Lone","lastName":"Surrogate"}`)
        .expect(400);
      expectErrorBody(response.body, 400, 'VALIDATION_FAILED');
      expect(fieldsOf(response.body)).toEqual(['email']);
      expect(response.body.message).toMatch(/unpaired surrogate/);
      expect(await sql<{ n: number }[]>(app, 'select count(*)::int as n from users')).toEqual(before);
    });

    it('refuses NUL in the query, and NUL or broken percent-encoding in the path', async () => {
      const client = await signUpClient(app);
      expectErrorBody((await client.agent.get('/api/jobs?searchTerm=a%00b').expect(400)).body, 400, 'VALIDATION_FAILED');
      expectErrorBody((await client.agent.get('/api/users/username/check/ab%00cd').expect(400)).body, 400, 'BAD_PATH');
      expectErrorBody((await client.agent.get('/api/users/username/check/%E0%A4%A').expect(400)).body, 400, 'BAD_PATH');
    });
  });

  describe('2: an explicit null for a required field', () => {
    it.each([['title'], ['description'], ['category'], ['verifiedOnly'], ['tags']])(
      'PATCH {"%s": null} is a 400 naming it, and the post is unchanged',
      async (field) => {
        const client = await signUpClient(app);
        const job = await postJob(client.agent);
        const response = await client.agent
          .patch(`/api/jobs/${job.id}`)
          .send({ [field]: null })
          .expect(400);
        expectErrorBody(response.body, 400, 'VALIDATION_FAILED');
        expect(fieldsOf(response.body)).toEqual([field]);
        expect((await client.agent.get(`/api/jobs/${job.id}`).expect(200)).body).toMatchObject({
          title: job.title,
          description: job.description,
          category: job.category,
          tags: job.tags,
        });
      },
    );

    it('still lets a nullable field be cleared with null', async () => {
      const client = await signUpClient(app);
      const job = await postJob(client.agent, { duration: '2 weeks' });
      const response = await client.agent.patch(`/api/jobs/${job.id}`).send({ duration: null }).expect(200);
      expect(response.body.duration).toBeNull();
    });

    it('refuses null for required fields when creating too', async () => {
      const client = await signUpClient(app);
      const response = await client.agent
        .post('/api/jobs')
        .send({ ...jobBody(), verifiedOnly: null, tags: null })
        .expect(400);
      expect(fieldsOf(response.body).sort()).toEqual(['tags', 'verifiedOnly']);
      expect(await jobCount(client.id)).toBe(0);
    });
  });

  describe('3: crafted search cursors', () => {
    it.each(['0', '99', 'x 2020', '2020-02-30', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '2026-01-01T00:00:00.000Z'])(
      'a cursor dated %p is a 400, not a database error',
      async (createdAt) => {
        const freelancer = await signUpFreelancer(app);
        const response = await freelancer.agent
          .get('/api/jobs')
          .query({ cursor: cursorOf([createdAt, NIL_UUID]) })
          .expect(400);
        expectErrorBody(response.body, 400, 'PAGING.INVALID_CURSOR');
      },
    );
  });

  describe('4: deeply nested JSON', () => {
    it.each([['/api/jobs'], ['/api/auth/register'], ['/api/applications']])(
      '1,500 levels under the body limit to %s is a 400 before validation',
      async (path) => {
        const client = await signUpClient(app);
        const body = `{"title":${'['.repeat(1500)}${']'.repeat(1500)}}`;
        const response = await client.agent.post(path).set('Content-Type', 'application/json').send(body).expect(400);
        expectErrorBody(response.body, 400, 'BODY_TOO_DEEP');
        expect(await jobCount(client.id)).toBe(0);
      },
    );

    it('keys that reach a prototype are refused', async () => {
      const client = await signUpClient(app);
      const response = await client.agent
        .post('/api/jobs')
        .set('Content-Type', 'application/json')
        .send(`{"__proto__":{"polluted":true},"title":"x"}`)
        .expect(400);
      expectErrorBody(response.body, 400, 'VALIDATION_FAILED');
      expect(fieldsOf(response.body)).toContain('__proto__');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('6: requests only from our own pages, and only JSON', () => {
    const formBody = 'jobType=job_offer&title=Forged&description=Forged+post&category=chat-operator';

    it('refuses a form-encoded job post from another site and creates nothing', async () => {
      const client = await signUpClient(app);
      const response = await request
        .agent(baseUrl)
        .post('/api/jobs')
        .set('Cookie', await cookieOf(client.agent))
        .set('Origin', 'http://evil.example')
        .type('form')
        .send(formBody)
        .expect(403);
      expectErrorBody(response.body, 403, 'CROSS_ORIGIN_REQUEST');
      expect(await jobCount(client.id)).toBe(0);
    });

    it('refuses every GET that changes state unless a page of the app sent it, and changes nothing', async () => {
      const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, { get?: Record<string, unknown> }> };
      const marked = Object.entries(document.paths).flatMap(([path, item]) => (item.get?.[CHANGES_STATE_EXTENSION] ? [path] : []));
      expect(marked).toEqual(
        expect.arrayContaining([
          '/api/users/profile-picture-upload-url',
          '/api/portfolio/image-upload-url',
          '/api/messages/{conversationId}',
        ]),
      );
      const member = await signUpFreelancer(app);
      const cookie = await cookieOf(member.agent);
      for (const path of marked) {
        const concrete = path.replace(/\{[^}]+\}/g, randomUUID());
        for (const forged of [{ Origin: 'http://evil.example' }, { 'Sec-Fetch-Site': 'same-site' }, { 'Sec-Fetch-Site': 'cross-site' }]) {
          const response = await request(baseUrl).get(concrete).set('Cookie', cookie).set(forged).expect(403);
          expectErrorBody(response.body, 403, 'CROSS_ORIGIN_REQUEST');
        }
      }
      const pending = async () =>
        (await sql<{ count: number }[]>(app, 'select count(*)::int as count from pending_uploads where owner_id = ?', [member.id]))[0]
          .count;
      expect(await pending()).toBe(0);
      await request(baseUrl)
        .get('/api/users/profile-picture-upload-url')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(200);
      expect(await pending()).toBe(1);
    });

    it('refuses a same-site page on another port, JSON or not', async () => {
      const client = await signUpClient(app);
      const otherPort = baseUrl.replace(/:\d+$/, ':1');
      const json = await request(baseUrl)
        .post('/api/jobs')
        .set('Cookie', await cookieOf(client.agent))
        .set('Origin', otherPort)
        .send(jobBody())
        .expect(403);
      expectErrorBody(json.body, 403, 'CROSS_ORIGIN_REQUEST');
      const fetchMetadata = await request(baseUrl)
        .post('/api/jobs')
        .set('Cookie', await cookieOf(client.agent))
        .set('Sec-Fetch-Site', 'same-site')
        .send(jobBody())
        .expect(403);
      expectErrorBody(fetchMetadata.body, 403, 'CROSS_ORIGIN_REQUEST');
      expect(await jobCount(client.id)).toBe(0);
    });

    it('refuses form-encoded and text bodies even from our own pages (415), and the role stays', async () => {
      const freelancer = await signUpFreelancer(app);
      const cookie = await cookieOf(freelancer.agent);
      const form = await request(baseUrl)
        .patch('/api/users/role')
        .set('Cookie', cookie)
        .set('Origin', baseUrl)
        .type('form')
        .send('role=client')
        .expect(415);
      expectErrorBody(form.body, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const text = await request(baseUrl)
        .patch('/api/users/role')
        .set('Cookie', cookie)
        .set('Content-Type', 'text/plain')
        .send('{"role":"client"}')
        .expect(415);
      expectErrorBody(text.body, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect((await freelancer.agent.get('/api/auth/user').expect(200)).body.role).toBe('freelancer');
    });

    it('accepts JSON from our own origin, and a bodiless POST without a content type', async () => {
      const client = await signUpClient(app);
      const cookie = await cookieOf(client.agent);
      const created = await request(baseUrl)
        .post('/api/jobs')
        .set('Cookie', cookie)
        .set('Origin', baseUrl)
        .set('Sec-Fetch-Site', 'same-origin')
        .send(jobBody())
        .expect(201);
      await request(baseUrl)
        .post(`/api/jobs/${created.body.id}/close`)
        .set('Cookie', cookie)
        .set('Origin', baseUrl)
        .set('Content-Length', '0')
        .expect(200);
    });
  });

  describe('10: signing out', () => {
    it('ignores GET /api/logout started by another site: off to the confirmation screen, the session survives', async () => {
      const user = await signUp(app);
      const crossSite = await user.agent
        .get('/api/logout')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Sec-Fetch-Mode', 'no-cors')
        .expect(302);
      expect(crossSite.headers.location).toBe('/logout');
      const navigation = await user.agent
        .get('/api/logout')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Sec-Fetch-Mode', 'navigate')
        .expect(302);
      expect(navigation.headers.location).toBe('/logout');
      // No fetch metadata at all (an old browser, a script).
      expect((await user.agent.get('/api/logout').expect(302)).headers.location).toBe('/logout');
      await user.agent.get('/api/auth/user').expect(200);
    });

    it('sends a visitor without a session home from GET /api/logout', async () => {
      const response = await request(baseUrl)
        .get('/api/logout')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Sec-Fetch-Mode', 'navigate')
        .expect(302);
      expect(response.headers.location).toBe('/');
    });

    it('ends the session on the user’s own navigation', async () => {
      const user = await signUp(app);
      const response = await user.agent.get('/api/logout').set(OWN_NAVIGATION).expect(302);
      expect(response.headers.location).toBe('/');
      await user.agent.get('/api/auth/user').expect(401);
    });

    it('ends the session with POST /api/auth/logout from our pages only', async () => {
      const user = await signUp(app);
      const cookie = await cookieOf(user.agent);
      expectErrorBody(
        (await request(baseUrl).post('/api/auth/logout').set('Cookie', cookie).set('Origin', 'http://evil.example').expect(403)).body,
        403,
      );
      await user.agent.get('/api/auth/user').expect(200);
      await request(baseUrl).post('/api/auth/logout').set('Cookie', cookie).set('Origin', baseUrl).expect(204);
      await user.agent.get('/api/auth/user').expect(401);
      await request(baseUrl).post('/api/auth/logout').expect(204);
    });
  });

  describe('12: passwords', () => {
    it.each([
      ['password', /most common/],
      ['12345678', /most common/],
      ['        ', /only spaces/],
      ['short', /at least 8/],
    ])('refuses %p by the password field and creates no account', async (password, message) => {
      const email = uniqueEmail();
      const response = await http()
        .post('/api/auth/register')
        .send({ email, password, firstName: 'Weak', lastName: 'Password' })
        .expect(400);
      expectErrorBody(response.body, 400, 'VALIDATION_FAILED');
      const [field] = response.body.details.fields as FieldError[];
      expect(field.field).toBe('password');
      expect(field.errors[0]).toMatch(message);
      expect(await sql<unknown[]>(app, 'select 1 from users where email = ?', [email])).toHaveLength(0);
    });
  });
});

// Apps of one file take turns: the embedded database serves one connection at a time.
describe('6: APP_ORIGIN, when set, is the list of allowed origins', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ APP_ORIGIN: 'https://app.example' });
  });
  afterAll(() => app.close());

  it('accepts exactly the listed origins', async () => {
    const body = { password: TEST_PASSWORD, firstName: 'Listed', lastName: 'Origin' };
    await request(app.getHttpServer())
      .post('/api/auth/register')
      .set('Origin', 'https://app.example')
      .send({ ...body, email: uniqueEmail() })
      .expect(201);
    const refused = await request(app.getHttpServer())
      .post('/api/auth/register')
      .set('Origin', 'http://127.0.0.1')
      .send({ ...body, email: uniqueEmail() })
      .expect(403);
    expectErrorBody(refused.body, 403, 'CROSS_ORIGIN_REQUEST');
  });
});

describe('11: sign-in spraying from one address', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_SIGN_IN_ADDRESS_FAILURES: '5' });
  });
  afterAll(() => app.close());

  it('refuses the sixth email tried from one address, with Retry-After, while another address goes on', async () => {
    const address = '203.0.113.61';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await request(app.getHttpServer())
        .post('/api/auth/login')
        .set('X-Forwarded-For', address)
        .send({ email: uniqueEmail('spray'), password: TEST_PASSWORD });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const user = await signUp(app, { clientAddress: '198.51.100.61' });
    const blocked = await request(app.getHttpServer())
      .post('/api/auth/login')
      .set('X-Forwarded-For', address)
      .send({ email: user.email, password: TEST_PASSWORD })
      .expect(429);
    expectErrorBody(blocked.body, 429, 'TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await request(app.getHttpServer())
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.62')
      .send({ email: user.email, password: TEST_PASSWORD })
      .expect(200);
  });
});

describe('13: files of the built frontend', () => {
  let app: NestExpressApplication;
  let build: ReturnType<typeof writeFrontendBuild>;

  beforeAll(async () => {
    build = writeFrontendBuild({
      'index.html': '<!doctype html><div id="root"></div>',
      'assets/app.js': 'console.log(1)',
      // The build's compressed copies (frontend/vite.config.ts).
      'assets/app.js.br': brotliCompressSync('console.log(1)'),
      'assets/app.js.gz': gzipSync('console.log(1)'),
      'assets/small.css': 'body{}',
    });
    app = await createTestApp({ FRONTEND_DIST: build.dir });
  });
  afterAll(async () => {
    await app.close();
    build.remove();
  });

  it('answers a missing file under /assets/ with 404, and screens with the app', async () => {
    const http = () => request(app.getHttpServer());
    expect((await http().get('/assets/app.js').expect(200)).text).toBe('console.log(1)');
    expectErrorBody((await http().get('/assets/missing.js').expect(404)).body, 404, 'NOT_FOUND');
    expect((await http().get('/jobs/123').expect(200)).text).toContain('<div id="root">');
  });

  it('sends the compressed copy the client accepts, brotli first, with the type of the file', async () => {
    const http = () => request(app.getHttpServer());
    const plain = await http().get('/assets/app.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const cases = [
      { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
      { acceptEncoding: 'gzip', encoding: 'gzip' },
      { acceptEncoding: 'br;q=0, gzip', encoding: 'gzip' },
      { acceptEncoding: 'identity', encoding: undefined },
    ];
    for (const { acceptEncoding, encoding } of cases) {
      const response = await http().get('/assets/app.js').set('Accept-Encoding', acceptEncoding).expect(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe(plain.headers['content-type']);
      expect(response.headers['vary']).toBe('Accept-Encoding');
      expect(response.text).toBe('console.log(1)');
    }
    // A file the build did not compress goes out as it is.
    const small = await http().get('/assets/small.css').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.text).toBe('body{}');
    // The copies are forms of their file, not files of their own.
    expectErrorBody((await http().get('/assets/app.js.gz').expect(404)).body, 404, 'NOT_FOUND');
    expectErrorBody((await http().get('/assets/app.js.br').set('Accept-Encoding', 'br').expect(404)).body, 404, 'NOT_FOUND');
  });

  it('lets browsers keep the hashed files for good and check index.html every time', async () => {
    const http = () => request(app.getHttpServer());
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await http().get('/assets/app.js').set('Accept-Encoding', encoding).expect(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await http().get('/').expect(200)).headers['cache-control']).toBe('no-cache');
    expect((await http().get('/index.html').expect(200)).headers['cache-control']).toBe('no-cache');
    expect((await http().get('/jobs/123').expect(200)).headers['cache-control']).toBe('no-cache');
    const missing = await http().get('/assets/missing.js').expect(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
    expect(missing.headers['content-encoding']).toBeUndefined();
    // API answers keep their own rules and are never compressed copies.
    const health = await http().get('/api/health').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

/** The session cookie an agent holds, to send it from a request with other headers. */
async function cookieOf(agent: request.Agent | ReturnType<typeof request.agent>): Promise<string> {
  const jar = (agent as unknown as { jar: { getCookies(access: unknown): { toValueString(): string }[] } }).jar;
  return jar
    .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
    .map((cookie) => cookie.toValueString())
    .join('; ');
}
