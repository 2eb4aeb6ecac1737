import { Container, Group, Stack, Text } from '@mantine/core';
import { IconBookmarks } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/EmptyState';
import { ButtonLink } from '../../../components/links';
import { savedSearchesQueryOptions } from '../api';
import { MAX_SAVED_SEARCHES } from '../saved-search-criteria';
import { SavedSearchCard } from './SavedSearchCard';

/** The user's saved searches, newest first, each opened with what is new since its last visit. */
export function SavedSearchesPage() {
  const { data: searches } = useSuspenseQuery(savedSearchesQueryOptions());

  return (
    <Container size="md" py="xl">
      {searches.length === 0 ? (
        <EmptyState
          title="No saved searches yet"
          description="Search jobs or freelancers, then Save search to hear of new matches."
          icon={<IconBookmarks size={28} />}
        >
          <Group gap="sm" justify="center">
            <ButtonLink to="/jobs" variant="default">
              Browse Jobs
            </ButtonLink>
            <ButtonLink to="/freelancers" variant="default">
              Find Freelancers
            </ButtonLink>
          </Group>
        </EmptyState>
      ) : (
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {searches.length} of {MAX_SAVED_SEARCHES} saved
          </Text>
          {searches.map((search) => (
            <SavedSearchCard key={search.id} search={search} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
