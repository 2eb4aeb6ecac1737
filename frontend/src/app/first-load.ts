import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../api/types';
import { authKeys } from '../features/auth/api';

/** The element the server writes into every page it serves (backend/src/platform/http/spa.ts). */
export const PAGE_STATE_ELEMENT_ID = 'page-state';
/** Marks the stylesheets the build turned into preloads (vite.config.ts), attached by the app itself. */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';

/** What the server knows when it sends the page: who is signed in (null: nobody). */
export type PageState = { user: User | null };

/** The page's state as the server wrote it, or undefined where it wrote none (the dev server). */
export function readPageState(document: Document = window.document): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<PageState> | null;
    return state && 'user' in state ? { user: state.user ?? null } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the signed-in user the page arrived with into the cache, so the first screen does not wait
 * for a round trip to `GET /api/auth/user` before it knows what to show.
 */
export function seedPageState(queryClient: QueryClient, state: PageState | undefined): void {
  if (state) queryClient.setQueryData(authKeys.currentUser, state.user);
}

/**
 * The build sends the stylesheet as a preload, so it never blocks the first paint (a prerendered
 * page paints with its critical rules inlined); the app attaches it and waits for it before its
 * first render, so nothing shows unstyled. A stylesheet that fails to load does not stop the app.
 */
export function attachDeferredStylesheets(document: Document = window.document): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLESHEET_ATTRIBUTE}]`)];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const stylesheet = document.createElement('link');
          stylesheet.rel = 'stylesheet';
          stylesheet.href = preload.href;
          if (preload.crossOrigin !== null) stylesheet.crossOrigin = preload.crossOrigin;
          stylesheet.addEventListener('load', () => resolve());
          stylesheet.addEventListener('error', () => resolve());
          preload.replaceWith(stylesheet);
        }),
    ),
  ).then(() => undefined);
}

/**
 * A drawn page is replaced by the app's first render; what the visitor typed into it by then (and
 * where the cursor was) is typed into the app's fields of the same name, as input events, so the
 * screen's state holds it. Call before rendering; the carry-over happens when the render commits.
 */
export function carryOverTypedValues(container: HTMLElement): void {
  const drawn = [...container.querySelectorAll<HTMLInputElement>('input[name]')];
  if (drawn.length === 0) return;
  let focused: string | undefined;
  const onFocus = (event: FocusEvent) => {
    focused = event.target instanceof HTMLInputElement ? event.target.name : undefined;
  };
  container.addEventListener('focusin', onFocus);
  if (document.activeElement instanceof HTMLInputElement && drawn.includes(document.activeElement)) focused = document.activeElement.name;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const observer = new MutationObserver(() => {
    observer.disconnect();
    container.removeEventListener('focusin', onFocus);
    for (const input of drawn) {
      const replacement = container.querySelector<HTMLInputElement>(`input[name="${CSS.escape(input.name)}"]`);
      if (!replacement) continue;
      if (input.value !== '') {
        setValue.call(replacement, input.value);
        replacement.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (input.name === focused) replacement.focus();
    }
  });
  observer.observe(container, { childList: true });
}
