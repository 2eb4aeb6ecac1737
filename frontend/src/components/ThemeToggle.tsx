import { ActionIcon, Box } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { lazy, Suspense, useState } from 'react';
import { IconMoon, IconSun } from './icons';

// A menu costs Mantine's Menu, Popover and floating-ui (about 25 KB gzip): the landing page paints
// with the bare button and the menu's code follows at once.
const ThemeMenu = lazy(() => import('./ThemeMenu').then(({ ThemeMenu }) => ({ default: ThemeMenu })));

/** Light, dark or system theme, chosen from a menu. */
export function ThemeToggle() {
  // A click before the menu's code is there opens the menu once it is.
  const [openOnLoad, setOpenOnLoad] = useState(false);

  return (
    <Suspense fallback={<ThemeToggleButton onClick={() => setOpenOnLoad(true)} />}>
      <ThemeMenu defaultOpened={openOnLoad} />
    </Suspense>
  );
}

/** The sun (light) or moon (dark) button; Menu.Target gives it its ref and menu attributes. */
export function ThemeToggleButton(props: ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon variant="default" size="lg" aria-label="Toggle theme" {...props}>
      <Box component="span" darkHidden lh={0}>
        <IconSun size={18} />
      </Box>
      <Box component="span" lightHidden lh={0}>
        <IconMoon size={18} />
      </Box>
    </ActionIcon>
  );
}
