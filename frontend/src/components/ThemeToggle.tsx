import { ActionIcon, Box, Menu, useMantineColorScheme } from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from './icons';

const OPTIONS: { label: string; scheme: MantineColorScheme; icon: typeof IconSun }[] = [
  { label: 'Light', scheme: 'light', icon: IconSun },
  { label: 'Dark', scheme: 'dark', icon: IconMoon },
  { label: 'System', scheme: 'auto', icon: IconDeviceDesktop },
];

/** Light, dark or system theme; Mantine's colour scheme manager stores the choice. */
export function ThemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  return (
    <Menu position="bottom-end" shadow="md" width={140}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Toggle theme">
          <Box component="span" darkHidden lh={0}>
            <IconSun size={18} />
          </Box>
          <Box component="span" lightHidden lh={0}>
            <IconMoon size={18} />
          </Box>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {OPTIONS.map(({ label, scheme, icon: Icon }) => (
          <Menu.Item
            key={scheme}
            leftSection={<Icon size={16} />}
            onClick={() => setColorScheme(scheme)}
            fw={colorScheme === scheme ? 600 : undefined}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
