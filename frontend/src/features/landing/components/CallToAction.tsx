import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { SIGN_UP_URL } from './sign-up-url';

export function CallToAction() {
  return (
    <Container size="md" py={64} component="section">
      <Paper radius="lg" p={{ base: 'lg', sm: 48 }} ta="center" bg="blue" c="white">
        <Title order={2} mb="sm">
          Ready to get started?
        </Title>
        <Text mb="lg">Join a community of verified clients and workers today.</Text>
        <Group justify="center">
          <Button component="a" href={SIGN_UP_URL} variant="white" size="md">
            Join as Freelancer
          </Button>
          <Button component="a" href={SIGN_UP_URL} variant="outline" color="white" size="md">
            Post a Job
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
