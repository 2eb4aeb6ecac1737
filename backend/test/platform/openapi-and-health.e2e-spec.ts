import { MikroORM } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { tableTypesSource } from '../../src/platform/database/table-types';
import { createOpenApiDocument } from '../../src/platform/openapi/openapi';
import { createTestApp } from '../support/test-app';

describe('OpenAPI, health and schema', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('has the committed backend/openapi.json up to date (run `npm run openapi` after changing the API)', () => {
    const committed = JSON.parse(readFileSync(join(__dirname, '../../openapi.json'), 'utf8'));
    const current = JSON.parse(JSON.stringify(createOpenApiDocument(app)));
    expect(current).toEqual(committed);
  });

  it('serves Swagger UI and the JSON document', async () => {
    const ui = await request(app.getHttpServer()).get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger');
    const json = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(json.body.paths['/api/auth/login']).toBeDefined();
  });

  it('reports health with the database checked', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
  });

  it('sets security headers', async () => {
    const response = await request(app.getHttpServer()).get('/api/health');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('lets pages open sockets to their own host only, and a Host that is no host adds nothing to the policy', async () => {
    const own = await request(app.getHttpServer()).get('/api/health').set('Host', 'app.example:8443');
    const connect = /connect-src ([^;]+)/.exec(own.headers['content-security-policy'])?.[1].split(' ');
    expect(connect).toEqual(expect.arrayContaining(["'self'", 'ws://app.example:8443', 'wss://app.example:8443']));
    expect(connect).not.toContain('ws:');
    expect(connect).not.toContain('wss:');
    const forged = await request(app.getHttpServer()).get('/api/health').set('Host', 'x; script-src *');
    expect(forged.headers['content-security-policy']).not.toContain('script-src *');
    expect(/connect-src ([^;]+)/.exec(forged.headers['content-security-policy'])?.[1].trim()).toBe("'self'");
  });

  it('keeps API answers out of every cache: no-store, no ETag, also on errors', async () => {
    for (const path of ['/api/health', '/api/login', '/api/jobs/categories', '/api/no-such-route']) {
      const response = await request(app.getHttpServer()).get(path);
      expect({ path, cacheControl: response.headers['cache-control'], etag: response.headers.etag }).toEqual({
        path,
        cacheControl: 'no-store',
        etag: undefined,
      });
    }
  });

  it('has migrations that match the entities exactly', async () => {
    const generator = app.get(MikroORM).schema;
    const diff = await generator.getUpdateSchemaSQL({ wrap: false, safe: true });
    expect(diff.trim()).toBe('');
  });

  it('has the committed table types of the read side up to date (run `npm run tables` after a migration)', async () => {
    const committed = readFileSync(join(__dirname, '../../src/platform/database/tables.ts'), 'utf8');
    expect(await tableTypesSource(app.get(MikroORM).em.fork())).toBe(committed);
  });
});
