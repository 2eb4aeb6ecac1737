import { Badge, Card, Group, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';
import type { AnchorHTMLAttributes } from 'react';
import type { Conversation } from '../../../api/types';
import { UserAvatar } from '../../../components/UserAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { formatRelativeTime, fullName, pluralize, unreadBadgeLabel } from '../../../lib/format';
import { REMOVED_MESSAGE_TEXT } from './MessageBubble';

type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const NavLinkAnchor = forwardRef<HTMLAnchorElement, NavLinkProps & AnchorElementProps>((props, ref) => (
  <NavLink component="a" ref={ref} {...props} />
));
NavLinkAnchor.displayName = 'NavLinkAnchor';

/** A Mantine NavLink that navigates with the router, with a typed `search`. */
const ConversationLink = createLink(NavLinkAnchor);

export type ConversationListProps = {
  conversations: Conversation[];
  viewerId: string;
  /** The other user of the conversation on screen. */
  selectedUserId?: string;
};

/** The viewer's conversations, most recent first; each opens its thread. */
export function ConversationList({ conversations, viewerId, selectedUserId }: ConversationListProps) {
  return (
    <Card p={0} component="nav" aria-label="Conversations">
      {conversations.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg">
          No conversations yet
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <ConversationItem conversation={conversation} viewerId={viewerId} selected={conversation.otherUser.id === selectedUserId} />
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

type ConversationItemProps = {
  conversation: Conversation;
  viewerId: string;
  selected: boolean;
};

function ConversationItem({ conversation, viewerId, selected }: ConversationItemProps) {
  const { otherUser, lastMessage, unreadCount } = conversation;
  const content = lastMessage.removedByAdministrator ? REMOVED_MESSAGE_TEXT : lastMessage.content;
  const preview = lastMessage.senderId === viewerId ? `You: ${content}` : content;

  return (
    <ConversationLink
      to="/messages"
      search={{ userId: otherUser.id }}
      active={selected}
      aria-current={selected ? 'page' : undefined}
      py="sm"
      leftSection={
        <UserAvatar firstName={otherUser.firstName} lastName={otherUser.lastName} imageUrl={otherUser.profileImageUrl} size={40} />
      }
      label={
        <Group gap={6} wrap="nowrap">
          <Text span fw={unreadCount > 0 ? 700 : 600} truncate>
            {fullName(otherUser)}
          </Text>
          {otherUser.isVerified && <VerifiedBadge size="xs" />}
        </Group>
      }
      description={
        <>
          <Text span display="block" size="sm" c="dimmed" truncate>
            {preview}
          </Text>
          <Text span display="block" size="xs" c="dimmed">
            {formatRelativeTime(lastMessage.createdAt)}
          </Text>
        </>
      }
      rightSection={
        unreadCount > 0 && (
          <Badge color="red" size="sm" circle={unreadCount < 10}>
            <span aria-hidden>{unreadBadgeLabel(unreadCount)}</span>
            <VisuallyHidden>{pluralize(unreadCount, 'unread message')}</VisuallyHidden>
          </Badge>
        )
      }
    />
  );
}
