import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The installed router's Layer, patched (patches/router+*.patch): each route layer's segmentsKey, and Layer.segmentsKey(path). */
type RouteLayer = { segmentsKey?: string; match(path: string): unknown };
// The router's own module, which has no types.
const Layer = createRequire(__filename)('router/lib/layer') as {
  new (path: string, options: { end: boolean; strict: boolean; sensitive: boolean }, handle: () => void): RouteLayer;
  segmentsKey(path: string): string;
};

const openApi = JSON.parse(readFileSync(join(__dirname, '../../../openapi.json'), 'utf8')) as { paths: Record<string, unknown> };
/** Every route of the API as Express holds it ({id} → :id), and the shapes Nest and the app add. */
const ROUTES = [
  ...Object.keys(openApi.paths).map((path) => path.replace(/\{(\w+)\}/g, ':$1')),
  '/',
  '/api',
  '/api/',
  '/api/{*path}',
  '/api/docs/',
  '/api/docs/swagger-ui-init.js',
  '/api{/:optional}',
  '/:anything',
];

/** Request paths: each route with values in its parameters, then changed the ways a client can change them. */
function requestPaths(): string[] {
  const filled = ROUTES.map((route) =>
    route
      .replace(/\{\*\w+\}/g, 'a/b')
      .replace(/\{\/:\w+\}/g, '/x')
      .replace(/:\w+/g, 'abc-123'),
  );
  const variants = filled.flatMap((path) => [
    path,
    path.toUpperCase(),
    `${path}/`,
    `${path}//`,
    path.replace(/^\/api\//, '/api//'),
    path.replace(/^\/api/, '//api'),
    path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
    path.replace(/s/g, '\u017f').replace(/k/g, '\u212a'),
    `${path}/more/segments`,
  ]);
  return [...new Set([...variants, '', '*', '/api', '/API', '/Api/', '/api/jobs', '/api/jobs/client/x'])];
}

describe('the router patch (patches/ beside this file, applied by postinstall): route layers passed over by their first segments', () => {
  it('is applied to the installed router', () => {
    expect(readFileSync(require.resolve('router'), 'utf8')).toContain('layer.segmentsKey !== key');
    expect(readFileSync(require.resolve('router/lib/layer'), 'utf8')).toContain('this.segmentsKey =');
  });

  it("never passes over a route that matches the path: for every route of the API and every request path, a match has the path's key", () => {
    const layers = ROUTES.map((route) => ({ route, layer: new Layer(route, { end: true, strict: false, sensitive: false }, () => {}) }));
    const paths = requestPaths();
    let matches = 0;
    const passedOver: string[] = [];
    for (const path of paths) {
      for (const { route, layer } of layers) {
        let matched: unknown;
        try {
          matched = layer.match(path);
        } catch {
          matched = true; // a decoding error is raised only by a layer that is matched, so it must not be passed over either
        }
        if (!matched) continue;
        matches += 1;
        if (layer.segmentsKey !== undefined && layer.segmentsKey !== Layer.segmentsKey(path)) passedOver.push(`${route} ← ${path}`);
      }
    }
    expect(passedOver).toEqual([]);
    expect(matches).toBeGreaterThan(ROUTES.length * 3);
  });

  it('keys every route of the API, and none whose first segments hold a parameter, a wildcard or a group', () => {
    const key = (route: string, options = { end: true, strict: false, sensitive: false }) =>
      new Layer(route, options, () => {}).segmentsKey;
    const unkeyed = Object.keys(openApi.paths).filter((path) => key(path.replace(/\{(\w+)\}/g, ':$1')) === undefined);
    expect(unkeyed).toEqual([]);
    expect(key('/api/jobs/:id')).toBe('api/jobs');
    expect(key('/API/Jobs')).toBe('api/jobs');
    expect(key('/api/')).toBe('api');
    for (const route of ['/', '/api/{*path}', '/api/:id', '/:a', '/api{/:x}', '/api/jobs{.json}']) expect(key(route)).toBeUndefined();
    // Middleware (a prefix) and case-sensitive routes match in other ways: never keyed.
    expect(key('/api/jobs', { end: false, strict: false, sensitive: false })).toBeUndefined();
    expect(key('/api/jobs', { end: true, strict: false, sensitive: true })).toBeUndefined();
    expect([
      Layer.segmentsKey('/api/jobs/x'),
      Layer.segmentsKey('/API/Jobs/'),
      Layer.segmentsKey('/api/'),
      Layer.segmentsKey('/api//jobs'),
    ]).toEqual(['api/jobs', 'api/jobs', 'api', 'api']);
  });
});
