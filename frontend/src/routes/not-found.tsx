import { Button, Center, Stack, Text, Title } from '@mantine/core';

export function NotFoundScreen() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
        <Button component="a" href="/" variant="default" mt="sm">
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}
