import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormErrors } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getErrorMessage, getFieldErrors, isApiError } from '../../../api/errors';
import type { PublicProfile, UpdateProfileInput } from '../../../api/types';
import { CURRENCY_OPTIONS } from '../../../lib/money';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { PROFILE_LIMITS, profileKeys, updateProfile } from '../api';
import { PROFILE_DRAFT_FIELDS, profileDraftRules, toProfileDraft, toUpdateProfileInput } from '../profile-draft';
import type { ProfileDraft } from '../profile-draft';
import { uploadFailureMessage, uploadProfilePicture } from '../upload';
import { KEEP_PICTURE, ProfilePicturePicker } from './ProfilePicturePicker';
import type { PictureChoice } from './ProfilePicturePicker';

/** A failed picture step, told apart from a failed profile update for the toast. */
class PictureNotSaved extends Error {
  constructor(readonly cause: unknown) {
    super('The profile picture was not saved');
  }
}

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
  const [picture, setPicture] = useState<PictureChoice>(KEEP_PICTURE);
  const [progress, setProgress] = useState<number | null>(null);

  /**
   * Save applies everything, the picture first: upload and finalize a chosen file, then the
   * profile (with the picture removed, when that was chosen). Cancel sends nothing.
   */
  const save = useMutation({
    mutationFn: async (input: UpdateProfileInput) => {
      if (picture.kind === 'replace') {
        setProgress(0);
        try {
          await uploadProfilePicture(picture.file, setProgress);
        } catch (error) {
          // An ended session keeps its status, so the query client can send the user to sign in.
          throw isApiError(error, 401) ? error : new PictureNotSaved(error);
        } finally {
          setProgress(null);
        }
        // Applied: a failure of the profile update below leaves nothing of it to send again.
        setPicture(KEEP_PICTURE);
      }
      return updateProfile(picture.kind === 'remove' ? { ...input, profileImageUrl: null } : input);
    },
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      notifySuccess({ title: 'Profile updated successfully' });
      await onSaved();
      onDone();
    },
    onError: (error) => {
      if (error instanceof PictureNotSaved) {
        notifyError({ title: 'Failed to upload profile picture', description: uploadFailureMessage(error.cause) });
        return;
      }
      // The picture may have been applied before the profile was refused: show it.
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
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
      <div role="group" aria-labelledby={pictureLabelId}>
        <Text id={pictureLabelId} fz="sm" fw={500} mb={6}>
          Profile picture
        </Text>
        <ProfilePicturePicker
          firstName={profile.firstName}
          lastName={profile.lastName}
          currentUrl={profile.profileImageUrl}
          choice={picture}
          onChange={setPicture}
          disabled={save.isPending}
          progress={progress}
        />
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
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label="Hourly rate"
              description="Leave empty to state none"
              placeholder="e.g. 25"
              min={0}
              step={0.01}
              decimalScale={2}
              thousandSeparator=","
              allowNegative={false}
              disabled={save.isPending}
              miw={140}
              {...form.getInputProps('hourlyRate')}
            />
            <Select
              label="Currency"
              description="Rates are not converted"
              data={CURRENCY_OPTIONS}
              allowDeselect={false}
              disabled={save.isPending}
              miw={110}
              {...form.getInputProps('hourlyRateCurrency')}
            />
          </Group>
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
