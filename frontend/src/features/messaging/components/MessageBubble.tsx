import { ActionIcon, Box, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDots, IconFlag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Message } from '../../../api/types';
import { AttachmentList } from '../../../components/attachments/AttachmentList';
import { ContentAppeal } from '../../../components/ContentAppeal';
import { formatRelativeTime } from '../../../lib/format';
import type { SafetyNoticeTarget } from '../../../lib/safety';
import type { OutgoingMessage } from '../thread';

/** What both participants see in place of a message an administrator removed. */
export const REMOVED_MESSAGE_TEXT = 'This message was removed by an administrator.';

/** A bubble's look: the viewer's own, the other user's, or the viewer's own kept back for review (outlined, not filled). */
type BubbleLook = { own: boolean; faded?: boolean; held?: boolean };

function Bubble({ own, faded = false, held = false, children }: BubbleLook & { children: ReactNode }) {
  const filled = own && !held;
  return (
    <Paper
      px="sm"
      py={6}
      radius="lg"
      maw="85%"
      withBorder={held}
      bg={filled ? 'var(--mantine-primary-color-filled)' : held ? 'var(--mantine-color-body)' : 'var(--mantine-color-default-hover)'}
      c={filled ? 'var(--mantine-color-white)' : undefined}
      opacity={faded ? 0.7 : undefined}
      style={held ? { borderStyle: 'dashed' } : undefined}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Paper>
  );
}

export type MessageBubbleProps = {
  message: Message;
  /** The other user's first name; null for the viewer's own messages. */
  author: string | null;
  seen: boolean;
  /** Opens the report dialog for this message (received messages offer it). */
  onReport?: () => void;
  /** Blocks the sender, offered beside the warning on a received message. */
  onBlock?: () => void;
  /** What the safety check found: a warning above a received message, why under the viewer's own. */
  renderSafetyNotice?: (target: SafetyNoticeTarget) => ReactNode;
};

/**
 * A stored message: who wrote it and when, "Seen" under the viewer's last read one. A message of
 * the viewer's held for review is not delivered: it shows as such, with why.
 */
export function MessageBubble({ message, author, seen, onReport, onBlock, renderSafetyNotice }: MessageBubbleProps) {
  const own = author === null;
  const removed = message.removedByAdministrator;
  const { safety } = message;
  const held = own && safety.verdict === 'hold' && !removed;
  const notice =
    !removed && safety.verdict !== 'clear' && renderSafetyNotice ? (
      <Box maw="85%" w={360}>
        {renderSafetyNotice(
          own
            ? { safety, contentKind: 'message', contentId: message.id, viewer: 'author' }
            : {
                safety,
                contentKind: 'message',
                contentId: message.id,
                viewer: 'reader',
                report: onReport && { reportType: 'message', targetId: message.id, subject: 'this message' },
                onBlock,
              },
        )}
      </Box>
    ) : null;
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'} data-held={held || undefined}>
      {!own && notice}
      {removed ? (
        <Paper px="sm" py={6} radius="lg" maw="85%" withBorder>
          <Text size="sm" fs="italic" c="dimmed">
            {REMOVED_MESSAGE_TEXT}
          </Text>
          {/* Its sender may appeal the removal (decision 0065); the text itself cannot come back. */}
          {own && (
            <Box mt={4}>
              <ContentAppeal subjectId={message.id} subject="the removal of this message" />
            </Box>
          )}
        </Paper>
      ) : (
        <>
          {/* A message of files alone shows no empty bubble. */}
          {message.content !== '' && (
            <Bubble own={own} held={held}>
              {message.content}
            </Bubble>
          )}
          <AttachmentList attachments={message.attachments} alignEnd={own} />
        </>
      )}
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {author ?? 'You'} · {formatRelativeTime(message.createdAt)}
          {held && ' · Not delivered'}
        </Text>
        {/* Nothing is left to report once an administrator removed it. */}
        {!own && !removed && onReport && (
          <Menu position="bottom-start" shadow="md">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Options for ${author}'s message`}>
                <IconDots size={14} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconFlag size={14} aria-hidden />} onClick={onReport}>
                Report message
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {seen && (
        <Text size="xs" c="dimmed">
          Seen
        </Text>
      )}
      {own && notice}
    </Stack>
  );
}

type OutgoingBubbleProps = {
  outgoing: OutgoingMessage;
  onRetry: () => void;
  onDiscard: () => void;
};

/** A message of the viewer's not stored yet: sending, or failed with Retry and Discard. */
export function OutgoingBubble({ outgoing, onRetry, onDiscard }: OutgoingBubbleProps) {
  const failed = outgoing.status === 'failed';
  return (
    <Stack gap={2} align="flex-end" data-outgoing={outgoing.status}>
      {outgoing.content !== '' && (
        <Bubble own faded>
          {outgoing.content}
        </Bubble>
      )}
      {outgoing.attachmentIds.length > 0 && (
        <Text size="xs" c="dimmed">
          {outgoing.attachmentIds.length === 1 ? '1 file' : `${outgoing.attachmentIds.length} files`}
        </Text>
      )}
      {failed ? (
        <Group gap={6} wrap="nowrap">
          <IconAlertCircle size={14} color="var(--mantine-color-red-6)" aria-hidden />
          <Text size="xs" c="dimmed">
            Not sent
          </Text>
          <Button size="compact-xs" onClick={onRetry}>
            Retry
          </Button>
          <Button variant="default" size="compact-xs" onClick={onDiscard}>
            Discard
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          Sending…
        </Text>
      )}
    </Stack>
  );
}
