import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { signUpUrlAs } from './sign-up-url';

export function CallToAction() {
  return (
    <Container size="md" py={64} component="section">
      <Paper radius="lg" p={{ base: 'lg', sm: 48 }} ta="center" bg="blue" c="white">
        <Title order={2} mb="sm">
          Ready to get started?
        </Title>
        <Text mb="lg">Join a community of verified clients and workers today.</Text>
        <Group justify="center">
          {/* Each opens Create account with the matching choice: the account's first role and dashboard. */}
          <Button component="a" href={signUpUrlAs('freelancer')} variant="white" size="md">
            Join as Freelancer
          </Button>
          <Button component="a" href={signUpUrlAs('client')} variant="outline" color="white" size="md">
            Post a Job
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
