/**
 * When a part of the app's code cannot be downloaded (decision 0050). Two causes look the same to
 * the page: the network failed (the file is there; trying again works, as browsers fetch a failed
 * module again), or a new release replaced the files (the old one is gone for good: only a page
 * of the new release helps).
 */

/** How the browsers say a module could not be fetched (Chromium, Firefox, Safari). */
const CODE_LOAD_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed/i;
/** The file the browser names in its message (Chromium and Firefox do). */
const FAILED_FILE = /\bhttps?:\/\/\S+?\.m?js\b/;
export const CODE_LOAD_FAILURE_MESSAGE = 'Part of the app could not be downloaded. Check your connection and try again.';

/** The session storage key under which a reload for a gone file is remembered, so it happens once. */
const RELOADED_FOR = 'code-loading:reloaded-for';

/**
 * A download failure of a screen's code, told in the app's words. The browser's own words would
 * make the router load the page again at once (TanStack's lazyRouteComponent does for any such
 * failure), which offline ends on the browser's error page; the route's error screen decides
 * instead (src/app/router.tsx).
 */
export class CodeDownloadFailure extends Error {
  constructor(readonly original: Error) {
    super(CODE_LOAD_FAILURE_MESSAGE);
    this.name = 'CodeDownloadFailure';
  }
}

/** The browser's failure, whether as it came or wrapped in the app's words. */
const browserFailure = (error: unknown): Error | undefined =>
  error instanceof CodeDownloadFailure ? error.original : error instanceof Error ? error : undefined;

export function isCodeLoadFailure(error: unknown): boolean {
  const failure = browserFailure(error);
  return failure !== undefined && CODE_LOAD_FAILURE.test(failure.message);
}

/** `load`, with a download failure told in the app's words (CodeDownloadFailure); any other error as it was. */
export function tellingDownloadFailures<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () =>
    load().catch((error: unknown) => {
      throw isCodeLoadFailure(error) ? new CodeDownloadFailure(error as Error) : error;
    });
}

/**
 * Whether the file that failed is gone from the server, that is a new release replaced it. False
 * when the server has it, cannot be asked (offline) or the browser did not name it.
 */
export async function isFromAnOldRelease(error: unknown): Promise<boolean> {
  const file = FAILED_FILE.exec(browserFailure(error)?.message ?? '')?.[0];
  if (!file || new URL(file).origin !== window.location.origin) return false;
  try {
    const response = await fetch(file, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false;
  }
}

/**
 * Loads the page again, for the new release, unless this session already did for the same
 * failure (a release whose own files are missing would otherwise reload without end). True when
 * the page is being reloaded.
 */
function reloadForTheNewRelease(error: unknown): boolean {
  const failure = browserFailure(error)?.message ?? String(error);
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === failure) return false;
    sessionStorage.setItem(RELOADED_FOR, failure);
  } catch {
    // Without session storage there is no way to know it happened before: no reload.
    return false;
  }
  window.location.reload();
  return true;
}

/** Reloads the page for a new release if the failure says the code is from an old one; true when it does. */
export async function recoverFromCodeLoadFailure(error: unknown): Promise<boolean> {
  return isCodeLoadFailure(error) && (await isFromAnOldRelease(error)) && reloadForTheNewRelease(error);
}
