import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { DEFAULT_COLOR_SCHEME, themeStorageColorSchemeManager } from '../lib/color-scheme';
import { cssVariablesResolver, theme } from '../theme';

const colorSchemeManager = themeStorageColorSchemeManager();

// The toasts' container (transitions, portal) is not needed for the first paint.
const Toasts = lazy(() => import('../components/Toasts').then(({ Toasts }) => ({ default: Toasts })));

export type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /**
   * 'test' turns off Mantine's transitions and portals, and its global classes: jsdom applies their
   * media queries at its one desktop width, which would hide the phone-only controls the
   * component tests use (layout is the browser tests' to check).
   */
  env?: 'default' | 'test';
};

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      env={env}
      withGlobalClasses={env !== 'test'}
    >
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
