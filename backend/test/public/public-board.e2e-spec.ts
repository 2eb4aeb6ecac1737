import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { Member, postJob, signUpClient, signUpFreelancer, uniqueWord } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { writeFrontendBuild } from '../support/frontend-build';
import { sql } from '../support/sql';
import { createTestApp, TEST_PUBLIC_URL } from '../support/test-app';

type Json = Record<string, unknown>;

/** Every property name anywhere in a value (an answer, a schema). */
function namesIn(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) namesIn(item, names);
  else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      names.add(name);
      namesIn(inner, names);
    }
  }
  return names;
}

/** Every non-null `location` anywhere in an answer. */
function locationsIn(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) locationsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      if (name === 'location' && inner !== null) found.push(inner);
      locationsIn(inner, found);
    }
  }
  return found;
}

/** What no visitor's answer may carry: addresses, identity documents, and (by value) where someone is. */
const PRIVATE_FIELDS = ['email', 'emailVerified', 'idImageUrl', 'videoUrl', 'documentUrl', 'idDocument', 'objectPath', 'twoFactorEnabled'];

describe('The public job board and profiles (decision 0061)', () => {
  let app: NestExpressApplication;
  let visitor: ReturnType<typeof request>;
  let word: string;
  let publicClient: Member;
  let privateClient: Member;
  let publicFreelancer: Member;
  let privateFreelancer: Member;
  let publicJob: { id: string };
  let privatePostersJob: { id: string };

  const setVisibility = (member: Member, visibility: 'everyone' | 'members') =>
    sql(app, 'update users set profile_visibility = ?, location = ? where id = ?', [visibility, 'Main Street 1, Springfield', member.id]);

  beforeAll(async () => {
    app = await createTestApp();
    visitor = request(app.getHttpServer());
    word = uniqueWord();
    [publicClient, privateClient, publicFreelancer, privateFreelancer] = await Promise.all([
      signUpClient(app, { verified: true }),
      signUpClient(app, { verified: true }),
      signUpFreelancer(app),
      signUpFreelancer(app),
    ]);
    await Promise.all([
      setVisibility(publicClient, 'everyone'),
      setVisibility(privateClient, 'members'),
      setVisibility(publicFreelancer, 'everyone'),
      setVisibility(privateFreelancer, 'members'),
    ]);
    await sql(app, 'update users set skills = array[?], first_name = ? where id in (?, ?)', [
      word,
      word,
      publicFreelancer.id,
      privateFreelancer.id,
    ]);
    publicJob = await postJob(publicClient.agent, { title: `${word} Public chat operator` });
    privatePostersJob = await postJob(privateClient.agent, { title: `${word} Quiet chat operator` });
  });
  afterAll(() => app.close());

  it('lets a visitor search the open posts, naming a members-only poster neutrally and no one’s location', async () => {
    const { body } = await visitor.get('/api/jobs').query({ searchTerm: word }).expect(200);
    const byId = new Map((body as Json[]).map((job) => [job.id, job]));
    expect(byId.get(publicJob.id)).toMatchObject({ client: { id: publicClient.id, location: null }, withheldPoster: null });
    expect(byId.get(privatePostersJob.id)).toMatchObject({ client: null, withheldPoster: { isVerified: true } });
    expect(locationsIn(body)).toEqual([]);

    // A member sees both posters, where they are too.
    const member = await publicFreelancer.agent.get('/api/jobs').query({ searchTerm: word }).expect(200);
    const quiet = (member.body as Json[]).find((job) => job.id === privatePostersJob.id);
    expect(quiet).toMatchObject({ client: { id: privateClient.id, location: 'Main Street 1, Springfield' }, withheldPoster: null });
  });

  it('lets a visitor read a post, without an application of theirs, and the categories', async () => {
    const { body } = await visitor.get(`/api/jobs/${publicJob.id}`).expect(200);
    expect(body).toMatchObject({ id: publicJob.id, myApplication: null, client: { location: null } });
    await visitor.get('/api/jobs/categories').expect(200);
  });

  it.each([
    ['taken down by an administrator', 'update job_posts set taken_down_at = now(), takedown_reason = ? where id = ?', ['Spam']],
    ['held by the safety check', "update job_posts set safety_verdict = 'hold' where id = ?", []],
    ['of a suspended owner', 'update job_posts set owner_suspended = true where id = ?', []],
  ])('answers a post %s with 404 to a visitor, as to a member', async (_case, statement, values) => {
    const hidden = await postJob(publicClient.agent, { title: `${word} Hidden ${randomSuffix()}` });
    await sql(app, statement, [...values, hidden.id]);
    const answer = await visitor.get(`/api/jobs/${hidden.id}`).expect(404);
    expectErrorBody(answer.body, 404);
    await publicFreelancer.agent.get(`/api/jobs/${hidden.id}`).expect(404);
    const search = await visitor.get('/api/jobs').query({ searchTerm: word }).expect(200);
    expect((search.body as Json[]).map((job) => job.id)).not.toContain(hidden.id);
  });

  it('shows a visitor a public profile and portfolio without email or location, and a members-only one as missing', async () => {
    const profile = await visitor.get(`/api/users/${publicFreelancer.id}`).expect(200);
    expect(profile.body).toMatchObject({ id: publicFreelancer.id, location: null });
    expect(namesIn(profile.body)).not.toContain('email');
    await visitor.get(`/api/portfolio/${publicFreelancer.id}`).expect(200);

    const missing = await visitor.get('/api/users/00000000-0000-4000-8000-000000000000').expect(404);
    const membersOnly = await visitor.get(`/api/users/${privateFreelancer.id}`).expect(404);
    expect(membersOnly.body).toEqual(missing.body);
    await visitor.get(`/api/portfolio/${privateFreelancer.id}`).expect(404);

    // A member reads both, with where they are.
    const seen = await publicClient.agent.get(`/api/users/${privateFreelancer.id}`).expect(200);
    expect(seen.body.location).toBe('Main Street 1, Springfield');
  });

  it('lists for a visitor the open offers of a public profile, without a location, and none of a members-only one', async () => {
    const closed = await postJob(publicClient.agent, { title: `${word} Closed chat operator` });
    await publicClient.agent.post(`/api/jobs/${closed.id}/close`).expect(200);
    const open = await visitor.get(`/api/jobs/client/${publicClient.id}`).query({ status: 'open', jobType: 'job_offer' }).expect(200);
    expect((open.body as Json[]).map((job) => job.id)).toEqual([publicJob.id]);
    expect(open.body[0]).toMatchObject({ status: 'open', client: { id: publicClient.id } });
    expect(locationsIn(open.body)).toEqual([]);
    const all = await visitor.get(`/api/jobs/client/${publicClient.id}`).expect(200);
    expect((all.body as Json[]).map((job) => job.id)).toEqual([closed.id, publicJob.id]);

    expect((await visitor.get(`/api/jobs/client/${privateClient.id}`).expect(200)).body).toEqual([]);
    const member = await publicFreelancer.agent.get(`/api/jobs/client/${privateClient.id}`).query({ status: 'open' }).expect(200);
    expect((member.body as Json[]).map((job) => job.id)).toEqual([privatePostersJob.id]);
    expect(member.body[0].client.location).toBe('Main Street 1, Springfield');
    expectErrorBody((await visitor.get(`/api/jobs/client/${publicClient.id}`).query({ status: 'done' }).expect(400)).body, 400);
  });

  it('finds for a visitor only the freelancers who show to everyone, without their location', async () => {
    const { body } = await visitor.get('/api/freelancers').query({ searchTerm: word }).expect(200);
    expect((body as Json[]).map((freelancer) => freelancer.id)).toEqual([publicFreelancer.id]);
    expect(locationsIn(body)).toEqual([]);
    const member = await publicClient.agent.get('/api/freelancers').query({ searchTerm: word }).expect(200);
    expect((member.body as Json[]).map((freelancer) => freelancer.id).sort()).toEqual([publicFreelancer.id, privateFreelancer.id].sort());
  });

  it('lets the owner choose who sees their profile in Settings', async () => {
    const owner = await signUpFreelancer(app);
    const me = await owner.agent.get('/api/auth/user').expect(200);
    expect(me.body.profileVisibility).toBe('everyone');
    await visitor.get(`/api/users/${owner.id}`).expect(200);
    const changed = await owner.agent
      .patch('/api/users/profile')
      .send({ firstName: me.body.firstName, lastName: me.body.lastName, profileVisibility: 'members' })
      .expect(200);
    expect(changed.body.profileVisibility).toBe('members');
    await visitor.get(`/api/users/${owner.id}`).expect(404);
    const refused = await owner.agent
      .patch('/api/users/profile')
      .send({ firstName: me.body.firstName, lastName: me.body.lastName, profileVisibility: 'nobody' })
      .expect(400);
    expectErrorBody(refused.body, 400);
  });

  it('keeps every other read signed-in only', async () => {
    for (const path of [`/api/reviews/${publicFreelancer.id}`, '/api/auth/user', '/api/applications/my', '/api/conversations']) {
      const answer = await visitor.get(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 401 });
    }
  });

  it('documents the visitors’ reads without a 401, and none of their answers names a private field', async () => {
    const { body: document } = await visitor.get('/api/docs-json').expect(200);
    const open: string[] = [];
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation['x-open-to-visitors']) continue;
        open.push(`${method.toUpperCase()} ${path}`);
        const responses = operation.responses as Json;
        expect({ path, unauthorized: responses['401'] }).toEqual({ path, unauthorized: undefined });
        const answer = JSON.stringify((responses['200'] as Json).content);
        // The schemas the answer refers to, followed through their references.
        const seen = new Set<string>();
        const names = new Set<string>();
        const follow = (text: string) => {
          for (const [, name] of text.matchAll(/#\/components\/schemas\/(\w+)/g)) {
            if (seen.has(name)) continue;
            seen.add(name);
            const schema = document.components.schemas[name];
            namesIn(schema, names);
            follow(JSON.stringify(schema));
          }
        };
        follow(answer);
        for (const field of PRIVATE_FIELDS) expect({ path, field, named: names.has(field) }).toEqual({ path, field, named: false });
      }
    }
    expect(open.sort()).toEqual(
      [
        'GET /api/jobs',
        'GET /api/jobs/categories',
        'GET /api/jobs/{id}',
        'GET /api/jobs/client/{userId}',
        'GET /api/users/{id}',
        'GET /api/portfolio/{userId}',
        'GET /api/freelancers',
      ].sort(),
    );
  });

  it('lists the open public posts and public profiles in /sitemap.xml, and names it in /robots.txt', async () => {
    const hidden = await postJob(publicClient.agent, { title: `${word} Held ${randomSuffix()}` });
    await sql(app, "update job_posts set safety_verdict = 'hold' where id = ?", [hidden.id]);
    const sitemap = await visitor.get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.text).toContain(`<loc>${TEST_PUBLIC_URL}/jobs/${publicJob.id}</loc>`);
    expect(sitemap.text).toContain(`<loc>${TEST_PUBLIC_URL}/jobs/${privatePostersJob.id}</loc>`);
    expect(sitemap.text).not.toContain(hidden.id);
    expect(sitemap.text).toContain(`<loc>${TEST_PUBLIC_URL}/profile/${publicFreelancer.id}</loc>`);
    expect(sitemap.text).not.toContain(privateFreelancer.id);
    expect(sitemap.text).not.toContain(privateClient.id);
    await visitor.get('/sitemap-7.xml').expect(404);

    const robots = await visitor.get('/robots.txt').expect(200);
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain('Disallow: /admin');
    expect(robots.text).toContain('Disallow: /messages');
    expect(robots.text).toContain('Disallow: /settings');
    expect(robots.text).toContain('Allow: /jobs');
    expect(robots.text).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });

  describe('the pages a visitor opens', () => {
    let pagesApp: NestExpressApplication;
    let build: ReturnType<typeof writeFrontendBuild>;
    const index =
      '<!doctype html><html><head><meta name="description" content="VerifiedWork: verified remote support work" /><title>VerifiedWork</title></head><body><div id="root"></div></body></html>';

    beforeAll(async () => {
      build = writeFrontendBuild({ 'index.html': index });
      pagesApp = await createTestApp({ FRONTEND_DIST: build.dir });
    });
    afterAll(async () => {
      await pagesApp.close();
      build.remove();
    });

    it('carry the post’s or person’s own title, description and canonical address', async () => {
      const page = await request(pagesApp.getHttpServer()).get(`/jobs/${publicJob.id}`).expect(200);
      expect(page.text).toContain(`<title>${word} Public chat operator | VerifiedWork</title>`);
      expect(page.text).toContain('<meta name="description" content="Answer customer chats about orders and returns');
      expect(page.text).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/jobs/${publicJob.id}" />`);

      const profile = await request(pagesApp.getHttpServer()).get(`/profile/${publicFreelancer.id}`).expect(200);
      expect(profile.text).toMatch(/<title>[^<]+ – Freelancer \| VerifiedWork<\/title>/);
      expect(profile.text).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/profile/${publicFreelancer.id}" />`);

      const board = await request(pagesApp.getHttpServer()).get('/jobs?searchTerm=chat').expect(200);
      expect(board.text).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/jobs" />`);
    });

    it('answer 404, not to be indexed, where a visitor may read nothing', async () => {
      const page = await request(pagesApp.getHttpServer()).get(`/profile/${privateFreelancer.id}`).expect(404);
      expect(page.text).toContain('<meta name="robots" content="noindex" />');
      expect(page.text).not.toContain('Main Street');
    });

    it('are not the app’s page fallback at /robots.txt and /sitemap.xml', async () => {
      await request(pagesApp.getHttpServer())
        .get('/robots.txt')
        .expect(200)
        .expect('Content-Type', /text\/plain/);
      await request(pagesApp.getHttpServer())
        .get('/sitemap.xml')
        .expect(200)
        .expect('Content-Type', /application\/xml/);
    });
  });
});

function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 8);
}
