import { useState } from 'react';
import { useLazyPart } from '../lib/use-lazy-part';
import type { ThemeMenu } from './ThemeMenu';
import { ThemeToggleButton } from './ThemeToggleButton';

const loadThemeMenu = () => import('./ThemeMenu').then((module) => module.ThemeMenu);

/**
 * Light, dark or system theme, chosen from a menu. The menu costs Mantine's Menu, Popover and
 * floating-ui (about 25 kB gzip), so the page paints with the bare button and the menu's code
 * follows. Loaded in an effect rather than with lazy(): a suspended button would hold back the
 * commit that shows the rest of the page (React throttles reveals next to a fallback).
 */
export function ThemeToggle() {
  const [Menu, setMenu] = useState<typeof ThemeMenu>();
  useLazyPart(loadThemeMenu, setMenu);
  // A press on the button before the menu's code is there (or while it replaces the button) opens
  // the menu once it is.
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const openWhenLoaded = () => setOpenOnLoad(true);

  if (!Menu) return <ThemeToggleButton onPointerDown={openWhenLoaded} onClick={openWhenLoaded} />;
  return <Menu defaultOpened={openOnLoad} />;
}
