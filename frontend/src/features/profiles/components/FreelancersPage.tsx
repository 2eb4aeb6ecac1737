import { Button, Checkbox, Container, Group, Loader, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { User } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { PageLoader } from '../../../components/PageLoader';
import { freelancersQueryOptions } from '../api';
import type { FreelancerSearch, FreelancerSort } from '../api';
import { CURRENCY_OPTIONS } from '../../../lib/money';
import { isCurrency } from '../../../lib/jobs-search';
import { matchesFreelancerSearch } from '../freelancer-search';
import { FreelancerCard } from './FreelancerCard';

const ANY_CURRENCY = 'any';
const CURRENCY_FILTER_OPTIONS = [{ value: ANY_CURRENCY, label: 'Any' }, ...CURRENCY_OPTIONS];
const SORT_OPTIONS: { value: FreelancerSort; label: string }[] = [
  { value: 'best', label: 'Best match' },
  { value: 'rate_low', label: 'Lowest rate' },
  { value: 'rate_high', label: 'Highest rate' },
];

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
  const [sort, setSort] = useState<FreelancerSort>('best');
  const [currency, setCurrency] = useState<string>(ANY_CURRENCY);
  const [rates, setRates] = useState<{ min: number | string; max: number | string }>({ min: '', max: '' });
  const [searchTerm] = useDebouncedValue(text.trim(), FREELANCER_SEARCH_DELAY_MS);
  const [typedRates] = useDebouncedValue(rates, FREELANCER_SEARCH_DELAY_MS);
  const chosenCurrency = isCurrency(currency) ? currency : undefined;
  const rateBound = (value: number | string) => (typeof value === 'number' && value > 0 ? value : undefined);
  // Only what narrows or orders the search is in it, so the first one is the one the route loaded ahead.
  const search: FreelancerSearch = { searchTerm, verifiedOnly };
  if (sort !== 'best') search.sort = sort;
  if (chosenCurrency) {
    search.currency = chosenCurrency;
    const [minRate, maxRate] = [rateBound(typedRates.min), rateBound(typedRates.max)];
    if (minRate !== undefined) search.minRate = minRate;
    if (maxRate !== undefined) search.maxRate = maxRate;
  }
  const query = useInfiniteQuery({ ...freelancersQueryOptions(search), placeholderData: keepPreviousData });

  // A rate bound means something in one currency only (rates are not converted): typing one picks USD unless another is chosen.
  const handleRateChange = (bound: 'min' | 'max', value: number | string) => {
    setRates((current) => ({ ...current, [bound]: value }));
    if (value !== '' && !chosenCurrency) setCurrency('USD');
  };
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
                inviterId={viewer?.role === 'client' ? viewer.id : undefined}
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
        <Group gap="sm" align="flex-end" wrap="wrap" aria-label="Rate filters" role="group">
          <Select
            label="Sort"
            data={SORT_OPTIONS}
            value={sort}
            onChange={(value) => setSort(value === 'rate_low' || value === 'rate_high' ? value : 'best')}
            allowDeselect={false}
            w={170}
          />
          <Select
            label="Currency"
            data={CURRENCY_FILTER_OPTIONS}
            value={currency}
            onChange={(value) => setCurrency(value ?? ANY_CURRENCY)}
            allowDeselect={false}
            w={120}
          />
          <NumberInput
            label="Min rate /hr"
            placeholder="Any"
            min={0}
            decimalScale={2}
            allowNegative={false}
            value={rates.min}
            onChange={(value) => handleRateChange('min', value)}
            w={120}
          />
          <NumberInput
            label="Max rate /hr"
            placeholder="Any"
            min={0}
            decimalScale={2}
            allowNegative={false}
            value={rates.max}
            onChange={(value) => handleRateChange('max', value)}
            w={120}
          />
        </Group>
        {renderResults()}
      </Stack>
    </Container>
  );
}
