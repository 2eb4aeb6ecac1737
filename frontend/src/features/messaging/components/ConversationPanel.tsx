import { ActionIcon, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserOff } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import type { ConversationWithUser, Message } from '../../../api/types';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink } from '../../../components/links';
import { UserAvatar } from '../../../components/UserAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { fullName } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { blockUser, conversationWithQueryOptions, messagingKeys, unblockUser } from '../api';
import { appendToThread } from '../thread';
import type { Thread } from '../thread';
import { MessageLog } from './MessageLog';
import type { MessageLogProps } from './MessageLog';
import { SendMessageForm } from './SendMessageForm';

/** Tall enough to read a conversation, short enough to keep the send box on screen under the app's headers. */
const PANEL_HEIGHT = 'max(420px, calc(100dvh - 210px))';

export type ConversationPanelProps = {
  viewerId: string;
  userId: string;
  onReportMessage?: (messageId: string) => void;
  renderSafetyNotice?: MessageLogProps['renderSafetyNotice'];
};

/** The conversation with one user: who they are, the messages, and the send box (or why there is none). */
export function ConversationPanel({ viewerId, userId, ...others }: ConversationPanelProps) {
  const { data } = useSuspenseQuery(conversationWithQueryOptions(userId));
  if (!data) {
    return (
      <Card>
        <BackToConversations />
        <EmptyState
          title="User not found"
          description="There is no one to message at this address."
          icon={<IconUserOff size={28} aria-hidden />}
        />
      </Card>
    );
  }
  return <Conversation viewerId={viewerId} details={data} {...others} />;
}

function BackToConversations() {
  return (
    <ActionIcon component={Link} to="/messages" variant="subtle" size="lg" aria-label="Back to conversations" hiddenFrom="sm">
      <IconArrowLeft size={20} aria-hidden />
    </ActionIcon>
  );
}

type ConversationProps = Pick<ConversationPanelProps, 'viewerId' | 'onReportMessage' | 'renderSafetyNotice'> & {
  details: ConversationWithUser;
};

function Conversation({ viewerId, details, onReportMessage, renderSafetyNotice }: ConversationProps) {
  const queryClient = useQueryClient();
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const { conversation, otherUser, blockedByMe, blocksMe } = details;
  const name = fullName(otherUser);

  const refreshBlock = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: messagingKeys.withUser(otherUser.id) }),
      queryClient.invalidateQueries({ queryKey: messagingKeys.conversations }),
      queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount }),
      queryClient.invalidateQueries({ queryKey: messagingKeys.blockedUsers }),
    ]);

  const block = useMutation({
    mutationFn: () => blockUser(otherUser.id),
    onSuccess: async () => {
      await refreshBlock();
      setConfirmingBlock(false);
    },
    onError: (error) => {
      setConfirmingBlock(false);
      notifyError({ title: 'Failed to block user', description: getErrorMessage(error) });
    },
  });

  const unblock = useMutation({
    mutationFn: () => unblockUser(otherUser.id),
    onSuccess: refreshBlock,
    onError: (error) => notifyError({ title: 'Failed to unblock user', description: getErrorMessage(error) }),
  });

  const handleSent = (message: Message) => {
    if (conversation) {
      queryClient.setQueryData<Thread>(messagingKeys.thread(conversation.id), (thread) => thread && appendToThread(thread, [message]));
    } else {
      // The first message created the conversation.
      void queryClient.invalidateQueries({ queryKey: messagingKeys.withUser(otherUser.id) });
    }
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
  };

  return (
    <Card p={0} h={PANEL_HEIGHT} style={{ display: 'flex', flexDirection: 'column' }}>
      {/* The name wraps, never the Block button: the person's side takes what the button leaves. */}
      <Group gap="sm" wrap="nowrap" p="sm" justify="space-between">
        <Group gap="sm" wrap="nowrap" miw={0} flex={1}>
          <BackToConversations />
          <UserAvatar firstName={otherUser.firstName} lastName={otherUser.lastName} imageUrl={otherUser.profileImageUrl} size={40} />
          <Stack gap={0} miw={0}>
            <Group gap={6} miw={0}>
              <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                <AnchorLink to="/profile/$userId" params={{ userId: otherUser.id }} inherit>
                  {name}
                </AnchorLink>
              </Title>
              {otherUser.isVerified && <VerifiedBadge size="sm" />}
            </Group>
            {otherUser.username && (
              <Text size="xs" c="dimmed" truncate>
                @{otherUser.username}
              </Text>
            )}
          </Stack>
        </Group>
        {!blockedByMe && (
          <Button variant="default" size="xs" onClick={() => setConfirmingBlock(true)}>
            Block
          </Button>
        )}
      </Group>
      <Divider />

      {conversation ? (
        <MessageLog
          conversationId={conversation.id}
          viewerId={viewerId}
          otherUser={otherUser}
          onReportMessage={onReportMessage}
          onBlockSender={blockedByMe ? undefined : () => setConfirmingBlock(true)}
          renderSafetyNotice={renderSafetyNotice}
        />
      ) : (
        <Stack flex={1} justify="center" p="md">
          <Text c="dimmed" ta="center">
            No messages yet. Say hello to {otherUser.firstName}!
          </Text>
        </Stack>
      )}

      <Divider />
      {blockedByMe ? (
        <Group gap="sm" p="sm" justify="space-between">
          <Text size="sm">You blocked this user.</Text>
          <Button variant="default" size="xs" onClick={() => unblock.mutate()} loading={unblock.isPending}>
            Unblock
          </Button>
        </Group>
      ) : blocksMe ? (
        // Said before anything is typed: a message would be refused.
        <Text size="sm" p="sm" role="status">
          You can’t message {name}.
        </Text>
      ) : (
        <SendMessageForm key={otherUser.id} receiverId={otherUser.id} onSent={handleSent} />
      )}

      <ConfirmModal
        opened={confirmingBlock}
        title={`Block ${name}?`}
        message="Neither of you will be able to message the other until you unblock them. You can unblock them here or in Settings."
        confirmLabel="Block"
        color="red"
        loading={block.isPending}
        onConfirm={() => block.mutate()}
        onClose={() => setConfirmingBlock(false)}
      />
    </Card>
  );
}
