import { Card, Title } from '@mantine/core';
import { ProfilePictureUploader } from './ProfilePictureUploader';
import type { ProfilePictureUploaderProps } from './ProfilePictureUploader';

export type ProfilePictureCardProps = ProfilePictureUploaderProps;

/** The Settings card of the profile picture. */
export function ProfilePictureCard(props: ProfilePictureCardProps) {
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Profile picture
      </Title>
      <ProfilePictureUploader {...props} />
    </Card>
  );
}
