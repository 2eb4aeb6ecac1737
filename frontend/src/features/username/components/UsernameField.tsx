import { Text, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { UsernameAvailabilityState } from '../hooks/useUsernameAvailability';

export type UsernameFieldProps = {
  value: string;
  onChange: (value: string) => void;
  availability: UsernameAvailabilityState;
  disabled?: boolean;
  placeholder?: string;
};

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
    case 'taken':
      return (
        <Text fz="sm" c="red">
          ✗ {availability.reason}
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

/** The username input: '@'-prefixed, lowercased as typed, with the availability under it. */
export function UsernameField({ value, onChange, availability, disabled, placeholder = 'your_username' }: UsernameFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value.toLowerCase());

  return (
    <div>
      <TextInput
        label="Username"
        description="3-20 characters: lowercase letters, numbers and underscores"
        value={value}
        onChange={handleChange}
        disabled={disabled}
        placeholder={placeholder}
        leftSection="@"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <div aria-live="polite" style={{ minHeight: disabled ? undefined : 22, marginTop: 4 }}>
        <AvailabilityMessage availability={availability} />
      </div>
    </div>
  );
}
