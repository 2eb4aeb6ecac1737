import type { NestExpressApplication } from '@nestjs/platform-express';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { signUpWithUsername } from '../factories/users';
import { writeFrontendBuild } from '../support/frontend-build';
import { createTestApp } from '../support/test-app';

/** The build's pages, as frontend/build-tools/first-load.ts writes them, in miniature. */
const THEME_SCRIPT = "document.documentElement.setAttribute('data-mantine-color-scheme','light')";
const head = `<head><script>${THEME_SCRIPT}</script><script type="module" crossorigin src="/assets/app.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="preload" as="style" href="/assets/app.css" data-deferred-stylesheet></head>`;
const INDEX = `<!doctype html><html lang="en">${head}<body><div id="root"></div>${'<!-- a build of a real size -->'.repeat(40)}</body></html>`;
const LANDING = `<!doctype html><html lang="en">${head}<body><div id="root"><h1>Find Verified Remote Work</h1>${'<p>Verified work.</p>'.repeat(80)}</div></body></html>`;
const FIRST_SCREENS = {
  frame: ['/assets/frame.js'],
  screens: { '/': ['/assets/dashboard.js'], '/jobs': ['/assets/jobs.js', '/assets/frame.js'], '/jobs/$jobId': ['/assets/job.js'] },
};
const PAGES = { 'index.html': INDEX, 'landing.html': LANDING, 'first-screens.json': JSON.stringify(FIRST_SCREENS) };

const stateOf = (page: string): unknown => {
  const match = /<script id="page-state" type="application\/json">([^<]*)<\/script>/.exec(page);
  return match ? JSON.parse(match[1]) : undefined;
};
const preloadsOf = (page: string): string[] =>
  [...page.matchAll(/<link rel="modulepreload"(?: fetchpriority="low")? crossorigin href="([^"]+)">/g)]
    .map(([, href]) => href)
    .filter((href) => href !== '/assets/react.js');
/**
 * When each fetch of the app's code and whole stylesheet starts: 'after the paint' (held in the
 * page's template for its loader, at low priority) or 'at once' (in the head, the browser's own priority).
 */
const codeFetchesOf = (page: string): string[] => {
  const tag = /<(?:script type="module"|link rel="modulepreload"|link rel="preload" as="style")( fetchpriority="low")?/g;
  const template = /<template id="after-paint">([\s\S]*?)<\/template>/.exec(page);
  const held = [...(template?.[1] ?? '').matchAll(tag)].map(([, low]) => (low ? 'after the paint' : 'held, not low'));
  const atOnce = [...(template ? page.replace(template[0], '') : page).matchAll(tag)].map(() => 'at once');
  return [...held, ...atOnce];
};

describe("The app's pages carry who is signed in (decision 0041)", () => {
  let app: NestExpressApplication;
  let build: ReturnType<typeof writeFrontendBuild>;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    build = writeFrontendBuild({ ...PAGES, 'assets/app.js': 'console.log(1)' });
    app = await createTestApp({ FRONTEND_DIST: build.dir });
  });
  afterAll(async () => {
    await app.close();
    build.remove();
  });

  it('sends a signed-out visitor the drawn landing page at / and the app elsewhere, stating nobody is signed in', async () => {
    for (const path of ['/', '/?ref=mail']) {
      const landing = await http().get(path).set('Accept-Encoding', 'br').expect(200);
      expect(landing.headers['content-type']).toMatch(/^text\/html/);
      expect(landing.headers['content-encoding']).toBe('br');
      expect(landing.headers['cache-control']).toBe('no-cache');
      expect(landing.headers['vary']).toBe('Accept-Encoding, Cookie');
      expect(landing.text).toContain('<h1>Find Verified Remote Work</h1>');
      expect(stateOf(landing.text)).toEqual({ user: null });
      expect(preloadsOf(landing.text)).toEqual([]);
      // The landing page paints from its HTML: its code and stylesheet do not hold the paint.
      expect(codeFetchesOf(landing.text)).toEqual(['after the paint', 'after the paint', 'after the paint']);
    }
    // The job board and profiles are drawn for visitors as screens of their own (test/public); these are not.
    for (const path of ['/messages', '/contracts/123', '/index.html', '/landing.html', '/no/such/screen']) {
      const page = await http().get(path).set('Accept-Encoding', 'identity').expect(200);
      expect({ path, state: stateOf(page.text), landing: page.text.includes('<h1>'), code: codeFetchesOf(page.text) }).toEqual({
        path,
        state: { user: null },
        landing: false,
        code: ['at once', 'at once', 'at once'],
      });
    }
  });

  it("lets a signed-out visitor's browser check its copy of a page without fetching it again", async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await http().get('/').set('Accept-Encoding', encoding).expect(200);
      expect(first.headers['etag']).toMatch(/^W\/"/);
      const again = await http().get('/').set('Accept-Encoding', encoding).set('If-None-Match', first.headers['etag']).expect(304);
      expect(again.text).toBe('');
    }
    const other = await http().get('/jobs').expect(200);
    expect(other.headers['etag']).not.toBe((await http().get('/').expect(200)).headers['etag']);
  });

  it("gives a signed-in user their account as GET /api/auth/user answers it, for that browser alone, with the screen's code preloaded", async () => {
    const user = await signUpWithUsername(app, 'pages');
    const account = (await user.agent.get('/api/auth/user').expect(200)).body;

    const dashboard = await user.agent.get('/').set('Accept-Encoding', 'br').expect(200);
    expect(dashboard.headers['cache-control']).toBe('private, no-cache');
    expect(dashboard.headers['etag']).toBeUndefined();
    expect(dashboard.headers['vary']).toBe('Accept-Encoding, Cookie');
    expect(dashboard.headers['content-encoding']).toBe('br');
    expect(dashboard.text).not.toContain('<h1>');
    expect(stateOf(dashboard.text)).toEqual({ user: account });
    expect(preloadsOf(dashboard.text)).toEqual(['/assets/frame.js', '/assets/dashboard.js']);

    const cases = [
      { path: '/jobs', preloads: ['/assets/frame.js', '/assets/jobs.js'] },
      { path: '/jobs/6f1c', preloads: ['/assets/frame.js', '/assets/job.js'] },
      { path: '/jobs/6f1c/more', preloads: ['/assets/frame.js'] },
      { path: '/messages', preloads: ['/assets/frame.js'] },
    ];
    for (const { path, preloads } of cases) {
      const page = await user.agent.get(path).expect(200);
      expect({ path, preloads: preloadsOf(page.text), state: stateOf(page.text) }).toEqual({ path, preloads, state: { user: account } });
    }
  });

  it('writes what a user typed so that it cannot end the state element or run as a script', async () => {
    const user = await signUpWithUsername(app, 'pages');
    const bio = 'I fix </script><script>alert(1)</script> & <!-- things --> \u2028 fast';
    const saved = await user.agent.patch('/api/users/profile').send({ firstName: 'Test', lastName: 'User', bio });
    expect(saved.body).toEqual(expect.objectContaining({ bio }));

    const page = await user.agent.get('/jobs').expect(200);
    expect(page.text).not.toContain('alert(1)</script>');
    expect((stateOf(page.text) as { user: { bio: string } }).user.bio).toBe(bio);
    // The theme script, the app's module and the state: nothing the user wrote became a script.
    expect(page.text.match(/<script/g)).toHaveLength(3);
  });

  it("allows the page's own inline script by its hash, and no other inline script", async () => {
    const response = await http().get('/').expect(200);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const scriptSources = /script-src ([^;]+)/.exec(response.headers['content-security-policy'])?.[1];
    expect(scriptSources).toBe(`'self' 'sha256-${hash}'`);
    // The API's own answers carry the same policy.
    expect((await http().get('/api/health').expect(200)).headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });
});

/**
 * A renderer as the build writes it (frontend/build-tools/first-load.ts), in miniature: it reads the
 * API as the user, and tries what a screen may not do. The real one is checked in the browser
 * (frontend/e2e/first-load.spec.ts).
 */
const RENDERER = `
exports.renderSignedInScreen = async ({ url, user, call, deadline, stylesheet }) => {
  const read = (path, init) => call(new Request('http://server-render.invalid' + path, init));
  if (url.startsWith('/settings')) throw new Error('this screen cannot be drawn');
  if (url.includes('savedSearch=')) return null;
  if (user !== null && url.startsWith('/login')) {
    const movedTo = new URLSearchParams(url.split('?')[1] ?? '').get('next') ?? '/';
    return { html: '', css: '', queries: { mutations: [], queries: [] }, movedTo };
  }
  if (user === null) {
    const signedIn = (await read('/api/auth/user')).status === 200;
    return { html: '<main class="m_page"><h1>Welcome</h1><p>' + signedIn + '</p></main>', css: '', queries: { mutations: [], queries: [] } };
  }
  const me = await (await read('/api/auth/user')).json();
  const refused = await read('/api/auth/logout', { method: 'POST' }).then(() => 'sent', (error) => error.message);
  if (url.startsWith('/messages')) await read('/api/dev/mailbox/messages');
  const html = '<main class="m_page"><h1>' + me.firstName + '</h1><p>' + refused + '</p><p>' + (deadline - Date.now() <= 250) + '</p></main>';
  return { html: html + '<!-- a screen of a real size -->'.repeat(40), css: stylesheet.rules.map((rule) => rule.css).join(''), queries: { mutations: [], queries: [{ queryKey: ['auth', 'user'], user: user.id }] } };
};`;
const STYLESHEET_INDEX = { rules: [{ css: '.m_page{margin:0}', needs: [['m_page']] }] };

describe('A signed-in screen drawn on the server (decision 0042)', () => {
  let app: NestExpressApplication;
  let build: ReturnType<typeof writeFrontendBuild>;

  beforeAll(async () => {
    build = writeFrontendBuild({
      ...PAGES,
      '.server/prerender.cjs': RENDERER,
      '.server/stylesheet-index.json': JSON.stringify(STYLESHEET_INDEX),
    });
    app = await createTestApp({ FRONTEND_DIST: build.dir });
  });
  afterAll(async () => {
    await app.close();
    build.remove();
  });

  it('goes out in the page with its rules and data, read as the user, who may only read', async () => {
    const user = await signUpWithUsername(app, 'drawn');
    const account = (await user.agent.get('/api/auth/user').expect(200)).body;
    const asked = Date.now();
    const page = await user.agent.get('/jobs?sort=newest').set('Accept-Encoding', 'br').expect(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.text).toContain(
      `<div id="root" aria-busy="true"><main class="m_page"><h1>${account.firstName}</h1><p>A drawn screen may only read the API, not POST /api/auth/logout</p><p>true</p></main>`,
    );
    expect(page.text).toContain('<style>.m_page{margin:0}</style></head>');
    // It paints from its HTML: the code (the app's, the screen's) and the stylesheet do not hold the paint.
    expect(preloadsOf(page.text)).toEqual(['/assets/frame.js', '/assets/jobs.js']);
    expect(codeFetchesOf(page.text)).toEqual(Array(5).fill('after the paint'));
    // With the time its data was read, which the tab's first socket asks about (decision 0043).
    const state = stateOf(page.text) as { drawnAt: number };
    expect(state).toEqual({
      user: account,
      queries: { mutations: [], queries: [{ queryKey: ['auth', 'user'], user: account.id }] },
      drawnAt: expect.any(Number),
    });
    expect(state.drawnAt).toBeGreaterThanOrEqual(asked);
    expect(state.drawnAt).toBeLessThanOrEqual(Date.now());
    // The refused write did not happen: the session still works.
    await user.agent.get('/api/auth/user').expect(200);
  });

  it('is left to the app when it cannot be drawn', async () => {
    const user = await signUpWithUsername(app, 'drawn');
    const settings = await user.agent.get('/settings').expect(200);
    expect(settings.text).toContain('<div id="root"></div>');
    expect(codeFetchesOf(settings.text)).toEqual(Array(4).fill('at once'));
    expect(stateOf(settings.text)).toEqual({ user: expect.objectContaining({ id: expect.any(String) }) });
    // A screen whose loading writes (a digest email's saved search) the renderer leaves to the app.
    const link = await user.agent.get('/jobs?savedSearch=abc').expect(200);
    expect(link.text).toContain('<div id="root"></div>');
    expect(stateOf(link.text)).toEqual({ user: expect.objectContaining({ id: expect.any(String) }) });
    const signedOut = await request(app.getHttpServer()).get('/settings').expect(200);
    expect(signedOut.text).toContain('<div id="root"></div>');
    expect(stateOf(signedOut.text)).toEqual({ user: null });
    const head = await user.agent.head('/jobs').expect(200);
    expect(head.text).toBeUndefined();
  });

  it('is drawn for a visitor too, on every screen but the landing page the build drew (decision 0083)', async () => {
    const visitor = () => request(app.getHttpServer());
    for (const path of ['/login', '/login?mode=signup', '/terms', '/reset-password?token=abc', '/no/such/screen', '/jobs']) {
      const page = await visitor().get(path).set('Accept-Encoding', 'identity').expect(200);
      // Read as nobody: the visitor's reads carry no session.
      expect({
        path,
        drawn: page.text.includes('<div id="root" aria-busy="true"><main class="m_page"><h1>Welcome</h1><p>false</p></main>'),
      }).toEqual({
        path,
        drawn: true,
      });
      expect(stateOf(page.text)).toEqual({ user: null, queries: { mutations: [], queries: [] }, drawnAt: expect.any(Number) });
      expect(codeFetchesOf(page.text).every((when) => when === 'after the paint')).toBe(true);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['etag']).toBeUndefined();
    }
    // The information pages may be found by search engines; a public page that shows nothing may not.
    expect((await visitor().get('/terms').expect(200)).text).not.toContain('noindex');
    const landing = await visitor().get('/').expect(200);
    expect(landing.text).toContain('<h1>Find Verified Remote Work</h1>');
    expect(landing.text).not.toContain('<h1>Welcome</h1>');
    // HEAD asks for the headers alone: the prepared page's, nothing drawn.
    const head = await visitor().head('/login').expect(200);
    expect(head.headers['etag']).toMatch(/^W\/"/);
  });

  it('is a redirect where a route of the app sends the user elsewhere, only ever to a path of this site (decision 0083)', async () => {
    const user = await signUpWithUsername(app, 'drawn');
    const moved = await user.agent.get(`/login?next=${encodeURIComponent('/jobs?sort=newest')}`).expect(302);
    expect(moved.headers['location']).toBe('/jobs?sort=newest');
    for (const elsewhere of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x']) {
      const page = await user.agent.get(`/login?next=${encodeURIComponent(elsewhere)}`).expect(200);
      expect({ elsewhere, location: page.headers['location'] }).toEqual({ elsewhere, location: undefined });
    }
  });

  it('goes out uncompressed and kept by no one when an answer it shows carries a secret', async () => {
    const user = await signUpWithUsername(app, 'drawn');
    const page = await user.agent.get('/messages').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-store, no-transform');
    expect(page.text).toContain('<main class="m_page">');
  });

  it('keeps the renderer and its index to the server', async () => {
    for (const path of ['/.server/prerender.cjs', '/.server/stylesheet-index.json']) {
      const answer = await request(app.getHttpServer()).get(path).expect(200);
      expect({
        path,
        type: answer.headers['content-type'],
        leaked: answer.text.includes('renderSignedInScreen') || answer.text.includes('m_page{'),
      }).toEqual({
        path,
        type: expect.stringMatching(/^text\/html/),
        leaked: false,
      });
    }
  });
});
