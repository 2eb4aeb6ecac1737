import { Button, Stack } from '@mantine/core';
import type { User } from '../../../api/types';
import { useUsernameForm } from '../hooks/useUsernameForm';
import type { UsernameDraft } from '../hooks/useUsernameForm';
import { useSetUpUsername } from '../hooks/useUsernameMutations';
import { UsernameField } from './UsernameField';

export type UsernameSetupFormProps = {
  /** Called once the username is saved; the form stays busy until a returned promise settles. */
  onComplete: (user: User) => void | Promise<void>;
};

export function UsernameSetupForm({ onComplete }: UsernameSetupFormProps) {
  const { form, availability, handleServerError } = useUsernameForm(null);
  const setUp = useSetUpUsername({ onSuccess: onComplete });
  const canSubmit = availability.status === 'available' && !setUp.isPending;

  const handleValid = ({ username }: UsernameDraft) => {
    if (canSubmit) setUp.mutate(username, { onError: handleServerError });
  };

  return (
    <form onSubmit={form.onSubmit(handleValid)} noValidate>
      <Stack gap="sm">
        <UsernameField form={form} availability={availability} />
        <Button type="submit" disabled={!canSubmit} loading={setUp.isPending} fullWidth>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
