import { Checkbox, Group, NumberInput, SegmentedControl, Select, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { useId } from 'react';
import { CURRENCY_OPTIONS } from '../../../lib/money';
import { CATEGORY_OPTIONS } from '../../../lib/categories';
import { LIMITS } from '../../../lib/limits';
import { TIME_ZONE_OPTIONS } from '../../../lib/time-zones';
import type { JobType } from '../../../api/types';
import type { JobDraftForm } from '../hooks/useJobDraftForm';
import { HOURS_PER_WEEK_RANGE, MAX_SKILLS, OVERLAP_HOURS_RANGE, todayIso } from '../job-draft';

export type JobPostFieldsProps = {
  form: JobDraftForm;
  disabled?: boolean;
  /**
   * A job offer asks for required skills and may be limited to verified workers; an availability
   * post lists the worker's own skills and takes no applications, so it has no such limit.
   */
  jobType: JobType;
};

/** The fields of a post, shared by Create a Post and Edit Job. */
export function JobPostFields({ form, disabled = false, jobType }: JobPostFieldsProps) {
  const isOffer = jobType === 'job_offer';
  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        withAsterisk
        placeholder="e.g. Night shift chat operator"
        maxLength={LIMITS.job.title}
        disabled={disabled}
        {...form.getInputProps('title')}
      />
      <Textarea
        label="Description"
        withAsterisk
        placeholder="What the work involves, hours, tools and expectations"
        autosize
        minRows={5}
        maxRows={14}
        maxLength={LIMITS.job.description}
        disabled={disabled}
        {...form.getInputProps('description')}
      />
      <Select
        label="Category"
        withAsterisk
        placeholder="Select a category"
        data={CATEGORY_OPTIONS}
        // Required: choosing the chosen category again (a restored draft's) keeps it rather than clearing it.
        allowDeselect={false}
        disabled={disabled}
        {...form.getInputProps('category')}
      />
      <PayFields form={form} disabled={disabled} jobType={jobType} />
      <TextInput
        label="Duration"
        placeholder="e.g. 3 months, ongoing"
        maxLength={LIMITS.job.duration}
        disabled={disabled}
        {...form.getInputProps('duration')}
      />
      <TagsInput
        label={isOffer ? 'Required skills' : 'Skills'}
        description={`Press Enter after each skill (up to ${MAX_SKILLS})`}
        placeholder="e.g. Zendesk"
        maxTags={MAX_SKILLS}
        clearable
        disabled={disabled}
        {...form.getInputProps('tags')}
      />
      {isOffer && (
        <Checkbox
          label="Verified workers only"
          description="Only workers with the verified badge can apply"
          disabled={disabled}
          {...form.getInputProps('verifiedOnly', { type: 'checkbox' })}
        />
      )}
    </Stack>
  );
}

/**
 * The pay (decision 0070): an offer's hourly range or fixed price with its hours a week, start date
 * and time zone overlap; an availability post's hourly rate and hours. Amounts are typed in whole
 * units of the currency.
 */
function PayFields({ form, disabled = false, jobType }: JobPostFieldsProps) {
  const payTypeLabel = useId();
  const isOffer = jobType === 'job_offer';
  const { payType } = form.getValues();
  const hourly = !isOffer || payType === 'hourly';
  return (
    <Stack gap="sm">
      {isOffer && (
        <Stack gap={4}>
          <Text component="span" fz="sm" fw={500} id={payTypeLabel}>
            Pay
          </Text>
          <SegmentedControl
            aria-labelledby={payTypeLabel}
            data={[
              { value: 'hourly', label: 'Hourly' },
              { value: 'fixed', label: 'Fixed price' },
            ]}
            disabled={disabled}
            {...form.getInputProps('payType')}
          />
        </Stack>
      )}
      <Group grow align="flex-start" wrap="wrap" gap="sm">
        <Select
          label="Currency"
          data={CURRENCY_OPTIONS}
          allowDeselect={false}
          disabled={disabled}
          miw={110}
          {...form.getInputProps('currency')}
        />
        <NumberInput
          label={!isOffer ? 'Your hourly rate' : hourly ? 'Lowest rate per hour' : 'Fixed price'}
          withAsterisk
          min={0}
          decimalScale={2}
          thousandSeparator=","
          allowNegative={false}
          disabled={disabled}
          miw={140}
          {...form.getInputProps('minimum')}
        />
        {isOffer && hourly && (
          <NumberInput
            label="Highest rate per hour"
            description="Empty: one rate"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            allowNegative={false}
            disabled={disabled}
            miw={140}
            {...form.getInputProps('maximum')}
          />
        )}
      </Group>
      <Group grow align="flex-start" wrap="wrap" gap="sm">
        <NumberInput
          label="Hours per week"
          withAsterisk={isOffer && hourly}
          min={HOURS_PER_WEEK_RANGE.min}
          max={HOURS_PER_WEEK_RANGE.max}
          allowDecimal={false}
          allowNegative={false}
          disabled={disabled}
          miw={140}
          {...form.getInputProps('hoursPerWeek')}
        />
        {isOffer && (
          <TextInput label="Start date" type="date" min={todayIso()} disabled={disabled} miw={140} {...form.getInputProps('startDate')} />
        )}
      </Group>
      {isOffer && (
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <Select
            label="Time zone"
            description="The worker overlaps with it"
            placeholder="Any"
            data={TIME_ZONE_OPTIONS}
            searchable
            clearable
            limit={50}
            disabled={disabled}
            miw={180}
            {...form.getInputProps('timeZone')}
          />
          <NumberInput
            label="Overlap hours a day"
            min={OVERLAP_HOURS_RANGE.min}
            max={OVERLAP_HOURS_RANGE.max}
            allowDecimal={false}
            allowNegative={false}
            disabled={disabled}
            miw={140}
            {...form.getInputProps('overlapHours')}
          />
        </Group>
      )}
    </Stack>
  );
}
