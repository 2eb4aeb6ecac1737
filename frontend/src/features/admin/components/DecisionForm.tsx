import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useState } from 'react';
import { getFieldErrors } from '../../../api/errors';

export type DecisionOption<Decision extends string> = {
  value: Decision;
  label: string;
} & Pick<ButtonProps, 'color' | 'variant'>;

export type DecisionFormProps<Decision extends string> = {
  /** The text's field as the server names it, so the server's message for it shows under it. */
  field: string;
  label: string;
  description: string;
  /** Shown under the text when a decision is taken without it. */
  requiredMessage: string;
  maxLength: number;
  decisions: DecisionOption<Decision>[];
  /** Sends the decision with the trimmed text; a rejection leaves the text for another try. */
  onDecide: (decision: Decision, text: string) => Promise<unknown>;
  /** Another administrator is working on the item: the decisions are theirs until they let it go. */
  blocked?: boolean;
};

/** A required text (a review note, a note to the reporter, a resolution) and one button per decision. */
export function DecisionForm<Decision extends string>({
  field,
  label,
  description,
  requiredMessage,
  maxLength,
  decisions,
  onDecide,
  blocked = false,
}: DecisionFormProps<Decision>) {
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const form = useForm({
    initialValues: { text: '' },
    validate: { text: isNotEmpty(requiredMessage) },
  });

  const handleDecision = (decision: Decision) =>
    form.onSubmit(
      async ({ text }) => {
        setDeciding(decision);
        try {
          await onDecide(decision, text.trim());
        } catch (error) {
          const message = getFieldErrors(error, [field])[field];
          if (message) form.setFieldError('text', message);
        } finally {
          setDeciding(null);
        }
      },
      () => form.getInputNode('text')?.focus(),
    )();

  return (
    <Stack gap="sm">
      <Textarea
        label={label}
        description={description}
        withAsterisk
        autosize
        minRows={2}
        maxRows={8}
        maxLength={maxLength}
        disabled={deciding !== null}
        {...form.getInputProps('text')}
      />
      <Group justify="flex-end" gap="sm">
        {decisions.map(({ value, label: decisionLabel, color, variant }) => (
          <Button
            key={value}
            color={color}
            variant={variant}
            loading={deciding === value}
            disabled={blocked || (deciding !== null && deciding !== value)}
            onClick={() => handleDecision(value)}
          >
            {decisionLabel}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
