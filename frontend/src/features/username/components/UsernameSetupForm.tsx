import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { User } from '../../../api/types';
import { useUsernameAvailability } from '../hooks/useUsernameAvailability';
import { useSetUpUsername } from '../hooks/useUsernameMutations';
import { UsernameField } from './UsernameField';

export type UsernameSetupFormProps = {
  /** Called once the username is saved; the form stays busy until a returned promise settles. */
  onComplete: (user: User) => void | Promise<void>;
};

export function UsernameSetupForm({ onComplete }: UsernameSetupFormProps) {
  const [value, setValue] = useState('');
  const availability = useUsernameAvailability(value, null);
  const setUp = useSetUpUsername({ onSuccess: onComplete });
  const canSubmit = availability.status === 'available' && !setUp.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) setUp.mutate(value);
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack gap="sm">
        <UsernameField value={value} onChange={setValue} availability={availability} />
        <Button type="submit" disabled={!canSubmit} loading={setUp.isPending} fullWidth>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
