import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';

const STEPS = [
  { title: 'Create Account', description: 'Sign up in a minute and choose whether you want to work or to hire.' },
  { title: 'Get Verified', description: 'Upload your ID and a short video to earn the verified badge.' },
  { title: 'Start Working', description: 'Apply to jobs or post offers and work with verified people.' },
];

export function HowItWorksSection() {
  return (
    <section style={{ background: 'var(--mantine-color-default-hover)' }}>
      <Container size="lg" py={64}>
        <Title order={2} ta="center" mb="xl">
          How It Works
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          {STEPS.map(({ title, description }, index) => (
            <Stack key={title} align="center" ta="center" gap="xs">
              <ThemeIcon size={56} radius="xl" fz="xl" fw={700}>
                {index + 1}
              </ThemeIcon>
              <Title order={3} size="h4">
                {title}
              </Title>
              <Text c="dimmed" maw={300}>
                {description}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
