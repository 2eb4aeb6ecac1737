import { Button, Checkbox, Container, Group, Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { PageLoader } from '../../../components/PageLoader';
import { freelancersQueryOptions } from '../api';
import { matchesFreelancerSearch } from '../freelancer-search';
import { FreelancerCard } from './FreelancerCard';

/** How long typing must pause before the server is asked again. */
const FREELANCER_SEARCH_DELAY_MS = 300;

export type FreelancersPageProps = {
  /** The signed-in user; null for a visitor (decision 0061). */
  viewer: User | null;
};

/**
 * The directory of freelancers, best first. The server searches by the debounced text; the loaded
 * cards are filtered by the text as typed at once, so the list answers every keystroke.
 */
export function FreelancersPage({ viewer }: FreelancersPageProps) {
  const [text, setText] = useState('');
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const [searchTerm] = useDebouncedValue(text.trim(), FREELANCER_SEARCH_DELAY_MS);
  const query = useInfiniteQuery({ ...freelancersQueryOptions({ searchTerm, verifiedOnly }), placeholderData: keepPreviousData });
  const loaded = query.data?.pages.flatMap((page) => page.freelancers) ?? [];
  const shown = loaded.filter((freelancer) => matchesFreelancerSearch(freelancer, text));

  const handleRetry = () => {
    void query.refetch();
  };

  const renderResults = () => {
    if (query.isPending) return <PageLoader />;
    if (query.isError && loaded.length === 0) {
      return (
        <EmptyState title={query.error.message} description="The service providers could not be loaded. Please try again.">
          <Button variant="default" onClick={handleRetry}>
            Try again
          </Button>
        </EmptyState>
      );
    }
    return (
      <Stack gap="md" aria-busy={query.isPlaceholderData}>
        {shown.length === 0 ? (
          <EmptyState title="No service providers found" description="Try adjusting your search criteria" icon={<IconUsers size={28} />} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {shown.map((freelancer) => (
              <FreelancerCard
                key={freelancer.id}
                freelancer={freelancer}
                canMessage={freelancer.id !== viewer?.id}
                visitor={viewer === null}
              />
            ))}
          </SimpleGrid>
        )}
        <MorePagesFooter query={query} />
      </Stack>
    );
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group gap="md" align="center" role="search">
          <TextInput
            aria-label="Search service providers"
            placeholder="Search by name, skills, or bio..."
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              query.isFetching && !query.isFetchingNextPage && !query.isPending ? (
                <Loader size="xs" role="status" aria-label="Updating results" />
              ) : null
            }
            maxLength={200}
            style={{ flex: '1 1 16rem' }}
          />
          <Checkbox label="Verified only" checked={verifiedOnly} onChange={(event) => setVerifiedOnly(event.currentTarget.checked)} />
        </Group>
        {renderResults()}
      </Stack>
    </Container>
  );
}
