import { Box, Button, Center, Container, Grid, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { User } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { IconSearch } from '../../../components/icons';
import { PageLoader } from '../../../components/PageLoader';
import type { JobSearchParams, JobSort } from '../../../lib/jobs-search';
import { jobSearchQueryOptions } from '../api';
import type { JobSearchPage } from '../api';
import { JobCard } from './JobCard';
import { JobFilters } from './JobFilters';
import { JobSearchBar } from './JobSearchBar';

const SORT_OPTIONS: { value: JobSort; label: string }[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
];

/**
 * The search has no total count: '42 jobs found' once every page is loaded, '20+ jobs found' while
 * more pages remain ('1 job found' for one).
 */
export function formatResultsCount(pages: JobSearchPage[]): string {
  const loaded = pages.reduce((sum, page) => sum + page.jobs.length, 0);
  const moreRemain = pages[pages.length - 1]?.nextCursor != null;
  if (moreRemain) return `${loaded}+ jobs found`;
  return `${loaded} ${loaded === 1 ? 'job' : 'jobs'} found`;
}

export type BrowseJobsPageProps = {
  viewer: User;
  params: JobSearchParams;
  onParamsChange: (params: JobSearchParams) => void;
};

export function BrowseJobsPage({ viewer, params, onParamsChange }: BrowseJobsPageProps) {
  const query = useInfiniteQuery({ ...jobSearchQueryOptions(params), placeholderData: keepPreviousData });
  const pages = query.data?.pages ?? [];
  const jobs = pages.flatMap((page) => page.jobs);

  const handleSearch = (search: string) => onParamsChange({ ...params, search: search || undefined });
  const handleSortChange = (value: string | null) =>
    onParamsChange({ ...params, sort: value === 'oldest' ? 'oldest' : undefined });
  const handleLoadMore = () => {
    void query.fetchNextPage();
  };
  const handleRetry = () => {
    void query.refetch();
  };

  const renderResults = () => {
    if (query.isPending) return <PageLoader />;
    if (query.isError && jobs.length === 0) {
      return (
        <EmptyState title={query.error.message} description="The jobs could not be loaded. Please try again.">
          <Button variant="default" onClick={handleRetry}>
            Try again
          </Button>
        </EmptyState>
      );
    }
    if (jobs.length === 0) {
      return (
        <EmptyState
          title="No jobs found"
          description="Try adjusting your filters or search terms"
          icon={<IconSearch size={28} />}
        />
      );
    }
    return (
      <Stack gap="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
        {jobs.map((job) => (
          <JobCard key={job.id} job={job} viewer={viewer} />
        ))}
        {query.isError && (
          <Text c="red" ta="center" fz="sm">
            {query.error.message}
          </Text>
        )}
        {query.hasNextPage && (
          <Center>
            <Button variant="default" onClick={handleLoadMore} loading={query.isFetchingNextPage}>
              Load more
            </Button>
          </Center>
        )}
      </Stack>
    );
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <JobSearchBar key={params.search ?? ''} initialTerm={params.search ?? ''} onSearch={handleSearch} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <JobFilters params={params} onChange={onParamsChange} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="md">
              <Group justify="space-between" align="flex-end">
                <Group gap="xs">
                  <Text fw={500} aria-live="polite">
                    {pages.length > 0 ? formatResultsCount(pages) : '\u00a0'}
                  </Text>
                  {query.isFetching && !query.isFetchingNextPage && !query.isPending && (
                    <Loader size="xs" aria-label="Updating results" />
                  )}
                </Group>
                <Box w={180}>
                  <Select
                    label="Sort"
                    data={SORT_OPTIONS}
                    value={params.sort ?? 'newest'}
                    onChange={handleSortChange}
                    allowDeselect={false}
                  />
                </Box>
              </Group>
              {renderResults()}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
