import { Avatar } from '@mantine/core';
import type { MantineSize } from '@mantine/core';

export type UserAvatarProps = {
  firstName: string;
  lastName: string;
  imageUrl?: string | null;
  size?: MantineSize | number;
};

export function getInitials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** The profile picture, or the initials when there is none. */
export function UserAvatar({ firstName, lastName, imageUrl, size = 'md' }: UserAvatarProps) {
  const name = `${firstName} ${lastName}`.trim();
  return (
    <Avatar src={imageUrl || null} alt={name} size={size} radius="xl" color="blue">
      {getInitials(firstName, lastName)}
    </Avatar>
  );
}
