import { readdirSync, readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { signedInRoute } from '../routes/signed-in';
import { FIRST_SCREEN_MODULES, FRAMELESS_SCREEN_MODULES, SIGNED_IN_FRAME_MODULES } from './first-screens';
import { createAppRouter } from './router';

// Variables, not literals: Vite turns `new URL('literal', import.meta.url)` into an asset address.
const srcFolder = '../';
const routesFolder = '../routes/';
const read = (relative: string, base = srcFolder) => readFileSync(new URL(relative, new URL(base, import.meta.url)), 'utf8');
const routeFiles = readdirSync(new URL(routesFolder, import.meta.url))
  .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
  .map((name) => read(name, routesFolder));
/** The modules a route file imports lazily, as `features/…/Page`. */
const lazyImportsOf = (text: string) =>
  [...text.matchAll(/import\('\.\.\/(features\/[^']+\/components\/[^']+)'\)/g)].map((match) => match[1]);

/** How a route file imports a module lazily: `import('../features/…/Page')`. */
const lazyImportOf = (module: string) => `import('../${module.replace(/^src\//, '').replace(/\.tsx?$/, '')}')`;

describe('the code preloaded with a signed-in screen', () => {
  it('names every screen of the signed-in route table, and no other path', () => {
    // The router gives each route its id and full path.
    const router = createAppRouter({ queryClient: new QueryClient(), history: createMemoryHistory() });
    const paths = (Object.values(router.routesById) as AnyRoute[])
      .filter((route) => route.id.startsWith(`${signedInRoute.id}/`))
      .map((route) => route.fullPath);
    expect(paths.length).toBeGreaterThan(20);
    expect(Object.keys(FIRST_SCREEN_MODULES).sort()).toEqual([...new Set(paths)].sort());
  });

  it('names modules the route of that path loads lazily', () => {
    for (const [path, modules] of Object.entries(FIRST_SCREEN_MODULES)) {
      const file = routeFiles.find((text) => text.includes(`'${path}'`));
      expect(file, `the route file of ${path}`).toBeDefined();
      for (const module of modules) expect({ path, imports: file!.includes(lazyImportOf(module)) }).toEqual({ path, imports: true });
    }
    expect(read('routes/signed-in.tsx')).toContain(lazyImportOf(SIGNED_IN_FRAME_MODULES[0]));
  });
});

describe('the screens shown without the signed-in frame', () => {
  it('are every screen a route file outside the frame loads lazily, and no other', () => {
    // Route files whose routes hang off the root, and the username setup the root shows in any route's place.
    const frameless = routeFiles.filter(
      (text) => !text.includes('getParentRoute: () => signedInRoute') && !text.includes('createRootRoute'),
    );
    const lazyScreens = frameless.flatMap(lazyImportsOf);
    expect(lazyScreens.length).toBeGreaterThan(5);
    expect(FRAMELESS_SCREEN_MODULES.map((module) => module.replace(/^src\//, '').replace(/\.tsx$/, '')).sort()).toEqual(lazyScreens.sort());
  });
});
