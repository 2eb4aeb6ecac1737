import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { createOpenApiDocument } from '../../src/platform/openapi/openapi';
import { compressJsonAnswers, MIN_COMPRESSED_BYTES, SECRET_IN_ANSWER_EXTENSION } from '../../src/platform/http/compression';
import { Member, postJob, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { TEST_PASSWORD, totpCode } from '../factories/users';
import { verificationFiles } from '../support/videos';
import { createTestApp } from '../support/test-app';

/** Supertest decodes br and gzip itself: the header and Content-Length tell what went over the wire. */
const wireBytes = (response: request.Response): number => Number(response.headers['content-length']);

describe('Compressed answers (decision 0039)', () => {
  let app: NestExpressApplication;
  let client: Member;

  beforeAll(async () => {
    app = await createTestApp();
    client = await signUpClient(app, { verified: true });
    // Enough posts for the list to weigh several kB.
    for (let index = 0; index < 6; index += 1) await postJob(client.agent);
  });
  afterAll(() => app.close());

  const myJobs = (acceptEncoding: string) => client.agent.get(`/api/jobs/client/${client.id}`).set('Accept-Encoding', acceptEncoding);

  it('sends a large JSON answer with brotli, or gzip for a client that takes only that, decoding to the same JSON', async () => {
    const plain = await myJobs('identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(wireBytes(plain)).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    const cases = [
      { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
      { acceptEncoding: 'gzip', encoding: 'gzip' },
      { acceptEncoding: 'br;q=0, gzip', encoding: 'gzip' },
      { acceptEncoding: 'identity', encoding: undefined },
    ];
    for (const { acceptEncoding, encoding } of cases) {
      const response = await myJobs(acceptEncoding).expect(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toContain('Accept-Encoding');
      expect(response.headers['cache-control']).toBe('no-store');
      if (!encoding) expect(wireBytes(response)).toBe(wireBytes(plain));
      if (encoding) expect(wireBytes(response)).toBeLessThan(wireBytes(plain) / 2);
      expect(response.body).toEqual(plain.body);
    }
  });

  it('sends an answer under 1 kB as it is', async () => {
    const health = await request(app.getHttpServer()).get('/api/health').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(wireBytes(health)).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('streams the data export as it is written, uncompressed', async () => {
    const response = await client.agent.get('/api/auth/account/export').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    expect(JSON.parse(response.text).jobPosts).toHaveLength(6);
  });

  it('never compresses an answer that carries a secret: every operation marked so, called', async () => {
    const admin = await signUpAdmin(app);
    const member = await signUpFreelancer(app);
    const setup = await member.agent
      .post('/api/auth/two-factor/setup')
      .send({ password: TEST_PASSWORD })
      .set('Accept-Encoding', 'br, gzip');
    const enable = await member.agent
      .post('/api/auth/two-factor/enable')
      .send({ code: totpCode(setup.body.secret) })
      .set('Accept-Encoding', 'br, gzip');
    const regenerate = await member.agent
      .post('/api/auth/two-factor/recovery-codes')
      .send({ code: enable.body.recoveryCodes[0] })
      .set('Accept-Encoding', 'br, gzip');
    const { idDocument, video } = await verificationFiles();
    const verification = await member.agent
      .post('/api/verifications')
      .attach('idDocument', idDocument, { filename: 'id.jpg', contentType: 'image/jpeg' })
      .attach('video', video, { filename: 'me.mp4', contentType: 'video/mp4' })
      .expect(201);
    const answers: Record<string, request.Response> = {
      'post /api/auth/two-factor/setup': setup,
      'post /api/auth/two-factor/enable': enable,
      'post /api/auth/two-factor/recovery-codes': regenerate,
      'get /api/users/profile-picture-upload-url': await member.agent
        .get('/api/users/profile-picture-upload-url')
        .set('Accept-Encoding', 'br, gzip'),
      'get /api/portfolio/image-upload-url': await member.agent.get('/api/portfolio/image-upload-url').set('Accept-Encoding', 'br, gzip'),
      'post /api/admin/verifications/{id}/document-links': await admin.agent
        .post(`/api/admin/verifications/${verification.body.id}/document-links`)
        .set('Accept-Encoding', 'br, gzip'),
    };
    const marked = Object.entries(createOpenApiDocument(app).paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => (operation as Record<string, unknown>)[SECRET_IN_ANSWER_EXTENSION] === true)
        .map(([method]) => `${method} ${path}`),
    );
    expect(Object.keys(answers).sort()).toEqual(marked.sort());
    for (const [operation, answer] of Object.entries(answers)) {
      expect({ operation, status: answer.status }).toEqual({ operation, status: 200 });
      expect({ operation, encoding: answer.headers['content-encoding'] }).toEqual({ operation, encoding: undefined });
      expect({ operation, cacheControl: answer.headers['cache-control'] }).toEqual({ operation, cacheControl: 'no-store, no-transform' });
    }
  });

  it('leaves a marked answer uncompressed at any size', async () => {
    const large = { codes: Array.from({ length: 200 }, (_, index) => `code-${index}`) };
    const small = express()
      .use(compressJsonAnswers)
      .get('/secret', (_req, res) => void res.set('Cache-Control', 'no-store, no-transform').json(large))
      .get('/plain', (_req, res) => void res.json(large));
    const secret = await request(small).get('/secret').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(wireBytes(secret)).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    expect(secret.headers['content-encoding']).toBeUndefined();
    expect(secret.body).toEqual(large);
    const plain = await request(small).get('/plain').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(plain.headers['content-encoding']).toBe('br');
    // Supertest always asks for gzip: a request with no Accept-Encoding at all gets the answer as it is.
    const server = small.listen(0);
    const { port } = server.address() as AddressInfo;
    const bare = await new Promise<IncomingMessage>((done) => get({ port, path: '/plain' }, done));
    bare.resume();
    server.close();
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.headers['vary']).toBe('Accept-Encoding');
  });
});

const withoutDrawnAt = (text: string) => text.replace(/"drawnAt":\d+/, '"drawnAt":0');

describe('Files of the build, compressed ahead (npm run build first)', () => {
  const dist = resolve(__dirname, '../../../frontend/dist');
  let app: NestExpressApplication;

  beforeAll(async () => {
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run npm run build first`);
    app = await createTestApp({ FRONTEND_DIST: dist });
  });
  afterAll(() => app.close());

  const files = () =>
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(js|css|html|svg)$/.test(entry.name) && !entry.parentPath.includes('.vite'))
      .map((entry) => `/${join(entry.parentPath, entry.name).slice(dist.length + 1)}`);

  it('sends every JS, CSS, HTML and SVG file of 1 kB or more compressed, with Vary, decoding to the file', async () => {
    const http = () => request(app.getHttpServer());
    const checked = { js: 0, css: 0, html: 0 };
    for (const path of files()) {
      const plain = await http().get(path).set('Accept-Encoding', 'identity').buffer(true).expect(200);
      const length = wireBytes(plain);
      for (const encoding of ['br', 'gzip']) {
        const response = await http().get(path).set('Accept-Encoding', encoding).buffer(true).expect(200);
        // Pages differ with who is signed in too (app-pages.e2e-spec.ts).
        const vary = path.endsWith('.html') ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
        expect({ path, vary: response.headers['vary'] }).toEqual({ path, vary });
        expect(response.headers['content-type']).toBe(plain.headers['content-type']);
        expect(response.headers['cache-control']).toBe(plain.headers['cache-control']);
        // A page is a screen drawn for each request (decision 0083): it has no validator to keep.
        if (!path.endsWith('.html')) expect(response.headers['etag']).toBeDefined();
        if (length < MIN_COMPRESSED_BYTES) continue;
        expect({ path, encoding: response.headers['content-encoding'] }).toEqual({ path, encoding });
        expect(wireBytes(response)).toBeLessThan(length);
        // A drawn page says when its data was read: the only part that differs from one request to the next.
        expect(withoutDrawnAt(response.text)).toBe(withoutDrawnAt(plain.text));
      }
      const kind = path.split('.').pop() as keyof typeof checked;
      if (length >= MIN_COMPRESSED_BYTES && kind in checked) checked[kind] += 1;
    }
    expect(checked.js).toBeGreaterThan(0);
    expect(checked.css).toBeGreaterThan(0);
    // index.html and the drawn landing page.
    expect(checked.html).toBe(2);
  });

  it('sends a screen, which is index.html, compressed too', async () => {
    const index = await request(app.getHttpServer()).get('/jobs/123').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['vary']).toBe('Accept-Encoding, Cookie');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.text).toContain('<div id="root" aria-busy="true">');
    // The copies have no address of their own: index.html.br is a screen, a chunk's copy a missing file.
    const copy = await request(app.getHttpServer()).get('/index.html.br').set('Accept-Encoding', 'identity').expect(200);
    expect(copy.headers['content-encoding']).toBeUndefined();
    expect(copy.text).toContain('<div id="root"');
  });
});
