import { ActionIcon, Box } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

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
