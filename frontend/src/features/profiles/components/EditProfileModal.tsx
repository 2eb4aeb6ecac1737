import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormErrors } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { getErrorMessage, getFieldErrors } from '../../../api/errors';
import type { PublicProfile } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { PROFILE_LIMITS, profileKeys, updateProfile } from '../api';
import { PROFILE_DRAFT_FIELDS, profileDraftRules, toProfileDraft, toUpdateProfileInput } from '../profile-draft';
import type { ProfileDraft } from '../profile-draft';
import { ProfilePictureUploader } from './ProfilePictureUploader';

export type EditProfileModalProps = {
  /** The signed-in user's own profile. */
  profile: PublicProfile;
  opened: boolean;
  onClose: () => void;
  /** Called after the profile or picture changed (the signed-in user's data is refreshed). */
  onSaved: () => void | Promise<void>;
};

export function EditProfileModal({ profile, opened, onClose, onSaved }: EditProfileModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Profile" size="lg" centered>
      {/* Mounted only while open, so each opening starts from the saved profile. */}
      {opened && <EditProfileForm profile={profile} onDone={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

type EditProfileFormProps = Omit<EditProfileModalProps, 'opened' | 'onClose'> & { onDone: () => void };

function EditProfileForm({ profile, onDone, onSaved }: EditProfileFormProps) {
  const queryClient = useQueryClient();
  const pictureLabelId = useId();
  const form = useForm<ProfileDraft>({ name: 'edit-profile', initialValues: toProfileDraft(profile), validate: profileDraftRules });

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      notifySuccess({ title: 'Profile updated successfully' });
      await onSaved();
      onDone();
    },
    onError: (error) => {
      form.setErrors(getFieldErrors(error, PROFILE_DRAFT_FIELDS));
      notifyError({ title: 'Failed to update profile', description: getErrorMessage(error) });
    },
  });

  const handleInvalid = (errors: FormErrors) => {
    const [firstInvalid] = Object.keys(errors);
    form.getInputNode(firstInvalid as keyof ProfileDraft)?.focus();
  };

  return (
    <Stack gap="lg">
      {/* The picture changes at once, apart from the form's Save. */}
      <div role="group" aria-labelledby={pictureLabelId}>
        <Text id={pictureLabelId} fz="sm" fw={500} mb={6}>
          Profile picture
        </Text>
        <ProfilePictureUploader user={profile} onUpdated={onSaved} />
      </div>
      <form onSubmit={form.onSubmit((draft) => save.mutate(toUpdateProfileInput(draft)), handleInvalid)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="First name"
              withAsterisk
              maxLength={PROFILE_LIMITS.name}
              disabled={save.isPending}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              withAsterisk
              maxLength={PROFILE_LIMITS.name}
              disabled={save.isPending}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <Textarea
            label="Bio"
            placeholder="Your experience, the work you do and when you are available"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={PROFILE_LIMITS.bio}
            description={`${form.values.bio.length}/${PROFILE_LIMITS.bio}`}
            disabled={save.isPending}
            {...form.getInputProps('bio')}
          />
          <TextInput
            label="Location"
            placeholder="e.g. Lisbon, Portugal"
            maxLength={PROFILE_LIMITS.location}
            disabled={save.isPending}
            {...form.getInputProps('location')}
          />
          <NumberInput
            label="Hourly rate (USD)"
            placeholder="e.g. 25"
            min={0}
            max={PROFILE_LIMITS.hourlyRate}
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            disabled={save.isPending}
            {...form.getInputProps('hourlyRate')}
          />
          <TagsInput
            label="Skills"
            description={`Press Enter after each skill (up to ${PROFILE_LIMITS.listItems})`}
            placeholder="e.g. Zendesk"
            maxTags={PROFILE_LIMITS.listItems}
            maxLength={PROFILE_LIMITS.listItem}
            clearable
            disabled={save.isPending}
            {...form.getInputProps('skills')}
          />
          <TagsInput
            label="Languages"
            description={`Press Enter after each language (up to ${PROFILE_LIMITS.listItems})`}
            placeholder="e.g. English"
            maxTags={PROFILE_LIMITS.listItems}
            maxLength={PROFILE_LIMITS.listItem}
            clearable
            disabled={save.isPending}
            {...form.getInputProps('languages')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
