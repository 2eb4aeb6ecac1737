import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { LOGIN_URL } from '../../../api/navigation';
import { SIGN_UP_URL } from './sign-up-url';

const LINK_GROUPS = [
  {
    title: 'For Workers',
    links: [
      { label: 'Browse Jobs', href: '/jobs' },
      { label: 'Get Verified', href: LOGIN_URL },
    ],
  },
  {
    title: 'For Clients',
    links: [
      { label: 'Hire Verified Workers', href: LOGIN_URL },
      { label: 'Find Service Providers', href: '/freelancers' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Sign In', href: LOGIN_URL },
      { label: 'Create Account', href: SIGN_UP_URL },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help', href: '/help' },
      { label: 'How ranking works', href: '/how-ranking-works' },
      { label: 'Contact', href: '/contact' },
      { label: 'Terms of Use', href: '/terms' },
      { label: 'Privacy', href: '/privacy' },
    ],
  },
];

export function LandingFooter() {
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3, md: 5 }} spacing="lg">
          <Stack gap={4}>
            <Text fw={800}>VerifiedWork</Text>
            <Text c="dimmed" fz="sm">
              Verified remote support work.
            </Text>
          </Stack>
          {LINK_GROUPS.map((group) => (
            <Stack key={group.title} gap={4}>
              <Text fw={600} fz="sm">
                {group.title}
              </Text>
              {group.links.map((link) => (
                <Anchor key={link.label} href={link.href} c="dimmed" fz="sm">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="center" mt="xl">
          <Text c="dimmed" fz="sm">
            © 2024 VerifiedWork
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
