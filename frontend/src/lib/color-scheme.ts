import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/** Where the chosen theme is kept; index.html's first script reads it to paint in that scheme before the app runs. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'light';

export type StoredTheme = 'light' | 'dark' | 'system';

function toColorScheme(value: string | null): MantineColorScheme | null {
  if (value === 'light' || value === 'dark') return value;
  if (value === 'system') return 'auto';
  return null;
}

function toStoredTheme(value: MantineColorScheme): StoredTheme {
  return value === 'auto' ? 'system' : value;
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Mantine's colour scheme kept under `vite-ui-theme` as 'light' | 'dark' | 'system'. */
export function themeStorageColorSchemeManager(): MantineColorSchemeManager {
  let handleStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => toColorScheme(readStorage()) ?? defaultValue,
    set: (value) => {
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, toStoredTheme(value));
      } catch {
        // Storage may be unavailable (private mode); the choice then lasts for this page only.
      }
    },
    subscribe: (onUpdate) => {
      handleStorage = (event) => {
        if (event.storageArea !== window.localStorage || event.key !== THEME_STORAGE_KEY) return;
        const scheme = toColorScheme(event.newValue);
        if (scheme) onUpdate(scheme);
      };
      window.addEventListener('storage', handleStorage);
    },
    unsubscribe: () => {
      if (handleStorage) window.removeEventListener('storage', handleStorage);
    },
    clear: () => {
      try {
        window.localStorage.removeItem(THEME_STORAGE_KEY);
      } catch {
        // Nothing stored to clear.
      }
    },
  };
}
