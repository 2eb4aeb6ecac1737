import { hydrate } from '@tanstack/react-query';
import type { DehydratedState, QueryClient, QueryKey } from '@tanstack/react-query';
import type { User } from '../api/types';
import { authKeys } from '../features/auth/api';
import { setPageDataReadAt } from '../lib/page-data';
import { DEFERRED_STYLESHEET_ATTRIBUTE, DRAWN_PAGE_ATTRIBUTE } from './page-markers';

/** The element the server writes into every page it serves (backend/src/platform/http/spa.ts). */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * What the server knows when it sends the page: who is signed in (null: nobody), and the data of
 * the screen it drew into the page, if it drew one (src/prerender.tsx), with the time it read it.
 */
export type PageState = { user: User | null; queries?: DehydratedState; drawnAt?: number };

/** The page's state as the server wrote it, or undefined where it wrote none (the dev server). */
export function readPageState(document: Document = window.document): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<PageState> | null;
    if (!state || !('user' in state)) return undefined;
    const { user = null, queries, drawnAt } = state;
    if (!queries) return { user };
    return typeof drawnAt === 'number' ? { user, queries, drawnAt } : { user, queries };
  } catch {
    return undefined;
  }
}

/**
 * Puts the signed-in user the page arrived with into the cache, so the first screen does not wait
 * for a round trip to `GET /api/auth/user` before it knows what to show; and the data the server
 * drew the screen from, so the app's first render draws the same screen without asking again.
 */
export function seedPageState(queryClient: QueryClient, state: PageState | undefined): void {
  if (!state) return;
  if (state.queries) {
    hydrate(queryClient, state.queries);
    drawnQueryKeys = state.queries.queries.map((query) => query.queryKey);
    if (state.drawnAt !== undefined) setPageDataReadAt(state.drawnAt);
  }
  queryClient.setQueryData(authKeys.currentUser, state.user);
}

let drawnQueryKeys: QueryKey[] = [];

/**
 * The keys of the data the page arrived with, once: it was read when the server drew the screen,
 * before this tab's socket could hear of any change, so the first connection makes it stale
 * unless the server is sure nothing happened since (server-event-queries.ts). Empty after the
 * first call, and for a page drawn without data.
 */
export function takeDrawnQueryKeys(): QueryKey[] {
  const keys = drawnQueryKeys;
  drawnQueryKeys = [];
  return keys;
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

/** The control of a drawn page tapped before the app took over (index.html's second script marks it). */
export const PENDING_TAP_ATTRIBUTE = 'data-pending-tap';
/** What index.html's second script counts as a control: keep the two in step. */
export const DRAWN_CONTROL_SELECTOR =
  'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], input[type="checkbox"], input[type="radio"]';

/** How long what the visitor did on the drawn page waits for its match in the app (a lazy part of the screen may come later). */
const CARRY_OVER_WAIT_MS = 10_000;

/**
 * A drawn page is replaced by the app's first render. Until then it shows the screen but cannot act:
 * its root says so with aria-busy, which goes when the app's render commits. What the visitor did
 * meanwhile is carried over: what they typed into a field or a text area (and where the cursor was)
 * is typed into the app's matching one (same name, else placeholder, else label: its own or its
 * <label>'s) as input events, so the screen's state
 * holds it, with what they type into the focused field while its match is not there yet; the last control they tapped (index.html keeps it) is tapped again in the app, when it
 * is there too. A field or control that a later commit brings (a form whose code is fetched when the
 * screen shows) is waited for, up to CARRY_OVER_WAIT_MS. Call before rendering.
 */
export function takeOverDrawnPage(container: HTMLElement): void {
  const drawnPage = [...container.children];
  // Each drawn field's key, read while it is in the page: once replaced, its <label> is no longer its own.
  const drawnKeys = new Map<TextField, string>();
  for (const input of container.querySelectorAll<TextField>(TEXT_FIELDS)) {
    const key = fieldKey(input);
    if (key !== undefined) drawnKeys.set(input, key);
  }
  const drawn = [...drawnKeys.keys()];
  let focused: string | undefined;
  const onFocus = (event: FocusEvent) => {
    focused = isTextField(event.target) ? fieldKey(event.target) : undefined;
  };
  container.addEventListener('focusin', onFocus);
  if (isTextField(document.activeElement) && drawn.includes(document.activeElement)) focused = fieldKey(document.activeElement);
  // The focused field's text from the commit on: the drawn field is gone, so what is typed until its
  // match comes (a lazy form) reaches the page, not a field, and is kept here for the match.
  let focusedText: string | undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (focusedText === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
    // Only keys that reach nothing: once the visitor focuses something else, the keys are its own.
    if (document.activeElement && document.activeElement !== document.body) return;
    if (event.key === 'Backspace') focusedText = focusedText.slice(0, -1);
    else if (event.key.length === 1) focusedText += event.key;
  };
  const stopKeepingKeys = () => document.removeEventListener('keydown', onKeyDown, true);
  const textOf = (input: TextField) => (drawnKeys.get(input) === focused && focusedText !== undefined ? focusedText : input.value);
  const typedInto = (input: TextField) => textOf(input) !== '' && input.type !== 'file';
  /** Types the drawn field's text into its match and moves the cursor there; false while the app has no match. */
  const carryOver = (input: TextField): boolean => {
    const key = drawnKeys.get(input);
    const replacement = [...container.querySelectorAll<TextField>(TEXT_FIELDS)].find(
      (candidate) => candidate.tagName === input.tagName && fieldKey(candidate) === key,
    );
    if (!replacement) return false;
    if (typedInto(input)) {
      // The element class's own setter, under the one React watches on the element: React sees a change.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(replacement), 'value')!.set!.call(replacement, textOf(input));
      replacement.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (key === focused) {
      stopKeepingKeys();
      replacement.focus();
    }
    return true;
  };
  let waiting: TextField[] | undefined;
  let tapped: Element | undefined;
  const observer = new MutationObserver((records) => {
    if (waiting === undefined) {
      // The render's commit replaces the drawn page: the root's own children change.
      if (!records.some((record) => record.target === container)) return;
      container.removeEventListener('focusin', onFocus);
      container.removeAttribute(DRAWN_PAGE_ATTRIBUTE);
      waiting = drawn.filter((input) => typedInto(input) || drawnKeys.get(input) === focused);
      const focusedInput = waiting.find((input) => drawnKeys.get(input) === focused);
      if (focusedInput) {
        focusedText = focusedInput.value;
        document.addEventListener('keydown', onKeyDown, true);
      }
      tapped = drawnControls(drawnPage).find((control) => control.hasAttribute(PENDING_TAP_ATTRIBUTE));
      window.setTimeout(() => {
        observer.disconnect();
        stopKeepingKeys();
      }, CARRY_OVER_WAIT_MS);
    }
    waiting = waiting.filter((input) => !carryOver(input));
    // The tap after the typing (a Continue after its field), once its control is there too.
    if (tapped && waiting.length === 0 && matchingControl(tapped, drawnPage, container)) {
      const control = tapped;
      tapped = undefined;
      // After the render's effects: a menu or a dialog is ready to open.
      window.setTimeout(() => matchingControl(control, drawnPage, container)?.click());
    }
    if (waiting.length === 0 && !tapped) observer.disconnect();
  });
  observer.observe(container, { childList: true, subtree: true });
}

/** The app's control that stands where the drawn one stood: same element, role, label and text, and the same place among its likes. */
function matchingControl(tapped: Element, drawnPage: Element[], container: HTMLElement): HTMLElement | undefined {
  const key = controlKey(tapped);
  const likes = (elements: Element[]) => elements.filter((element) => controlKey(element) === key);
  const control = likes([...container.querySelectorAll(DRAWN_CONTROL_SELECTOR)])[likes(drawnControls(drawnPage)).indexOf(tapped)];
  return control instanceof HTMLElement ? control : undefined;
}

/** The controls of the drawn page, in document order. */
function drawnControls(drawnPage: Element[]): Element[] {
  return drawnPage.flatMap((element) =>
    [element, ...element.querySelectorAll(DRAWN_CONTROL_SELECTOR)].filter((node) => node.matches(DRAWN_CONTROL_SELECTOR)),
  );
}

function controlKey(element: Element): string {
  return [
    element.tagName,
    element.getAttribute('role'),
    element.getAttribute('aria-label'),
    element.getAttribute('type'),
    element.textContent?.trim(),
  ].join('|');
}

/** The fields whose text is carried over: one-line inputs and text areas (a cover letter, a message). */
type TextField = HTMLInputElement | HTMLTextAreaElement;
const TEXT_FIELDS = 'input, textarea';

function isTextField(element: EventTarget | null): element is TextField {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

/** What identifies a field across the two renders: ids differ (React names them per render), these do not. */
function fieldKey(input: TextField): string | undefined {
  if (input.name) return `name:${input.name}`;
  if (input.placeholder) return `placeholder:${input.placeholder}`;
  // Most of the app's fields are named by a <label> of their own (Mantine's label prop): the sign-in form's Email.
  const label = input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent?.trim();
  return label ? `label:${label}` : undefined;
}
