import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { authKeys } from '../features/auth/api';
import { makeUser } from '../test/fixtures';
import { attachDeferredStylesheets, carryOverTypedValues, DEFERRED_STYLESHEET_ATTRIBUTE, readPageState, seedPageState } from './first-load';

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

describe('what a visitor typed into the drawn page', () => {
  it('is typed into the field of the same name that replaces it, which keeps the cursor', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = '<form><input name="search"><input name="empty"></form>';
    const drawn = container.querySelector<HTMLInputElement>('input[name="search"]')!;
    carryOverTypedValues(container);
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
    container.remove();
  });
});
