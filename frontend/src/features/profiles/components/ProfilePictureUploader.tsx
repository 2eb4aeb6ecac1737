import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import type { User } from '../../../api/types';
import { UserAvatar } from '../../../components/UserAvatar';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { profileKeys, updateProfile } from '../api';
import { uploadFailureMessage, uploadProfilePicture } from '../upload';
import { acceptPictureFile, PICTURE_UPLOAD_FAILED } from '../picture-file';

export type ProfilePictureUploaderProps = {
  /** The signed-in user, whose picture this is (the names are sent again when the picture is removed). */
  user: Pick<User, 'firstName' | 'lastName' | 'profileImageUrl'>;
  /** Called after the picture changed; the uploader stays busy until a returned promise settles. */
  onUpdated: () => void | Promise<void>;
};

/**
 * The current picture with 'Change Picture' (a hidden file input; a progress bar while the file
 * is sent) and 'Remove picture'. A file the server would refuse for its size or type is never sent.
 */
export function ProfilePictureUploader({ user, onUpdated }: ProfilePictureUploaderProps) {
  const queryClient = useQueryClient();
  const resetFileInput = useRef<() => void>(null);
  const [progress, setProgress] = useState(0);

  const handleChanged = (message: string) => {
    // Profiles and directory cards show the picture too.
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    notifySuccess({ title: message });
    return onUpdated();
  };

  const upload = useMutation({
    mutationFn: (file: File) => uploadProfilePicture(file, setProgress),
    onSuccess: () => handleChanged('Profile picture updated successfully'),
    onError: (error) => notifyError({ title: PICTURE_UPLOAD_FAILED, description: uploadFailureMessage(error) }),
  });

  const remove = useMutation({
    mutationFn: () => updateProfile({ firstName: user.firstName, lastName: user.lastName, profileImageUrl: null }),
    onSuccess: () => handleChanged('Profile picture removed'),
    onError: (error) => notifyError({ title: 'Failed to remove profile picture', description: getErrorMessage(error) }),
  });

  const busy = upload.isPending || remove.isPending;

  const handleFile = (file: File | null) => {
    // Cleared, so that picking the same file again is a change too.
    resetFileInput.current?.();
    if (!file) return;
    if (!acceptPictureFile(file)) return;
    setProgress(0);
    upload.mutate(file);
  };

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <UserAvatar firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} size={80} />
      <Stack gap="xs" flex={1} miw={0}>
        <Group gap="xs">
          <FileButton onChange={handleFile} accept="image/*" resetRef={resetFileInput} disabled={busy}>
            {(props) => (
              <Button {...props} disabled={busy} leftSection={<IconPhotoUp size={16} aria-hidden />}>
                {upload.isPending ? 'Uploading...' : 'Change Picture'}
              </Button>
            )}
          </FileButton>
          {user.profileImageUrl && (
            <Button variant="default" onClick={() => remove.mutate()} loading={remove.isPending} disabled={upload.isPending}>
              Remove picture
            </Button>
          )}
        </Group>
        {upload.isPending ? (
          <Progress value={progress} aria-label="Upload progress" />
        ) : (
          <Text fz="xs" c="dimmed">
            JPEG, PNG, WebP or GIF, up to 5 MB.
          </Text>
        )}
      </Stack>
    </Group>
  );
}
