import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { attachDeferredStylesheets, readPageState, seedPageState, takeOverDrawnPage } from './first-load';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * Hands the main thread back to the browser between the steps of the start, so that none of them
 * adds to the others into one long task: a phone paints, and answers a tap, in between.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts the app in the page's root, taking over the screen drawn into it if there is one. */
export async function startApp(container: HTMLElement): Promise<void> {
  // The landing page arrives drawn (the build prerenders it), and so does a signed-in screen (the
  // server draws it, with its data in the page state), with the rules it uses inlined: the app's
  // first render replaces it with the same screen, so it waits for the route, not for the whole
  // stylesheet, and shows no loader over the page. Any other page waits for the stylesheet.
  const prerendered = container.hasChildNodes();
  const stylesheets = attachDeferredStylesheets();
  const queryClient = createQueryClient();
  seedPageState(queryClient, readPageState());
  await nextTask();
  const router = createAppRouter({ queryClient });
  await nextTask();
  await (prerendered ? router.load() : stylesheets);
  await nextTask();
  const root = createRoot(container);
  if (prerendered) takeOverDrawnPage(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole screen: a tap or a paint is never kept waiting long.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
