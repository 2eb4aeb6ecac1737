import { Card, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { emailPreferencesQueryOptions } from '../api';
import { useSetEmailTopic } from '../hooks/useEmailPreferences';

/** Which emails the account gets: one switch per topic, each saved as it is flipped. */
export function NotificationsCard() {
  const titleId = useId();
  const query = useQuery(emailPreferencesQueryOptions());
  const setTopic = useSetEmailTopic();

  return (
    <Card>
      <Title order={2} size="h4" id={titleId}>
        Notifications
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        The emails we send you. Every email also has a link to stop its kind.
      </Text>
      {query.isPending && <Loader size="sm" role="status" aria-label="Loading" />}
      {query.isError && (
        <Text c="dimmed" fz="sm">
          The email settings could not be loaded.
        </Text>
      )}
      {query.data && (
        <Stack gap="sm" role="group" aria-labelledby={titleId}>
          {query.data.topics.map(({ topic, label, enabled }) => (
            <Switch
              key={topic}
              label={label}
              checked={enabled}
              onChange={(event) => setTopic.mutate({ topic, enabled: event.currentTarget.checked })}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
