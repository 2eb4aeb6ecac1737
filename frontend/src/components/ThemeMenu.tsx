import { Menu, useMantineColorScheme } from '@mantine/core';
import type { MantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { ThemeToggleButton } from './ThemeToggleButton';

const OPTIONS: { label: string; scheme: MantineColorScheme; icon: typeof IconSun }[] = [
  { label: 'Light', scheme: 'light', icon: IconSun },
  { label: 'Dark', scheme: 'dark', icon: IconMoon },
  { label: 'System', scheme: 'auto', icon: IconDeviceDesktop },
];

/** The theme button with its menu; Mantine's colour scheme manager stores the choice. */
export function ThemeMenu({ defaultOpened }: { defaultOpened: boolean }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  return (
    <Menu position="bottom-end" shadow="md" width={140} defaultOpened={defaultOpened}>
      <Menu.Target>
        <ThemeToggleButton />
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
