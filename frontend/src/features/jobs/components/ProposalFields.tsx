import { Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Ref } from 'react';
import { LIMITS } from '../../../lib/limits';
import { CURRENCY_OPTIONS, HOURS_PER_WEEK } from '../proposal-form';
import type { ProposalValues } from '../proposal-form';

export type ProposalFieldsProps = {
  form: UseFormReturnType<ProposalValues>;
  disabled?: boolean;
  coverLetterRef?: Ref<HTMLTextAreaElement>;
};

/** The fields of a proposal: cover letter, the rate asked (hourly or fixed) and availability. */
export function ProposalFields({ form, disabled = false, coverLetterRef }: ProposalFieldsProps) {
  const hourly = form.getValues().rateType === 'hourly';
  return (
    <Stack gap="sm">
      <Textarea
        ref={coverLetterRef}
        label="Cover letter"
        withAsterisk
        placeholder="Why you are a good fit for this job"
        autosize
        minRows={6}
        maxRows={14}
        maxLength={LIMITS.application.coverLetter}
        disabled={disabled}
        {...form.getInputProps('coverLetter')}
      />
      <Stack gap={4}>
        <Text component="span" fz="sm" fw={500} id="proposal-rate-type">
          Rate type
        </Text>
        <SegmentedControl
          aria-labelledby="proposal-rate-type"
          data={[
            { value: 'hourly', label: 'Hourly' },
            { value: 'fixed', label: 'Fixed price' },
          ]}
          disabled={disabled}
          {...form.getInputProps('rateType')}
        />
      </Stack>
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label="Currency"
          data={CURRENCY_OPTIONS}
          allowDeselect={false}
          disabled={disabled}
          miw={110}
          {...form.getInputProps('currency')}
        />
        <NumberInput
          label={hourly ? 'Rate per hour' : 'Fixed price'}
          withAsterisk
          min={0}
          decimalScale={2}
          thousandSeparator=","
          disabled={disabled}
          miw={140}
          {...form.getInputProps('amount')}
        />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <NumberInput
          label="Hours per week"
          withAsterisk
          min={HOURS_PER_WEEK.min}
          max={HOURS_PER_WEEK.max}
          allowDecimal={false}
          disabled={disabled}
          miw={140}
          {...form.getInputProps('hoursPerWeek')}
        />
        <TextInput label="Start date" type="date" disabled={disabled} miw={140} {...form.getInputProps('startDate')} />
      </Group>
    </Stack>
  );
}
