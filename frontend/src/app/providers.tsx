import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { DEFAULT_COLOR_SCHEME, themeStorageColorSchemeManager } from '../lib/color-scheme';
import { useLazyPart } from '../lib/use-lazy-part';
import type { Toasts as ToastsHost } from '../components/Toasts';
import { cssVariablesResolver, theme } from '../theme';

const colorSchemeManager = themeStorageColorSchemeManager();

const loadToasts = () => import('../components/Toasts').then((module) => module.Toasts);

/** The toasts' container (transitions, portal), which the first paint does not need: toasts shown before it is there wait in their store. */
function LazyToasts() {
  const [Toasts, setToasts] = useState<typeof ToastsHost>();
  useLazyPart(loadToasts, setToasts);
  return Toasts ? <Toasts /> : null;
}

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
      <LazyToasts />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
