import { Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getFieldErrors, isApiError } from '../../../api/errors';
import { LIMITS } from '../../../lib/limits';
import { useDeleteAccount } from '../hooks/useAccountData';

export type DeleteAccountModalProps = {
  opened: boolean;
  /** The account's address, for password managers. */
  email: string;
  onClose: () => void;
  /** Runs once the account is gone: the app leaves the signed-in screens. */
  onDeleted: () => void | Promise<void>;
};

/** Says what deleting keeps and what it removes, and deletes once the password is given. */
export function DeleteAccountModal({ opened, email, onClose, onDeleted }: DeleteAccountModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Delete your account?" centered>
      {/* Mounted only while open, so each opening starts empty. */}
      {opened && <DeleteAccountForm email={email} onClose={onClose} onDeleted={onDeleted} />}
    </Modal>
  );
}

type PasswordDraft = { password: string };

/** A refusal of the password, by its code or as a field error. */
function passwordErrorOf(error: unknown): string | undefined {
  const { password } = getFieldErrors(error, ['password']);
  if (password) return password;
  return isApiError(error) && error.body?.code === 'IDENTITY.WRONG_CURRENT_PASSWORD' ? error.body.message : undefined;
}

function DeleteAccountForm({ email, onClose, onDeleted }: Omit<DeleteAccountModalProps, 'opened'>) {
  const form = useForm<PasswordDraft>({
    name: 'delete-account',
    initialValues: { password: '' },
    validate: { password: (value) => (value.trim() === '' ? 'Password is required' : null) },
  });
  const handleFieldError = (error: unknown): boolean => {
    const message = passwordErrorOf(error);
    if (message) form.setFieldError('password', message);
    return message !== undefined;
  };
  const deletion = useDeleteAccount({ onDeleted, onFieldError: handleFieldError });
  // Stays busy after success too, while the app leaves for the home page.
  const busy = deletion.isPending || deletion.isSuccess;

  return (
    <form onSubmit={form.onSubmit(({ password }) => deletion.mutate(password))} noValidate>
      <Stack gap="md">
        <Text fz="sm">This cannot be undone. Every session of your account ends, this one too.</Text>
        <div>
          <Text fz="sm" fw={600}>
            Kept without your name, shown as “Deleted user”
          </Text>
          <Text fz="sm" c="dimmed" mb={4}>
            Other people rely on these:
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>contracts you were part of, with their job posts and accepted applications</List.Item>
            <List.Item>reviews you gave and received</List.Item>
            <List.Item>messages you sent, in the other person’s conversations</List.Item>
          </List>
        </div>
        <div>
          <Text fz="sm" fw={600}>
            Removed
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>your email address, username, password, profile, picture and portfolio</List.Item>
            <List.Item>job posts without a contract, and applications that were not accepted</List.Item>
            <List.Item>your notifications, email settings and identity documents</List.Item>
          </List>
        </div>
        <Text fz="sm">Download your data first if you want a copy.</Text>
        {/* For password managers: the account the password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          maxLength={LIMITS.account.password}
          disabled={busy}
          data-autofocus
          {...form.getInputProps('password')}
          // Mantine marks a TextInput invalid for assistive technology, but not a PasswordInput.
          aria-invalid={form.errors.password ? true : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={busy}>
            Delete my account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
