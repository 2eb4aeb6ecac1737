// The one place that wraps it (eslint.config.mjs).
// eslint-disable-next-line no-restricted-imports
import { lazyRouteComponent } from '@tanstack/react-router';
import { tellingDownloadFailures } from './code-loading';

/**
 * A route's screen whose code loads when the route is first visited (TanStack's
 * lazyRouteComponent), with a failed download left to the route's error screen, which asks the
 * server whether a new release replaced the code before it loads the page again (decision 0050).
 */
export const lazyScreen: typeof lazyRouteComponent = (importer, exportName) =>
  lazyRouteComponent(tellingDownloadFailures(importer), exportName);
