import {
  Button,
  Checkbox,
  Container,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { User } from '../../../api/types';
import { DrawnInTurn } from '../../../components/DrawnInTurn';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { PageLoader } from '../../../components/PageLoader';
import { freelancersQueryOptions } from '../api';
import { CURRENCY_OPTIONS } from '../../../lib/money';
import { isCurrency } from '../../../lib/jobs-search';
import { freelancerSearchKey, MAX_LANGUAGE_FILTERS } from '../../../lib/freelancers-search';
import type { FreelancerSearchParams, FreelancerSortParam } from '../../../lib/freelancers-search';
import { matchesFreelancerSearch } from '../freelancer-search';
import { FreelancerCard } from './FreelancerCard';
import { AnchorLink } from '../../../components/links';
import { formatNewSince } from '../../../lib/saved-search-marks';

const ANY_CURRENCY = 'any';
const CURRENCY_FILTER_OPTIONS = [{ value: ANY_CURRENCY, label: 'Any' }, ...CURRENCY_OPTIONS];
const SORT_OPTIONS: { value: FreelancerSortParam | 'best'; label: string }[] = [
  { value: 'best', label: 'Best match' },
  { value: 'rate_low', label: 'Lowest rate' },
  { value: 'rate_high', label: 'Highest rate' },
];

/** How long typing must pause before the server is asked again. */
const FREELANCER_SEARCH_DELAY_MS = 300;

/** How a change reaches the address: typing replaces the entry (no step back per pause), a choice adds one. */
export type FreelancerParamsChangeOptions = { replace?: boolean };

export type FreelancersPageProps = {
  /** The signed-in user; null for a visitor (decision 0061). */
  viewer: User | null;
  /** The search, from the address: back, forward and reload keep it. */
  params: FreelancerSearchParams;
  onParamsChange: (params: FreelancerSearchParams, options?: FreelancerParamsChangeOptions) => void;
  /** Beside the search box: saving the search, for a signed-in user. */
  saveSearch?: ReactNode;
  /**
   * Opened from a saved search: the freelancers it matched since its last visit, marked new (the
   * visit names them; a card carries no date to compare with it).
   */
  newMatchIds?: string[];
};

type TypedRates = { min: number | string; max: number | string };

const rateBound = (value: number | string) => (typeof value === 'number' && value > 0 ? value : undefined);

/**
 * The directory of freelancers, best first. The server searches by the text once typing pauses; the
 * loaded cards are filtered by the text as typed at once, so the list answers every keystroke.
 */
export function FreelancersPage({ viewer, params, onParamsChange, saveSearch, newMatchIds }: FreelancersPageProps) {
  const [text, setText] = useState(params.searchTerm ?? '');
  const [rates, setRates] = useState<TypedRates>({ min: params.minRate ?? '', max: params.maxRate ?? '' });
  // What the address said when the typed fields were last filled from it: a different one (back,
  // forward, a saved search opened) fills them again; the address this screen wrote leaves them as typed.
  const paramsKey = freelancerSearchKey(params);
  const [shownKey, setShownKey] = useState(paramsKey);
  const [writtenKey, setWrittenKey] = useState(paramsKey);
  if (shownKey !== paramsKey) {
    setShownKey(paramsKey);
    if (paramsKey !== writtenKey) {
      setText(params.searchTerm ?? '');
      setRates({ min: params.minRate ?? '', max: params.maxRate ?? '' });
    }
  }
  const change = (next: FreelancerSearchParams, options?: FreelancerParamsChangeOptions) => {
    setWrittenKey(freelancerSearchKey(next));
    onParamsChange(next, options);
  };
  // Mantine calls the latest of these functions, so each reads the address as it is when typing pauses.
  const commitText = useDebouncedCallback((typed: string) => {
    change({ ...params, searchTerm: typed.trim() || undefined }, { replace: true });
  }, FREELANCER_SEARCH_DELAY_MS);
  const commitRates = useDebouncedCallback((typed: TypedRates) => {
    const [minRate, maxRate] = [rateBound(typed.min), rateBound(typed.max)];
    // A rate bound means something in one currency only (rates are not converted): typing one picks USD unless another is chosen.
    const currency = params.currency ?? (minRate !== undefined || maxRate !== undefined ? 'USD' : undefined);
    change({ ...params, currency, minRate, maxRate }, { replace: true });
  }, FREELANCER_SEARCH_DELAY_MS);

  const query = useInfiniteQuery({ ...freelancersQueryOptions(params), placeholderData: keepPreviousData });

  const handleTextChange = (value: string) => {
    setText(value);
    commitText(value);
  };
  const handleRateChange = (bound: keyof TypedRates, value: number | string) => {
    const next = { ...rates, [bound]: value };
    setRates(next);
    commitRates(next);
  };
  const handleCurrencyChange = (value: string | null) => {
    const currency = isCurrency(value) ? value : undefined;
    if (currency) return change({ ...params, currency });
    setRates({ min: '', max: '' });
    change({ ...params, currency, minRate: undefined, maxRate: undefined });
  };
  const handleSortChange = (value: string | null) =>
    change({ ...params, sort: value === 'rate_low' || value === 'rate_high' ? value : undefined });
  const handleVerifiedChange = (checked: boolean) => change({ ...params, verifiedOnly: checked ? true : undefined });
  const handleLanguagesChange = (languages: string[]) => change({ ...params, languages: languages.length > 0 ? languages : undefined });

  const loaded = query.data?.pages.flatMap((page) => page.freelancers) ?? [];
  const shown = loaded.filter((freelancer) => matchesFreelancerSearch(freelancer, text));
  const newIds = new Set(newMatchIds);
  const newCount = shown.filter((freelancer) => newIds.has(freelancer.id)).length;

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
        {newMatchIds !== undefined && shown.length > 0 && <Text fz="sm">{formatNewSince(newCount)}</Text>}
        {shown.length === 0 ? (
          <EmptyState title="No service providers found" description="Try adjusting your search criteria" icon={<IconUsers size={28} />} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <DrawnInTurn items={shown} readFrom={query.data?.pages[0]} keyOf={(freelancer) => freelancer.id}>
              {(freelancer) => (
                <FreelancerCard
                  freelancer={freelancer}
                  canMessage={freelancer.id !== viewer?.id}
                  visitor={viewer === null}
                  inviterId={viewer?.role === 'client' ? viewer.id : undefined}
                  viewerId={viewer?.id ?? null}
                  isNew={newIds.has(freelancer.id)}
                />
              )}
            </DrawnInTurn>
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
            onChange={(event) => handleTextChange(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              query.isFetching && !query.isFetchingNextPage && !query.isPending ? (
                <Loader size="xs" role="status" aria-label="Updating results" />
              ) : null
            }
            maxLength={200}
            style={{ flex: '1 1 16rem' }}
          />
          <Checkbox
            label="Verified only"
            checked={params.verifiedOnly === true}
            onChange={(event) => handleVerifiedChange(event.currentTarget.checked)}
          />
          {saveSearch}
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap" aria-label="Filters" role="group">
          <Select
            label="Sort"
            data={SORT_OPTIONS}
            value={params.sort ?? 'best'}
            onChange={handleSortChange}
            allowDeselect={false}
            w={170}
          />
          <AnchorLink to="/how-ranking-works" fz="sm" pb={8}>
            Why this order?
          </AnchorLink>
          <Select
            label="Currency"
            data={CURRENCY_FILTER_OPTIONS}
            value={params.currency ?? ANY_CURRENCY}
            onChange={handleCurrencyChange}
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
          <TagsInput
            label="Languages"
            placeholder={(params.languages?.length ?? 0) < MAX_LANGUAGE_FILTERS ? 'Type and press Enter' : undefined}
            description={`Speaks all of them; up to ${MAX_LANGUAGE_FILTERS}`}
            value={params.languages ?? []}
            onChange={handleLanguagesChange}
            maxTags={MAX_LANGUAGE_FILTERS}
            maxLength={40}
            clearable
            miw={220}
            style={{ flex: '1 1 14rem' }}
          />
        </Group>
        {renderResults()}
      </Stack>
    </Container>
  );
}
