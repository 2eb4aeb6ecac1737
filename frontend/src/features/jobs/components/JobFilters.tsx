import { Button, Checkbox, Group, NumberInput, Radio, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import type { JobCategory } from '../../../api/types';
import { CATEGORY_OPTIONS, isJobCategory } from '../../../lib/categories';
import { isCurrency } from '../../../lib/jobs-search';
import type { JobSearchParams, JobTypeFilter, PayTypeFilter } from '../../../lib/jobs-search';
import { CURRENCY_OPTIONS } from '../../../lib/money';
import { isTimeZoneOption, TIME_ZONE_OPTIONS } from '../../../lib/time-zones';

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
      label={label}
      placeholder="Any"
      min={0}
      decimalScale={2}
      thousandSeparator=","
      allowNegative={false}
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

/** The filters of the job search: type, category, time zone, verified clients only, and pay (type, currency, rate range or budget). */
export function JobFilters({ params, onChange }: JobFiltersProps) {
  const handleTypeChange = (value: string) => {
    onChange({ ...params, type: value === 'offer' || value === 'seeking' ? value : undefined });
  };

  const handleCategoryChange = (value: string | null) => {
    const category: JobCategory | undefined = isJobCategory(value) ? value : undefined;
    onChange({ ...params, category });
  };

  const handleTimeZoneChange = (value: string | null) => {
    onChange({ ...params, timeZone: isTimeZoneOption(value) ? value : undefined });
  };

  const handleVerifiedChange = (checked: boolean) => {
    onChange({ ...params, verified: checked ? true : undefined });
  };

  // Back to every open post: the search term goes too, so nothing the visitor cannot see narrows the results.
  const handleClear = () => {
    onChange({
      ...params,
      search: undefined,
      type: undefined,
      category: undefined,
      verified: undefined,
      timeZone: undefined,
      ...NO_PAY_FILTER,
    });
  };

  // A rate or a budget is an hourly or a fixed amount: switching the pay type drops the other's.
  const handlePayChange = (value: string) => {
    const pay = value === 'hourly' || value === 'fixed' ? value : undefined;
    onChange({
      ...params,
      pay,
      minRate: pay === 'fixed' ? undefined : params.minRate,
      maxRate: pay === 'fixed' ? undefined : params.maxRate,
      minBudget: pay === 'fixed' ? params.minBudget : undefined,
    });
  };

  // Amounts mean something in one currency only (rates are not converted): none chosen drops them.
  const handleCurrencyChange = (value: string | null) => {
    const currency = isCurrency(value) ? value : undefined;
    onChange(currency ? { ...params, currency } : { ...params, currency, minRate: undefined, maxRate: undefined, minBudget: undefined });
  };

  // Typing an amount without a currency picks USD.
  const handleAmount = (field: 'minRate' | 'maxRate' | 'minBudget') => (amount: number | undefined) =>
    onChange({ ...params, currency: params.currency ?? (amount === undefined ? undefined : 'USD'), [field]: amount });

  return (
    <Stack gap="md">
      <Radio.Group label="Type" value={params.type ?? ALL} onChange={handleTypeChange}>
        <Stack gap="xs" mt={6}>
          {TYPE_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>
      <Select
        label="Category"
        data={CATEGORY_FILTER_OPTIONS}
        value={params.category ?? ALL}
        onChange={handleCategoryChange}
        allowDeselect={false}
      />
      <Select
        label="Time zone"
        placeholder="Any time zone"
        data={TIME_ZONE_OPTIONS}
        value={params.timeZone ?? null}
        onChange={handleTimeZoneChange}
        searchable
        clearable
        limit={50}
        nothingFoundMessage="No such time zone"
      />
      <Radio.Group label="Pay" value={params.pay ?? ALL} onChange={handlePayChange}>
        <Group gap="md" mt={6}>
          {PAY_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Radio.Group>
      <Select
        label="Currency"
        data={CURRENCY_FILTER_OPTIONS}
        value={params.currency ?? ALL}
        onChange={handleCurrencyChange}
        allowDeselect={false}
      />
      {params.pay === 'fixed' ? (
        <AmountFilter
          key={`budget-${params.minBudget ?? ''}`}
          label="Minimum budget"
          value={params.minBudget}
          onCommit={handleAmount('minBudget')}
        />
      ) : (
        <Group grow gap="sm" align="flex-start">
          <AmountFilter
            key={`min-${params.minRate ?? ''}`}
            label="Min rate /hr"
            value={params.minRate}
            onCommit={handleAmount('minRate')}
          />
          <AmountFilter
            key={`max-${params.maxRate ?? ''}`}
            label="Max rate /hr"
            value={params.maxRate}
            onCommit={handleAmount('maxRate')}
          />
        </Group>
      )}
      <Checkbox
        label="Verified clients only"
        checked={params.verified === true}
        onChange={(event) => handleVerifiedChange(event.currentTarget.checked)}
      />
      <Group>
        <Button variant="subtle" onClick={handleClear} px={0}>
          Clear filters
        </Button>
      </Group>
    </Stack>
  );
}
