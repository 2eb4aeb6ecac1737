import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { confirmEmailRoute, forgotPasswordRoute, resetPasswordRoute, unsubscribeRoute, verifyEmailRoute } from '../routes/account-links';
import { contactRoute, helpRoute, privacyRoute, rankingRoute, termsRoute } from '../routes/info-pages';
import { loginRoute } from '../routes/login';
import { logoutRoute } from '../routes/logout';
import { signedInRoute } from '../routes/signed-in';
import { createAppRouter } from './router';

describe('the route tree', () => {
  it('puts every screen under the signed-in guard, but the session screens, the pages email links open and the information pages', () => {
    const router = createAppRouter({ queryClient: new QueryClient(), history: createMemoryHistory() });
    const isUnderGuard = (route: AnyRoute): boolean =>
      !!route.parentRoute && (route.parentRoute === signedInRoute || isUnderGuard(route.parentRoute));
    const screens = Object.values(router.routesById as Record<string, AnyRoute>).filter(
      (route) => !route.isRoot && route !== signedInRoute,
    );

    const unguarded = screens.filter((route) => !isUnderGuard(route)).map((route) => route.fullPath);
    const signedOutScreens = [
      loginRoute,
      logoutRoute,
      forgotPasswordRoute,
      resetPasswordRoute,
      verifyEmailRoute,
      confirmEmailRoute,
      unsubscribeRoute,
      termsRoute,
      privacyRoute,
      helpRoute,
      rankingRoute,
      contactRoute,
    ];
    expect(unguarded.sort()).toEqual(signedOutScreens.map((route) => route.fullPath).sort());
    expect(screens.length).toBeGreaterThan(2);
  });
});
