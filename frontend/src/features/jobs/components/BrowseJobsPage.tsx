import { Badge, Box, Button, Card, Container, Drawer, Grid, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { memo, type ReactNode } from 'react';
import type { User } from '../../../api/types';
import { DrawnInTurn } from '../../../components/DrawnInTurn';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { IconSearch } from '@tabler/icons-react';
import { PageLoader } from '../../../components/PageLoader';
import type { JobSearchParams, JobSort } from '../../../lib/jobs-search';
import { formatNewSince, isNewSince } from '../../../lib/saved-search-marks';
import { useStableHandler } from '../../../lib/use-stable-handler';
import { jobSearchQueryOptions } from '../api';
import type { JobSearchPage } from '../api';
import { JobCard } from './JobCard';
import { countActiveFilters, JobFilters } from './JobFilters';
import { JobSearchBar } from './JobSearchBar';
import { AnchorLink } from '../../../components/links';

const SORT_OPTIONS: { value: JobSort; label: string }[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'pay_high', label: 'Highest pay' },
];

/** Below Mantine's md breakpoint (62em), where the sidebar would stack above the results. */
export const SMALL_SCREEN_QUERY = '(max-width: 61.99em)';

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
  /** The signed-in user; null for a visitor on the public job board (decision 0061). */
  viewer: User | null;
  params: JobSearchParams;
  onParamsChange: (params: JobSearchParams) => void;
  /** Opened from a saved search: its previous visit, after which posts are marked new. */
  newSince?: string;
  /** The posts the saved search's visit named as matched since then (a post released from a hold after the visit is dated before it); none after a reload. */
  newMatchIds?: string[];
  /** Beside the search bar: saving the search, for a signed-in user. */
  saveSearch?: ReactNode;
};

export function BrowseJobsPage({ viewer, params, onParamsChange, newSince, newMatchIds, saveSearch }: BrowseJobsPageProps) {
  const query = useInfiniteQuery({ ...jobSearchQueryOptions(params), placeholderData: keepPreviousData });
  // Read at once, not after mounting: a phone never flashes the sidebar above the results.
  // The layout's breakpoint is in CSS (visibleFrom, hiddenFrom, responsive spans), not in script: a
  // screen drawn on the server, which knows no width, is laid out as the phone shows it. Only the
  // filters drawer, opened by a tap, asks.
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const [filtersOpened, filtersDrawer] = useDisclosure(false);
  const activeFilters = countActiveFilters(params);
  const pages = query.data?.pages ?? [];
  const jobs = pages.flatMap((page) => page.jobs);
  // Named by the visit, or dated after it: the visit names at most 100.
  const newIds = new Set(newMatchIds);
  const isNew = (job: { id: string; createdAt: string }) => newIds.has(job.id) || isNewSince(job.createdAt, newSince);
  const newCount = jobs.filter(isNew).length;

  const handleSearch = useStableHandler((search: string) => onParamsChange({ ...params, search: search || undefined }));
  const handleSortChange = useStableHandler((value: string | null) =>
    onParamsChange({ ...params, sort: value === 'oldest' || value === 'pay_high' ? value : undefined }),
  );
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
      return <EmptyState title="No jobs found" description="Try adjusting your filters or search terms" icon={<IconSearch size={28} />} />;
    }
    return (
      <Stack gap="md" aria-busy={query.isPlaceholderData}>
        {newSince !== undefined && <Text fz="sm">{formatNewSince(newCount)}</Text>}
        <DrawnInTurn items={jobs} readFrom={pages[0]} keyOf={(job) => job.id}>
          {(job) => <JobCard job={job} viewer={viewer} isNew={isNew(job)} />}
        </DrawnInTurn>
        <MorePagesFooter query={query} />
      </Stack>
    );
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group gap="xs" align="flex-start">
          <Box style={{ flex: '1 1 18rem' }}>
            <JobSearchBar key={params.search ?? ''} initialTerm={params.search ?? ''} onSearch={handleSearch} />
          </Box>
          {saveSearch}
        </Group>
        <Grid gap="lg">
          <Grid.Col span={3} visibleFrom="md">
            <Card component="aside" aria-label="Filters">
              <Title order={2} size="h5" mb="md">
                Filters
              </Title>
              <JobFilters params={params} onChange={onParamsChange} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="md">
              <Group justify="space-between" align="flex-end" gap="sm">
                <Group gap="xs">
                  <Text fw={500} aria-live="polite">
                    {pages.length > 0 ? formatResultsCount(pages) : '\u00a0'}
                  </Text>
                  {/* A new search's, not a check of the shown one's: on a phone the spinner can push the sort onto a second line. */}
                  {query.isPlaceholderData && <Loader size="xs" role="status" aria-label="Updating results" />}
                </Group>
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <Button
                    variant="default"
                    leftSection={<IconFilter size={16} aria-hidden />}
                    rightSection={
                      activeFilters > 0 ? (
                        <Badge size="sm" circle>
                          {activeFilters}
                        </Badge>
                      ) : undefined
                    }
                    aria-label={activeFilters > 0 ? `Filters, ${activeFilters} active` : undefined}
                    aria-haspopup="dialog"
                    onClick={filtersDrawer.open}
                    hiddenFrom="md"
                  >
                    Filters
                  </Button>
                  <SortSelect value={params.sort ?? 'newest'} onChange={handleSortChange} />
                  <AnchorLink to="/how-ranking-works" fz="sm" pb={8}>
                    Why this order?
                  </AnchorLink>
                </Group>
              </Group>
              {renderResults()}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      <FiltersDrawer
        opened={isSmallScreen && filtersOpened}
        onClose={filtersDrawer.close}
        params={params}
        onParamsChange={onParamsChange}
      />
    </Container>
  );
}

type FiltersDrawerProps = {
  opened: boolean;
  onClose: () => void;
  params: JobSearchParams;
  onParamsChange: (params: JobSearchParams) => void;
};

/**
 * The filters in a drawer, on a phone. Closed, it has nothing to show, so a tap on the sidebar's
 * filters (which changes `params`) does not redraw it: a Drawer is a modal, a transition and a
 * portal of Mantine components even while closed.
 */
const FiltersDrawer = memo(
  function FiltersDrawer({ opened, onClose, params, onParamsChange }: FiltersDrawerProps) {
    return (
      <Drawer opened={opened} onClose={onClose} title="Filters" size="xs">
        <Stack gap="lg">
          <JobFilters params={params} onChange={onParamsChange} />
          <Button onClick={onClose} fullWidth>
            Show results
          </Button>
        </Stack>
      </Drawer>
    );
  },
  (before, after) => !before.opened && !after.opened,
);

/** Memoized with a stable handler: a filter's tap does not redraw the sort's combobox (decision 0085). */
const SortSelect = memo(function SortSelect({ value, onChange }: { value: JobSort; onChange: (value: string | null) => void }) {
  return (
    <Box w={{ base: 150, md: 180 }}>
      <Select label="Sort" data={SORT_OPTIONS} value={value} onChange={onChange} allowDeselect={false} />
    </Box>
  );
});
