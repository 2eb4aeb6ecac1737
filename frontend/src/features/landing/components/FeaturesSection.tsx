import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconMessages, IconShieldCheck } from '@tabler/icons-react';

const FEATURES = [
  {
    icon: IconShieldCheck,
    title: 'Identity Verification',
    description:
      'Verification is optional. A verified badge means an administrator checked a government ID and a video confirmation, so you know who you work with.',
  },
  {
    icon: IconMessages,
    title: 'Real-time Messaging',
    description: 'Talk directly with clients and workers through instant, real-time messages.',
  },
  {
    icon: IconAward,
    title: 'Trust Badge',
    description: 'Earn a verified badge and a trust score that show your reliability to everyone.',
  },
];

export function FeaturesSection() {
  return (
    <Container size="lg" py={64} component="section">
      <Title order={2} ta="center" mb="xl">
        Why Choose Us
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {FEATURES.map(({ icon: Icon, title, description }) => (
          <Card key={title}>
            <ThemeIcon size={48} radius="md" variant="light" mb="md">
              <Icon size={26} />
            </ThemeIcon>
            <Title order={3} size="h4" mb="xs">
              {title}
            </Title>
            <Text c="dimmed">{description}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
