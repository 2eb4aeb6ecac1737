import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { OfferTermsInput } from '../../../api/types';
import { CURRENCY_OPTIONS } from '../../../lib/money';
import { EMPTY_MILESTONE, EMPTY_OFFER, OFFER_LIMITS, offerValidation, toOfferTerms } from '../offer-form';
import type { OfferValues } from '../offer-form';

export type OfferFormProps = {
  /** Where the form starts: empty, or the terms a counter-offer answers. */
  initialValues?: OfferValues;
  submitLabel: string;
  submitting?: boolean;
  onSubmit: (terms: OfferTermsInput) => void;
  onCancel: () => void;
};

/** An offer's terms: rate, hours a week, start and end (or ongoing), milestones and notes. */
export function OfferForm({ initialValues = EMPTY_OFFER, submitLabel, submitting = false, onSubmit, onCancel }: OfferFormProps) {
  const form = useForm<OfferValues>({ mode: 'controlled', initialValues, validate: offerValidation });
  const values = form.getValues();
  const hourly = values.rateType === 'hourly';

  return (
    <form onSubmit={form.onSubmit((submitted) => onSubmit(toOfferTerms(submitted)))} noValidate>
      <Stack gap="sm">
        <Stack gap={4}>
          <Text component="span" fz="sm" fw={500} id="offer-rate-type">
            Rate type
          </Text>
          <SegmentedControl
            aria-labelledby="offer-rate-type"
            data={[
              { value: 'hourly', label: 'Hourly' },
              { value: 'fixed', label: 'Fixed price' },
            ]}
            {...form.getInputProps('rateType')}
          />
        </Stack>
        <Group grow align="flex-start" wrap="wrap">
          <Select label="Currency" data={CURRENCY_OPTIONS} allowDeselect={false} miw={110} {...form.getInputProps('currency')} />
          <NumberInput
            label={hourly ? 'Rate per hour' : 'Fixed price'}
            withAsterisk
            min={0}
            decimalScale={2}
            thousandSeparator=","
            miw={140}
            {...form.getInputProps('amount')}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label="Hours per week"
            min={1}
            max={OFFER_LIMITS.hoursPerWeek}
            allowDecimal={false}
            miw={140}
            {...form.getInputProps('hoursPerWeek')}
          />
          <TextInput label="Start date" type="date" withAsterisk miw={140} {...form.getInputProps('startDate')} />
        </Group>
        <Checkbox label="Ongoing (no end date)" {...form.getInputProps('ongoing', { type: 'checkbox' })} />
        {!values.ongoing && <TextInput label="End date" type="date" withAsterisk {...form.getInputProps('endDate')} />}
        <Fieldset legend={`Milestones (${values.milestones.length} of at most ${OFFER_LIMITS.milestones})`} variant="unstyled">
          <Stack gap="sm">
            {values.milestones.map((_, index) => (
              <Stack key={form.key(`milestones.${index}`)} gap={6} data-testid="offer-milestone">
                <Group align="flex-end" wrap="nowrap">
                  <TextInput
                    label={`Milestone ${index + 1} title`}
                    withAsterisk
                    maxLength={OFFER_LIMITS.milestoneTitle}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`milestones.${index}.title`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove milestone ${index + 1}`}
                    onClick={() => form.removeListItem('milestones', index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                <TextInput label={`Milestone ${index + 1} due date`} type="date" {...form.getInputProps(`milestones.${index}.dueDate`)} />
                <Textarea
                  label={`Milestone ${index + 1} description`}
                  autosize
                  minRows={2}
                  maxLength={OFFER_LIMITS.milestoneDescription}
                  {...form.getInputProps(`milestones.${index}.description`)}
                />
              </Stack>
            ))}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={values.milestones.length >= OFFER_LIMITS.milestones}
              onClick={() => form.insertListItem('milestones', { ...EMPTY_MILESTONE })}
            >
              Add milestone
            </Button>
          </Stack>
        </Fieldset>
        <Textarea label="Notes" autosize minRows={3} maxLength={OFFER_LIMITS.notes} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
