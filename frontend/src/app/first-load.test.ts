import { dehydrate, QueryClient } from '@tanstack/react-query';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { authKeys } from '../features/auth/api';
import { makeUser } from '../test/fixtures';
import {
  attachDeferredStylesheets,
  DRAWN_CONTROL_SELECTOR,
  PENDING_TAP_ATTRIBUTE,
  readPageState,
  seedPageState,
  takeOverDrawnPage,
} from './first-load';
import { DEFERRED_STYLESHEET_ATTRIBUTE, DRAWN_PAGE_ATTRIBUTE } from './page-markers';

/** The drawn username setup, being taken over, with `text` typed into its focused field. */
function drawnUsernameSetup(text: string): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute(DRAWN_PAGE_ATTRIBUTE, 'true');
  document.body.append(container);
  container.innerHTML = '<h1>Choose your username</h1><input placeholder="your_username">';
  const drawn = container.querySelector('input')!;
  takeOverDrawnPage(container);
  drawn.focus();
  drawn.value = text;
  return container;
}

/** The app's first commit of that screen: its form is a lazy part still loading. */
async function commitWithoutTheForm(container: HTMLElement): Promise<void> {
  container.innerHTML = '<h1>Choose your username</h1><div class="loading"></div>';
  await new Promise((resolve) => setTimeout(resolve));
}

/** The form's field in a later commit, and what is typed into it as input events. */
async function formArrives(container: HTMLElement): Promise<{ field: HTMLInputElement; typed: string[] }> {
  const typed: string[] = [];
  const field = document.createElement('input');
  field.placeholder = 'your_username';
  field.addEventListener('input', () => typed.push(field.value));
  container.querySelector('.loading')!.replaceWith(field);
  await new Promise((resolve) => setTimeout(resolve));
  return { field, typed };
}

function pageWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body><div id="root"></div></body></html>`, 'text/html');
}

describe("the page's first state", () => {
  it('reads who is signed in from the page, and knows when the page says nothing', () => {
    const user = makeUser();
    const signedIn = pageWith(`<script id="page-state" type="application/json">${JSON.stringify({ user })}</script>`);
    expect(readPageState(signedIn)).toEqual({ user });
    expect(readPageState(pageWith('<script id="page-state" type="application/json">{"user":null}</script>'))).toEqual({ user: null });
    // The dev server's page, and a page whose state is damaged: the app asks the API.
    expect(readPageState(pageWith(''))).toBeUndefined();
    expect(readPageState(pageWith('<script id="page-state" type="application/json">{"user":</script>'))).toBeUndefined();
    expect(readPageState(pageWith('<script id="page-state" type="application/json">[]</script>'))).toBeUndefined();
  });

  it('puts the signed-in user in the cache, so the first screen does not wait to ask', () => {
    const queryClient = new QueryClient();
    seedPageState(queryClient, { user: null });
    expect(queryClient.getQueryState(authKeys.currentUser)?.status).toBe('success');
    expect(queryClient.getQueryData(authKeys.currentUser)).toBeNull();

    const unknown = new QueryClient();
    seedPageState(unknown, undefined);
    expect(unknown.getQueryState(authKeys.currentUser)).toBeUndefined();
  });

  it('puts the data of the screen the server drew in the cache, so the first render draws it without asking', () => {
    const user = makeUser();
    const drawn = new QueryClient();
    drawn.setQueryData(['dashboard', 'stats'], { activeContracts: 2 });
    drawn.setQueryData(authKeys.currentUser, { ...user, firstName: 'Stale' });
    const page = pageWith(
      `<script id="page-state" type="application/json">${JSON.stringify({ user, queries: dehydrate(drawn), drawnAt: 1_700_000_000_000 })}</script>`,
    );
    const state = readPageState(page);
    expect(state?.drawnAt).toBe(1_700_000_000_000);
    const queryClient = new QueryClient();
    seedPageState(queryClient, state);
    expect(queryClient.getQueryData(['dashboard', 'stats'])).toEqual({ activeContracts: 2 });
    // The page's user is the one the server read last.
    expect(queryClient.getQueryData(authKeys.currentUser)).toEqual(user);
  });
});

describe('the stylesheet the build defers', () => {
  it('becomes a stylesheet the app waits for, loaded or failed', async () => {
    const page = pageWith(
      `<link rel="preload" as="style" crossorigin href="/assets/a.css" ${DEFERRED_STYLESHEET_ATTRIBUTE}><link rel="preload" as="style" href="/assets/b.css" ${DEFERRED_STYLESHEET_ATTRIBUTE}>`,
    );
    let attached = false;
    const waiting = attachDeferredStylesheets(page).then(() => {
      attached = true;
    });
    const sheets = [...page.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(sheets.map((sheet) => [new URL(sheet.href).pathname, sheet.getAttribute('crossorigin')])).toEqual([
      ['/assets/a.css', ''],
      ['/assets/b.css', null],
    ]);
    expect(page.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
    sheets[0].dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(attached).toBe(false);
    sheets[1].dispatchEvent(new Event('error'));
    await waiting;
    expect(attached).toBe(true);
  });
});

describe('a drawn page the app takes over', () => {
  it('is typed into the field of the same name that replaces it, which keeps the cursor', async () => {
    const container = document.createElement('div');
    container.setAttribute(DRAWN_PAGE_ATTRIBUTE, 'true');
    document.body.append(container);
    container.innerHTML = '<form><input name="search"><input name="empty"></form>';
    const drawn = container.querySelector<HTMLInputElement>('input[name="search"]')!;
    takeOverDrawnPage(container);
    drawn.focus();
    drawn.value = 'night shift';

    const typed: string[] = [];
    const replacement = document.createElement('input');
    replacement.name = 'search';
    replacement.addEventListener('input', () => typed.push(replacement.value));
    const empty = document.createElement('input');
    empty.name = 'empty';
    empty.addEventListener('input', () => typed.push('empty field'));
    container.replaceChildren(replacement, empty);
    await new Promise((resolve) => setTimeout(resolve));

    expect(typed).toEqual(['night shift']);
    expect(document.activeElement).toBe(replacement);
    expect(container.hasAttribute(DRAWN_PAGE_ATTRIBUTE)).toBe(false);
    container.remove();
  });

  it("types into a field that a later commit brings, as when the form's code comes after the screen's", async () => {
    const container = drawnUsernameSetup('ada_lovelace');

    await commitWithoutTheForm(container);
    expect(container.hasAttribute(DRAWN_PAGE_ATTRIBUTE)).toBe(false);
    const { field, typed } = await formArrives(container);

    expect(typed).toEqual(['ada_lovelace']);
    expect(document.activeElement).toBe(field);
    container.remove();
  });

  it("keeps what is typed between the app's first commit and the focused field's match, and types it in", async () => {
    const container = drawnUsernameSetup('ada_l');

    // The first commit takes the drawn field away; the keystrokes that follow reach the page.
    await commitWithoutTheForm(container);
    for (const key of ['o', 'v', 'x', 'Backspace', 'e', 'Shift']) {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    }
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'r', ctrlKey: true, bubbles: true }));
    // A space on a button the visitor focused meanwhile is the button's.
    const button = document.createElement('button');
    container.append(button);
    button.focus();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    button.remove();
    const { field, typed } = await formArrives(container);

    expect(typed).toEqual(['ada_love']);
    expect(document.activeElement).toBe(field);
    // Once the field is there, keystrokes are its own.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve));
    expect(typed).toEqual(['ada_love']);
    container.remove();
  });

  it('carries a field without a name over by its placeholder or label (its own or its <label>), and says it is busy until replaced', async () => {
    const container = document.createElement('div');
    container.setAttribute(DRAWN_PAGE_ATTRIBUTE, 'true');
    document.body.append(container);
    container.innerHTML =
      '<input id="server-1" placeholder="Search by name"><input id="server-2" aria-label="Budget"><input id="server-3">' +
      '<label for="server-4">Email</label><input id="server-4" type="email">';
    const [byPlaceholder, byLabel, unnamed, byLabelElement] = container.querySelectorAll('input');
    takeOverDrawnPage(container);
    byPlaceholder.value = 'pia';
    byLabel.value = '40';
    unnamed.value = 'lost';
    byLabelElement.value = 'pia@example.test';
    expect(container.getAttribute(DRAWN_PAGE_ATTRIBUTE)).toBe('true');

    container.innerHTML =
      '<input id="app-3"><input id="app-2" aria-label="Budget"><input id="app-1" placeholder="Search by name">' +
      '<label for="app-4">Email</label><input id="app-4" type="email">';
    await new Promise((resolve) => setTimeout(resolve));
    expect([...container.querySelectorAll('input')].map((input) => [input.id, input.value])).toEqual([
      ['app-3', ''],
      ['app-2', '40'],
      ['app-1', 'pia'],
      ['app-4', 'pia@example.test'],
    ]);
    expect(container.hasAttribute(DRAWN_PAGE_ATTRIBUTE)).toBe(false);
    container.remove();
  });

  it('carries a text area over as a field, into the text area that replaces it, and keeps the cursor there', async () => {
    const container = document.createElement('div');
    container.setAttribute(DRAWN_PAGE_ATTRIBUTE, 'true');
    document.body.append(container);
    container.innerHTML =
      '<label for="server-1">Cover letter</label><textarea id="server-1"></textarea><input id="server-2" aria-label="Hours per week">';
    const [drawnLetter] = container.querySelectorAll('textarea');
    takeOverDrawnPage(container);
    drawnLetter.focus();
    drawnLetter.value = 'I have run support desks for five years.';

    container.innerHTML =
      '<input id="app-2" aria-label="Cover letter"><label for="app-1">Cover letter</label><textarea id="app-1"></textarea>';
    const typed: string[] = [];
    const letter = container.querySelector('textarea')!;
    letter.addEventListener('input', () => typed.push(letter.value));
    await new Promise((resolve) => setTimeout(resolve));

    expect(typed).toEqual(['I have run support desks for five years.']);
    // Not into an input of the same label: a text area's text goes into a text area.
    expect(container.querySelector('input')!.value).toBe('');
    expect(document.activeElement).toBe(letter);
    container.remove();
  });
});

describe("a drawn page's controls before the app takes over", () => {
  /** index.html's second inline script: it keeps taps and holds back forms until the app takes over. */
  const pageFile = '../../index.html';
  const scripts = [...readFileSync(new URL(pageFile, import.meta.url), 'utf8').matchAll(/<script>([^<]+)<\/script>/g)];
  beforeAll(() => new Function(scripts[1][1])());

  function drawnRoot(html: string): HTMLElement {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute(DRAWN_PAGE_ATTRIBUTE, 'true');
    root.innerHTML = html;
    document.body.append(root);
    return root;
  }

  it('names the same controls as the app', () => {
    expect(/var CONTROL =\s*'([^']+)'/.exec(scripts[1][1])?.[1]).toBe(DRAWN_CONTROL_SELECTOR);
  });

  it('keeps the last tap, and the app taps the same control once it has taken over', async () => {
    const root = drawnRoot(
      '<button type="button">Open</button><button type="button">Menu</button><div><button type="button">Menu</button></div>',
    );
    takeOverDrawnPage(root);
    const [, , secondMenu] = root.querySelectorAll('button');
    root.querySelector('button')!.click();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    secondMenu.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect([...root.querySelectorAll('button')].map((button) => button.hasAttribute(PENDING_TAP_ATTRIBUTE))).toEqual([false, false, true]);

    const tapped: string[] = [];
    const app = ['Open', 'Menu', 'Menu'].map((label, index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', () => tapped.push(`${label} ${index}`));
      return button;
    });
    root.replaceChildren(...app);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(tapped).toEqual(['Menu 2']);
    // Now the app's: a tap is the app's own.
    app[0].click();
    expect(tapped).toEqual(['Menu 2', 'Open 0']);
    root.remove();
  });

  it('taps a control that a later commit brings, after typing into its form', async () => {
    const root = drawnRoot('<input placeholder="your_username"><button type="submit">Continue</button>');
    takeOverDrawnPage(root);
    root.querySelector('input')!.value = 'ada_lovelace';
    root.querySelector('button')!.click();

    // The first commit: the screen without its form (a lazy part still loading).
    root.innerHTML = '<h1>Choose your username</h1>';
    await new Promise((resolve) => setTimeout(resolve, 10));
    const done: string[] = [];
    const field = document.createElement('input');
    field.placeholder = 'your_username';
    field.addEventListener('input', () => done.push(`typed ${field.value}`));
    const button = document.createElement('button');
    button.type = 'submit';
    button.textContent = 'Continue';
    button.addEventListener('click', (event) => {
      event.preventDefault();
      done.push('Continue');
    });
    root.append(field, button);
    await new Promise((resolve) => setTimeout(resolve, 10));

    expect(done).toEqual(['typed ada_lovelace', 'Continue']);
    root.remove();
  });

  it('does not let the browser send a form without an action, and sends one with its own', () => {
    const root = drawnRoot('<form id="settings"><input type="password" name="password"></form><form id="search" action="/jobs"></form>');
    const submit = (id: string) => {
      const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
      root.querySelector(`#${id}`)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(submit('settings')).toBe(true);
    expect(submit('search')).toBe(false);
    root.removeAttribute(DRAWN_PAGE_ATTRIBUTE);
    expect(submit('settings')).toBe(false);
    root.remove();
  });
});
