import type { Dispatch, SetStateAction } from 'react';
import { useEffect } from 'react';
import { recoverFromCodeLoadFailure } from './code-loading';

/** The longest pause between two tries at a part's code (the first is one second, then doubling). */
const LONGEST_PAUSE_MS = 60_000;

/**
 * Loads the code of a part of the screen once the rest has drawn (the toasts' host, the theme
 * menu) and hands it to `setPart`, a state setter of the caller's (a component kept in state is
 * one React can render). React.lazy would keep a failed download failed for the page's life, and
 * throw it to the whole app; this tries again, at once when the browser is back online and
 * otherwise after growing pauses, and reloads the page when the code is from a release the server
 * no longer has (decision 0050). `load` must be the same function on every render.
 */
export function useLazyPart<Part>(load: () => Promise<Part>, setPart: Dispatch<SetStateAction<Part | undefined>>): void {
  useEffect(() => {
    let mounted = true;
    let failures = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      clearTimeout(retry);
      load().then(
        (loaded) => {
          if (mounted) setPart(() => loaded);
        },
        (error: unknown) => {
          if (!mounted) return;
          void recoverFromCodeLoadFailure(error);
          failures += 1;
          retry = setTimeout(attempt, Math.min(LONGEST_PAUSE_MS, 1_000 * 2 ** (failures - 1)));
        },
      );
    };
    attempt();
    window.addEventListener('online', attempt);
    return () => {
      mounted = false;
      clearTimeout(retry);
      window.removeEventListener('online', attempt);
    };
  }, [load, setPart]);
}
