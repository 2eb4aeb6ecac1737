import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, themeStorageColorSchemeManager } from './color-scheme';

/** index.html's inline script: the stored scheme on <html> before the app (or a prerendered page) paints. */
const pageFile = '../../index.html';
// A variable, not a literal: Vite turns `new URL('literal', import.meta.url)` into an asset address.
const pageScript = /<script>([^<]+)<\/script>/.exec(readFileSync(new URL(pageFile, import.meta.url), 'utf8'))![1];
const runPageScript = () => new Function(pageScript)();

describe('theme storage colour scheme manager', () => {
  it("maps the stored 'system' to Mantine's 'auto' and back", () => {
    const manager = themeStorageColorSchemeManager();

    window.localStorage.setItem(THEME_STORAGE_KEY, 'system');
    expect(manager.get('light')).toBe('auto');

    manager.set('auto');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    manager.set('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(manager.get('light')).toBe('dark');
  });

  it('falls back to the default for a missing or unknown value', () => {
    const manager = themeStorageColorSchemeManager();
    expect(manager.get('light')).toBe('light');

    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(manager.get('light')).toBe('light');
  });

  it("index.html paints in the stored scheme before the app runs (light by default, 'system' follows the device)", () => {
    const html = document.documentElement;
    runPageScript();
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('light');

    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runPageScript();
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');

    window.localStorage.setItem(THEME_STORAGE_KEY, 'system');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }));
    runPageScript();
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');
    vi.unstubAllGlobals();
    html.removeAttribute('data-mantine-color-scheme');
  });
});
