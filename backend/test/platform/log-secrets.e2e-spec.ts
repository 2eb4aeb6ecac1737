import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { signUpAdmin, signUpFreelancer } from '../factories/jobs';
import { makeImage } from '../support/images';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';
import { verificationFiles } from '../support/videos';

/** The session cookie of a response, and the session id and signature inside it (s:<sid>.<signature>). */
function sessionCookieParts(setCookie: string[] | string | undefined): { raw: string; sid: string; signature: string } {
  const raw = ([] as string[])
    .concat(setCookie ?? [])[0]
    .split(';')[0]
    .split('=')[1];
  const decoded = decodeURIComponent(raw);
  const dot = decoded.lastIndexOf('.');
  return { raw, sid: decoded.slice(2, dot), signature: decoded.slice(dot + 1) };
}

/** A signed storage URL's token, and its two halves (payload.signature). */
function tokenParts(url: string): string[] {
  const token = url.split('/').at(-1)!;
  return [token, ...token.split('.')];
}

/**
 * Real requests through an application whose logger writes to a buffer, at the most verbose
 * level; then everything written is searched for each secret the test knows.
 */
describe('Logs carry no secrets', () => {
  let app: NestExpressApplication;
  const lines: string[] = [];
  const secrets: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: 'trace' }, { logDestination: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(async () => {
    await sql(app, 'drop trigger if exists http_sessions_fail_end on http_sessions');
    await sql(app, 'drop function if exists http_sessions_fail_end()');
    await app.close();
  });

  it('logs no password, cookie, session id, upload token or document link, also when a session write fails', async () => {
    const member = await signUpFreelancer(app);
    const admin = await signUpAdmin(app);
    secrets.push(member.password);

    // Sign-in: a new session whose cookie the test reads.
    const signIn = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password })
      .expect(200);
    const session = sessionCookieParts(signIn.headers['set-cookie']);
    secrets.push(session.raw, decodeURIComponent(session.raw), session.sid, session.signature);
    const cookie = `marketplace.sid=${session.raw}`;

    // An upload URL, and the raw upload to it.
    const ticket = (await request(app.getHttpServer()).get('/api/users/profile-picture-upload-url').set('Cookie', cookie).expect(200)).body;
    secrets.push(...tokenParts(ticket.uploadUrl));
    await request(app.getHttpServer())
      .put(ticket.uploadUrl)
      .set('Content-Type', 'image/png')
      .send(await makeImage('png'))
      .expect(200);

    // An identity document's link, and its opening.
    const { idDocument, video } = await verificationFiles();
    const verification = (
      await request(app.getHttpServer())
        .post('/api/verifications')
        .set('Cookie', cookie)
        .attach('idDocument', idDocument, { filename: 'id.jpg', contentType: 'image/jpeg' })
        .attach('video', video, { filename: 'me.mp4', contentType: 'video/mp4' })
        .expect(201)
    ).body;
    const links = (await admin.agent.post(`/api/admin/verifications/${verification.id}/document-links`).expect(200)).body;
    secrets.push(...tokenParts(links.idDocumentUrl), ...tokenParts(links.videoUrl));
    await request(app.getHttpServer()).get(links.idDocumentUrl).expect(200);

    // A failed request names its URL with the token too.
    await request(app.getHttpServer()).get(`${links.idDocumentUrl}x`).expect(403);

    // An error with a session: ending the session fails, with the sid in pg's detail.
    await sql(
      app,
      `create function http_sessions_fail_end() returns trigger language plpgsql as $$
       begin raise exception 'simulated session store failure' using detail = 'session ' || old.sid; end $$`,
    );
    await sql(
      app,
      'create trigger http_sessions_fail_end before update on http_sessions for each row when (new.ended_at is not null) execute function http_sessions_fail_end()',
    );
    await request(app.getHttpServer()).post('/api/auth/logout').set('Cookie', cookie).expect(500);

    const written = lines.join('');
    // The requests and the failure were logged, with their secrets replaced.
    expect(written).toContain('"url":"/api/storage/uploads/[REDACTED]"');
    expect(written).toContain('"url":"/api/storage/objects/[REDACTED]"');
    expect(written).toContain('"message":"simulated session store failure"');
    const leaked = secrets.filter((secret) => written.includes(secret));
    expect(leaked).toEqual([]);
  });
});
