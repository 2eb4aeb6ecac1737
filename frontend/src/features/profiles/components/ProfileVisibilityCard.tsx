import { Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { User } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { updateProfile } from '../api';

type Visibility = User['profileVisibility'];

const CHOICES: readonly { value: Visibility; label: string; description: string }[] = [
  {
    value: 'everyone',
    label: 'Everyone',
    description: 'Anyone can find your profile, also without an account and in search engines. Your location is never shown to them.',
  },
  {
    value: 'members',
    label: 'Signed-in members only',
    description:
      'Only people signed in to VerifiedWork see your profile. Your posts stay on the public job board as from “A client” or “A verified client”.',
  },
];

export type ProfileVisibilityCardProps = {
  user: Pick<User, 'firstName' | 'lastName' | 'profileVisibility'>;
  /** After the choice was saved: the signed-in user is fetched again. */
  onSaved?: () => void | Promise<void>;
};

/**
 * Who may read the profile (decision 0061): everyone, visitors included, or members only. Reviews,
 * email address and identity documents are never shown to visitors either way.
 */
export function ProfileVisibilityCard({ user, onSaved }: ProfileVisibilityCardProps) {
  const form = useForm<{ profileVisibility: Visibility }>({
    initialValues: { profileVisibility: user.profileVisibility },
  });
  const save = useMutation({
    mutationFn: (profileVisibility: Visibility) => updateProfile({ firstName: user.firstName, lastName: user.lastName, profileVisibility }),
    onSuccess: async (saved) => {
      form.resetDirty({ profileVisibility: saved.profileVisibility });
      notifySuccess({ title: 'Profile visibility saved' });
      await onSaved?.();
    },
    onError: (error) => notifyError({ title: 'Failed to update profile', description: error.message }),
  });

  return (
    <Card>
      <form onSubmit={form.onSubmit(({ profileVisibility }) => save.mutate(profileVisibility))}>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              Profile visibility
            </Title>
            <Text c="dimmed" fz="sm">
              Who can see your profile and portfolio. Reviews are only ever shown to signed-in members.
            </Text>
          </div>
          <Radio.Group label="Who can see your profile" {...form.getInputProps('profileVisibility')}>
            <Stack gap="sm" mt="xs">
              {CHOICES.map((choice) => (
                <Radio key={choice.value} value={choice.value} label={choice.label} description={choice.description} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button type="submit" disabled={!form.isDirty()} loading={save.isPending}>
              Save visibility
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
