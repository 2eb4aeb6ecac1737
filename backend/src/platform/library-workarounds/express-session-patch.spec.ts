import signature from 'cookie-signature';
import express from 'express';
import session from 'express-session';
import { readFileSync } from 'node:fs';
import request from 'supertest';

describe('the express-session patch (patches/ beside this file, applied by postinstall)', () => {
  it("is applied to the installed express-session: res.end's replacement is created in a local, then assigned", () => {
    const source = readFileSync(require.resolve('express-session'), 'utf8');
    expect(source).toContain('var end = function end(chunk, encoding) {');
    expect(source).toContain('    res.end = end;');
    expect(source).not.toMatch(/res\.end = function/);
  });

  it("is applied to the installed express-session: a session's hash is its JSON without the cookie, not a SHA-1 of it", () => {
    const source = readFileSync(require.resolve('express-session'), 'utf8');
    expect(source).toContain('return JSON.stringify(Object.assign({}, sess, { cookie: undefined }))');
    expect(source).not.toContain(".createHash('sha1')");
  });
});

describe("the express-session patch's memory of verified session cookies", () => {
  const secret = 'a secret for this test';
  const store = new session.MemoryStore();
  const app = express()
    .use(session({ secret, store, resave: false, saveUninitialized: false }))
    .get('/', (req, res) => {
      res.send(req.sessionID);
    });
  const cookieFor = (sid: string, signedWith = secret) => `connect.sid=${encodeURIComponent(`s:${signature.sign(sid, signedWith)}`)}`;

  beforeAll(() => new Promise<void>((resolve) => store.set('known-session', { cookie: new session.Cookie() }, () => resolve())));
  afterEach(() => jest.restoreAllMocks());

  it('verifies a session cookie once, then knows it', async () => {
    const unsign = jest.spyOn(signature, 'unsign');
    const cookie = cookieFor('known-session');
    for (let i = 0; i < 3; i++) await request(app).get('/').set('Cookie', cookie).expect(200, 'known-session');
    expect(unsign).toHaveBeenCalledTimes(1);
  });

  it('verifies a forged cookie every time, and never takes it', async () => {
    const unsign = jest.spyOn(signature, 'unsign');
    const forged = cookieFor('known-session', 'another secret');
    for (let i = 0; i < 3; i++) {
      const answer = await request(app).get('/').set('Cookie', forged).expect(200);
      expect(answer.text).not.toBe('known-session');
    }
    expect(unsign).toHaveBeenCalledTimes(3);
  });
});
