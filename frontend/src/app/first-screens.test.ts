import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { firstScreens } from '../../build-tools/first-screens';
import { signedInRoute } from '../routes/signed-in';
import { createAppRouter } from './router';

// Variables, not literals: Vite turns `new URL('literal', import.meta.url)` into an asset address.
const frontendFolder = '../../';
const routesFolder = '../routes/';
const root = fileURLToPath(new URL(frontendFolder, import.meta.url));
const screens = firstScreens(root);

/** The full paths of the signed-in route table, as the router gives them. */
function signedInPaths() {
  const router = createAppRouter({ queryClient: new QueryClient(), history: createMemoryHistory() });
  return (Object.values(router.routesById) as AnyRoute[])
    .filter((route) => route.id.startsWith(`${signedInRoute.id}/`))
    .map((route) => route.fullPath as string);
}

describe('the code preloaded with a signed-in screen, read from the route files', () => {
  it('names every screen of the signed-in route table, and no other path', () => {
    const paths = signedInPaths();
    expect(paths.length).toBeGreaterThan(20);
    expect(Object.keys(screens.screens).sort()).toEqual([...new Set(paths)].sort());
  });

  it("gives each screen the components its route file loads lazily, and the frame the signed-in layout's", () => {
    expect(screens.screens['/contracts/$contractId']).toEqual([
      'src/features/contracts/components/ContractDetailPage.tsx',
      'src/features/moderation/components/ContractDispute.tsx',
    ]);
    expect(screens.screens['/admin/people']).toEqual(['src/features/admin/components/AdminPage.tsx']);
    for (const [path, modules] of Object.entries(screens.screens)) {
      expect({ path, modules: modules.length > 0 }).toEqual({ path, modules: true });
      for (const module of modules) expect(module).toMatch(/^src\/features\/[^/]+\/components\/\w+\.tsx$/);
    }
    // The member's frame, and the visitor's on the public screens (decision 0061).
    expect(screens.frame).toEqual(['src/app/AppLayout.tsx', 'src/app/VisitorLayout.tsx']);
  });

  it('preloads with a screen only what its routes load: every lazy part of a signed-in route file', () => {
    const routeFiles = readdirSync(new URL(routesFolder, import.meta.url)).filter(
      (name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'),
    );
    for (const name of routeFiles) {
      const text = readFileSync(new URL(name, new URL(routesFolder, import.meta.url)), 'utf8');
      if (!text.includes('getParentRoute: () => signedInRoute')) continue;
      const lazyScreens = [...text.matchAll(/const (\w+) = lazyScreen\(/g)].map((match) => match[1]);
      // The loader preloads every one, so the page's preload list adds no code the screen would not load anyway.
      for (const part of lazyScreens)
        expect({ name, part, preloaded: text.includes(`${part}.preload?.()`) }).toMatchObject({ preloaded: true });
    }
  });
});

describe('the screens shown without the signed-in frame', () => {
  it('are the sign-in and sign-out screens, the pages email links open, the information pages and the username setup', () => {
    expect([...screens.frameless].sort()).toEqual(
      [
        'src/features/auth/components/SignInScreen.tsx',
        'src/features/auth/components/LogoutScreen.tsx',
        'src/features/account-links/components/ForgotPasswordPage.tsx',
        'src/features/account-links/components/ResetPasswordPage.tsx',
        'src/features/account-links/components/VerifyEmailPage.tsx',
        'src/features/account-links/components/ConfirmEmailChangePage.tsx',
        'src/features/account-links/components/UnsubscribePage.tsx',
        'src/features/landing/components/TermsPage.tsx',
        'src/features/landing/components/PrivacyPage.tsx',
        'src/features/landing/components/RankingPage.tsx',
        'src/features/landing/components/HelpPage.tsx',
        'src/features/landing/components/ContactPage.tsx',
        'src/features/username/components/UsernameSetupForm.tsx',
      ].sort(),
    );
  });
});
