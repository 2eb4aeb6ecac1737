import { Button, Checkbox, Group, NumberInput, Radio, Select, Stack } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import type { JobCategory } from '../../../api/types';
import { CATEGORY_OPTIONS, isJobCategory } from '../../../lib/categories';
import { isCurrency } from '../../../lib/jobs-search';
import type { JobSearchParams, JobTypeFilter, PayTypeFilter } from '../../../lib/jobs-search';
import { AMOUNT_FILTER_INPUT, CURRENCY_OPTIONS } from '../../../lib/money';
import { isTimeZoneOption, TIME_ZONE_OPTIONS } from '../../../lib/time-zones';
import { useStableHandler } from '../../../lib/use-stable-handler';

const ALL = 'all';

const TYPE_OPTIONS: { value: JobTypeFilter | typeof ALL; label: string }[] = [
  { value: ALL, label: 'All' },
  { value: 'offer', label: 'Job Offers' },
  { value: 'seeking', label: 'Availability' },
];

const CATEGORY_FILTER_OPTIONS = [{ value: ALL, label: 'All categories' }, ...CATEGORY_OPTIONS];

const PAY_OPTIONS: { value: PayTypeFilter | typeof ALL; label: string }[] = [
  { value: ALL, label: 'Any' },
  { value: 'hourly', label: 'Hourly' },
  { value: 'fixed', label: 'Fixed price' },
];

const CURRENCY_FILTER_OPTIONS = [{ value: ALL, label: 'Any currency' }, ...CURRENCY_OPTIONS];

/** The pay filters' parameters, all cleared. */
const NO_PAY_FILTER = { pay: undefined, currency: undefined, minRate: undefined, maxRate: undefined, minBudget: undefined };

type AmountFilterProps = { label: string; value: number | undefined; onCommit: (value: number | undefined) => void; disabled?: boolean };

/** An amount typed in whole units, applied when the field is left or Enter is pressed (not at each keystroke). */
function AmountFilter({ label, value, onCommit, disabled }: AmountFilterProps) {
  const [typed, setTyped] = useState<number | string>(value ?? '');
  const commit = () => {
    const amount = typeof typed === 'number' && typed > 0 ? typed : undefined;
    if (amount !== value) onCommit(amount);
  };
  return (
    <NumberInput
      {...AMOUNT_FILTER_INPUT}
      label={label}
      thousandSeparator=","
      value={typed}
      onChange={setTyped}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      disabled={disabled}
    />
  );
}

/** How many of the filters narrow the search (the search term and the sort are not filters). */
export function countActiveFilters(params: JobSearchParams): number {
  return [
    params.type,
    params.category,
    params.verified,
    params.pay,
    params.currency,
    params.minRate,
    params.maxRate,
    params.minBudget,
    params.timeZone,
  ].filter((value) => value !== undefined).length;
}

export type JobFiltersProps = {
  params: JobSearchParams;
  onChange: (params: JobSearchParams) => void;
};

/**
 * The filters of the job search: type, category, time zone, verified clients only, and pay (type, currency, rate range or budget).
 * Each control is memoized and its handler stable (useStableHandler):
 * a tap on one filter redraws that control and the ones that depend on it, not all nine (decision 0085).
 */
export function JobFilters({ params, onChange }: JobFiltersProps) {
  const apply = useStableHandler((next: (current: JobSearchParams) => JobSearchParams) => onChange(next(params)));
  const change = useMemo(() => {
    // Typing an amount without a currency picks USD.
    const amount = (field: 'minRate' | 'maxRate' | 'minBudget', typed: number | undefined) =>
      apply((current) => ({ ...current, currency: current.currency ?? (typed === undefined ? undefined : 'USD'), [field]: typed }));
    return {
      type: (value: string) => apply((current) => ({ ...current, type: value === 'offer' || value === 'seeking' ? value : undefined })),
      category: (value: string | null) => {
        const category: JobCategory | undefined = isJobCategory(value) ? value : undefined;
        apply((current) => ({ ...current, category }));
      },
      timeZone: (value: string | null) => apply((current) => ({ ...current, timeZone: isTimeZoneOption(value) ? value : undefined })),
      verified: (checked: boolean) => apply((current) => ({ ...current, verified: checked ? true : undefined })),
      // Back to every open post: the search term goes too, so nothing the visitor cannot see narrows the results.
      clear: () =>
        apply((current) => ({
          ...current,
          search: undefined,
          type: undefined,
          category: undefined,
          verified: undefined,
          timeZone: undefined,
          ...NO_PAY_FILTER,
        })),
      // A rate or a budget is an hourly or a fixed amount: switching the pay type drops the other's.
      pay: (value: string) => {
        const pay = value === 'hourly' || value === 'fixed' ? value : undefined;
        apply((current) => ({
          ...current,
          pay,
          minRate: pay === 'fixed' ? undefined : current.minRate,
          maxRate: pay === 'fixed' ? undefined : current.maxRate,
          minBudget: pay === 'fixed' ? current.minBudget : undefined,
        }));
      },
      // Amounts mean something in one currency only (rates are not converted): none chosen drops them.
      currency: (value: string | null) => {
        const currency = isCurrency(value) ? value : undefined;
        apply((current) =>
          currency ? { ...current, currency } : { ...current, currency, minRate: undefined, maxRate: undefined, minBudget: undefined },
        );
      },
      minRate: (typed: number | undefined) => amount('minRate', typed),
      maxRate: (typed: number | undefined) => amount('maxRate', typed),
      minBudget: (typed: number | undefined) => amount('minBudget', typed),
    };
  }, [apply]);

  return (
    <Stack gap="md">
      <ChoiceFilter label="Type" options={TYPE_OPTIONS} value={params.type ?? ALL} onChange={change.type} stacked />
      <SelectFilter label="Category" data={CATEGORY_FILTER_OPTIONS} value={params.category ?? ALL} onChange={change.category} />
      <TimeZoneFilter value={params.timeZone ?? null} onChange={change.timeZone} />
      <ChoiceFilter label="Pay" options={PAY_OPTIONS} value={params.pay ?? ALL} onChange={change.pay} />
      <SelectFilter label="Currency" data={CURRENCY_FILTER_OPTIONS} value={params.currency ?? ALL} onChange={change.currency} />
      {params.pay === 'fixed' ? (
        <AmountFilter
          key={`budget-${params.minBudget ?? ''}`}
          label="Minimum budget"
          value={params.minBudget}
          onCommit={change.minBudget}
        />
      ) : (
        <Group grow gap="sm" align="flex-start">
          <AmountFilter key={`min-${params.minRate ?? ''}`} label="Min rate /hr" value={params.minRate} onCommit={change.minRate} />
          <AmountFilter key={`max-${params.maxRate ?? ''}`} label="Max rate /hr" value={params.maxRate} onCommit={change.maxRate} />
        </Group>
      )}
      <VerifiedFilter checked={params.verified === true} onChange={change.verified} />
      <ClearFilters onClear={change.clear} />
    </Stack>
  );
}

type ChoiceFilterProps = {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** One choice a line (otherwise in a row). */
  stacked?: boolean;
};

const ChoiceFilter = memo(function ChoiceFilter({ label, options, value, onChange, stacked = false }: ChoiceFilterProps) {
  const choices = options.map((option) => <Radio key={option.value} value={option.value} label={option.label} />);
  return (
    <Radio.Group label={label} value={value} onChange={onChange}>
      {stacked ? (
        <Stack gap="xs" mt={6}>
          {choices}
        </Stack>
      ) : (
        <Group gap="md" mt={6}>
          {choices}
        </Group>
      )}
    </Radio.Group>
  );
});

type SelectFilterProps = {
  label: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string | null) => void;
};

const SelectFilter = memo(function SelectFilter({ label, data, value, onChange }: SelectFilterProps) {
  return <Select label={label} data={data} value={value} onChange={onChange} allowDeselect={false} />;
});

const TimeZoneFilter = memo(function TimeZoneFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <Select
      label="Time zone"
      placeholder="Any time zone"
      data={TIME_ZONE_OPTIONS}
      value={value}
      onChange={onChange}
      searchable
      clearable
      limit={50}
      nothingFoundMessage="No such time zone"
    />
  );
});

const VerifiedFilter = memo(function VerifiedFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return <Checkbox label="Verified clients only" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />;
});

const ClearFilters = memo(function ClearFilters({ onClear }: { onClear: () => void }) {
  return (
    <Group>
      <Button variant="subtle" onClick={onClear} px={0}>
        Clear filters
      </Button>
    </Group>
  );
});
