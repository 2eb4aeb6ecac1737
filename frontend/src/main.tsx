import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { attachDeferredStylesheets, readPageState, seedPageState, takeOverDrawnPage } from './app/first-load';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

const queryClient = createQueryClient();
seedPageState(queryClient, readPageState());
const router = createAppRouter({ queryClient });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// The landing page arrives drawn (the build prerenders it), and so does a signed-in screen (the
// server draws it, with its data in the page state), with the rules it uses inlined: the app's
// first render replaces it with the same screen, so it waits for the route, not for the whole
// stylesheet, and shows no loader over the page. Any other page waits for the stylesheet.
const prerendered = container.hasChildNodes();
const root = createRoot(container);
const stylesheets = attachDeferredStylesheets();

void (prerendered ? router.load() : stylesheets).then(() => {
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
});
