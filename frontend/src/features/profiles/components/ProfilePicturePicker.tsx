import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { UserAvatar } from '../../../components/UserAvatar';
import { acceptPictureFile } from '../picture-file';

/** What Save does to the picture: nothing, upload this file as the new one, or remove it. */
export type PictureChoice = { kind: 'keep' } | { kind: 'replace'; file: File; previewUrl: string } | { kind: 'remove' };

export const KEEP_PICTURE: PictureChoice = { kind: 'keep' };

export type ProfilePicturePickerProps = {
  firstName: string;
  lastName: string;
  /** The saved picture. */
  currentUrl: string | null;
  choice: PictureChoice;
  onChange: (choice: PictureChoice) => void;
  disabled?: boolean;
  /** How much of the chosen file has been sent while saving (0-100); null when nothing is being sent. */
  progress: number | null;
};

/**
 * The picture part of a form that applies it on Save: choosing a file only previews it, and
 * Remove only marks it; nothing is sent until the form is saved. A file the server would refuse
 * for its size or type is not taken.
 */
export function ProfilePicturePicker({ firstName, lastName, currentUrl, choice, onChange, disabled, progress }: ProfilePicturePickerProps) {
  const resetFileInput = useRef<() => void>(null);
  const previewUrl = choice.kind === 'replace' ? choice.previewUrl : null;

  // The preview's object URL is released when it is replaced or the form closes.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const handleFile = (file: File | null) => {
    // Cleared, so that picking the same file again is a change too.
    resetFileInput.current?.();
    if (!file) return;
    if (!acceptPictureFile(file)) return;
    onChange({ kind: 'replace', file, previewUrl: URL.createObjectURL(file) });
  };

  const shownUrl = choice.kind === 'replace' ? choice.previewUrl : choice.kind === 'remove' ? null : currentUrl;
  const hint = {
    keep: 'JPEG, PNG, WebP or GIF, up to 5 MB.',
    replace: 'The new picture is saved with the profile.',
    remove: 'The picture is removed when you save.',
  }[choice.kind];

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <UserAvatar firstName={firstName} lastName={lastName} imageUrl={shownUrl} size={80} />
      <Stack gap="xs" flex={1} miw={0}>
        <Group gap="xs">
          <FileButton onChange={handleFile} accept="image/*" resetRef={resetFileInput} disabled={disabled}>
            {(props) => (
              <Button {...props} disabled={disabled} leftSection={<IconPhotoUp size={16} aria-hidden />}>
                Change Picture
              </Button>
            )}
          </FileButton>
          {shownUrl && choice.kind !== 'replace' && (
            <Button variant="default" onClick={() => onChange({ kind: 'remove' })} disabled={disabled}>
              Remove picture
            </Button>
          )}
          {choice.kind !== 'keep' && (
            <Button variant="subtle" onClick={() => onChange(KEEP_PICTURE)} disabled={disabled}>
              Keep current picture
            </Button>
          )}
        </Group>
        {progress === null ? (
          <Text fz="xs" c="dimmed">
            {hint}
          </Text>
        ) : (
          <Progress value={progress} aria-label="Upload progress" />
        )}
      </Stack>
    </Group>
  );
}
