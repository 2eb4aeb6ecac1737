import { Text, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { UsernameAvailabilityState } from '../hooks/useUsernameAvailability';
import type { UsernameForm } from '../hooks/useUsernameForm';

export type UsernameFieldProps = {
  form: UsernameForm;
  availability: UsernameAvailabilityState;
  disabled?: boolean;
  placeholder?: string;
};

/** What the check says while it runs or when the name is free; a taken name is a field error. */
function AvailabilityMessage({ availability }: { availability: UsernameAvailabilityState }) {
  switch (availability.status) {
    case 'checking':
      return (
        <Text fz="sm" c="dimmed">
          Checking availability...
        </Text>
      );
    case 'available':
      return (
        <Text fz="sm" c="green">
          ✓ Username is available
        </Text>
      );
    case 'error':
      return (
        <Text fz="sm" c="red">
          Failed to check availability
        </Text>
      );
    default:
      return null;
  }
}

/**
 * The username input: '@'-prefixed, lowercased as typed. A broken rule, a taken name or the
 * server's refusal marks the field; the check's progress is announced under it.
 */
export function UsernameField({ form, availability, disabled, placeholder = 'your_username' }: UsernameFieldProps) {
  const error = form.errors.username ?? (availability.status === 'taken' ? `✗ ${availability.reason}` : undefined);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    form.setFieldValue('username', event.currentTarget.value.toLowerCase());
  };

  return (
    <div>
      <TextInput
        label="Username"
        description="3-20 characters: lowercase letters, numbers and underscores"
        value={form.values.username}
        onChange={handleChange}
        error={error}
        disabled={disabled}
        placeholder={placeholder}
        leftSection="@"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      {/* Space kept for the message, so the button below does not jump while checking. */}
      <div aria-live="polite" style={{ minHeight: disabled || error ? undefined : 22, marginTop: 4 }}>
        <AvailabilityMessage availability={availability} />
      </div>
    </div>
  );
}
