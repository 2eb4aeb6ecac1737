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
import { memo, useState } from 'react';
import type { ReactNode } from 'react';
import type { User } from '../../../api/types';
import { DrawnInTurn } from '../../../components/DrawnInTurn';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { PageLoader } from '../../../components/PageLoader';
import { freelancersQueryOptions } from '../api';
import { AMOUNT_FILTER_INPUT, CURRENCY_OPTIONS } from '../../../lib/money';
import { isCurrency } from '../../../lib/jobs-search';
import { freelancerSearchKey, MAX_LANGUAGE_FILTERS } from '../../../lib/freelancers-search';
import type { FreelancerSearchParams, FreelancerSortParam } from '../../../lib/freelancers-search';
import { matchesFreelancerSearch } from '../freelancer-search';
import { FreelancerCard } from './FreelancerCard';
import { AnchorLink } from '../../../components/links';
import { formatNewSince } from '../../../lib/saved-search-marks';
import { useStableHandler } from '../../../lib/use-stable-handler';

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
  // Stable, so the memoized filters below are redrawn only when their own value changes (decision 0085).
  const handleRateChange = useStableHandler((bound: keyof TypedRates, value: number | string) => {
    const next = { ...rates, [bound]: value };
    setRates(next);
    commitRates(next);
  });
  const handleCurrencyChange = useStableHandler((value: string | null) => {
    const currency = isCurrency(value) ? value : undefined;
    if (currency) return change({ ...params, currency });
    setRates({ min: '', max: '' });
    change({ ...params, currency, minRate: undefined, maxRate: undefined });
  });
  const handleSortChange = useStableHandler((value: string | null) =>
    change({ ...params, sort: value === 'rate_low' || value === 'rate_high' ? value : undefined }),
  );
  const handleVerifiedChange = useStableHandler((checked: boolean) => change({ ...params, verifiedOnly: checked ? true : undefined }));
  const handleLanguagesChange = useStableHandler((languages: string[]) =>
    change({ ...params, languages: languages.length > 0 ? languages : undefined }),
  );

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
          <VerifiedOnlyFilter checked={params.verifiedOnly === true} onChange={handleVerifiedChange} />
          {saveSearch}
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap" aria-label="Filters" role="group">
          <ChoiceSelect label="Sort" data={SORT_OPTIONS} value={params.sort ?? 'best'} onChange={handleSortChange} width={170} />
          <AnchorLink to="/how-ranking-works" fz="sm" pb={8}>
            Why this order?
          </AnchorLink>
          <ChoiceSelect
            label="Currency"
            data={CURRENCY_FILTER_OPTIONS}
            value={params.currency ?? ANY_CURRENCY}
            onChange={handleCurrencyChange}
            width={120}
          />
          <RateFilter bound="min" label="Min rate /hr" value={rates.min} onChange={handleRateChange} />
          <RateFilter bound="max" label="Max rate /hr" value={rates.max} onChange={handleRateChange} />
          <LanguagesFilter value={params.languages} onChange={handleLanguagesChange} />
        </Group>
        {renderResults()}
      </Stack>
    </Container>
  );
}

const VerifiedOnlyFilter = memo(function VerifiedOnlyFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return <Checkbox label="Verified only" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />;
});

type ChoiceSelectProps = {
  label: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string | null) => void;
  width: number;
};

const ChoiceSelect = memo(function ChoiceSelect({ label, data, value, onChange, width }: ChoiceSelectProps) {
  return <Select label={label} data={data} value={value} onChange={onChange} allowDeselect={false} w={width} />;
});

type RateFilterProps = {
  bound: keyof TypedRates;
  label: string;
  value: number | string;
  onChange: (bound: keyof TypedRates, value: number | string) => void;
};

const RateFilter = memo(function RateFilter({ bound, label, value, onChange }: RateFilterProps) {
  return <NumberInput {...AMOUNT_FILTER_INPUT} label={label} value={value} onChange={(typed) => onChange(bound, typed)} w={120} />;
});

const NO_LANGUAGES: string[] = [];

const LanguagesFilter = memo(function LanguagesFilter({
  value = NO_LANGUAGES,
  onChange,
}: {
  value: string[] | undefined;
  onChange: (languages: string[]) => void;
}) {
  return (
    <TagsInput
      label="Languages"
      placeholder={value.length < MAX_LANGUAGE_FILTERS ? 'Type and press Enter' : undefined}
      description={`Speaks all of them; up to ${MAX_LANGUAGE_FILTERS}`}
      value={value}
      onChange={onChange}
      maxTags={MAX_LANGUAGE_FILTERS}
      maxLength={40}
      clearable
      miw={220}
      style={{ flex: '1 1 14rem' }}
    />
  );
});
