import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../lib/color-scheme';
import { renderWithProviders } from '../test/render';
import { ThemeToggle } from './ThemeToggle';

/** The button once its menu's code is there (it loads after the first render). */
const themeButton = () => screen.findByRole('button', { name: 'Toggle theme', expanded: false });

describe('ThemeToggle', () => {
  it("stores 'dark', 'system' and 'light' under vite-ui-theme", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThemeToggle />);

    await user.click(await themeButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Dark' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');

    await user.click(await themeButton());
    await user.click(await screen.findByRole('menuitem', { name: 'System' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');

    await user.click(await themeButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Light' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it("reads a stored 'system' as Mantine's auto scheme", async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'system');
    const user = userEvent.setup();
    renderWithProviders(<ThemeToggle />);

    await user.click(await themeButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Dark' }));

    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('opens the menu once its code is there when the button is pressed before', async () => {
    renderWithProviders(<ThemeToggle />);

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Toggle theme' }));

    expect(await screen.findByRole('menuitem', { name: 'Dark' })).toBeTruthy();
  });
});
