import { describe, expect, it } from 'vitest';
import { applyStoredColorScheme, THEME_STORAGE_KEY, themeStorageColorSchemeManager } from './color-scheme';

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

  it('applies the stored scheme to <html> before the first render (light by default)', () => {
    const root = document.createElement('html');
    applyStoredColorScheme(root);
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');

    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    applyStoredColorScheme(root);
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});
