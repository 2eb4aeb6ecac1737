import { Button, Center, Stack, Text, Title } from '@mantine/core';

export type ErrorScreenProps = {
  message?: string;
  onRetry?: () => void;
};

export function ErrorScreen({ message = 'Something went wrong.', onRetry }: ErrorScreenProps) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">{message}</Text>
        {onRetry && (
          <Button variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Center>
  );
}
