import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ContextMessage } from '../../../api/types';
import { formatClockTime, formatDate, fullName } from '../../../lib/format';

/** A person of the conversation as the excerpt names them; null once the account is gone. */
export type ExcerptPerson = { id: string; firstName: string; lastName: string; username: string | null } | null;

export type ConversationExcerptProps = {
  /** Oldest first. */
  messages: (ContextMessage & { reported?: boolean })[];
  /** The two people of the conversation, to name each message's sender. */
  people: ExcerptPerson[];
  /** The conversation's name for screen readers, e.g. 'Conversation around the reported message'. */
  label: string;
};

function senderName(senderId: string, people: ExcerptPerson[]): string {
  const person = people.find((each) => each?.id === senderId);
  if (!person) return 'A deleted account';
  return person.username ? `${fullName(person)} (@${person.username})` : fullName(person);
}

/** Messages of a private conversation, each with who sent it and when; the reported one stands out. */
export function ConversationExcerpt({ messages, people, label }: ConversationExcerptProps) {
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {messages.map((message) => (
        <Paper
          component="li"
          key={message.id}
          withBorder
          p="xs"
          aria-current={message.reported ? 'true' : undefined}
          style={message.reported ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
        >
          <Group justify="space-between" gap="xs" align="flex-start">
            <Text fz="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {senderName(message.senderId, people)}
            </Text>
            <Group gap={4}>
              {message.reported && (
                <Badge color="red" variant="light" size="sm">
                  Reported
                </Badge>
              )}
              <Text fz="xs" c="dimmed">
                {formatDate(message.sentAt)} {formatClockTime(message.sentAt)}
              </Text>
            </Group>
          </Group>
          {message.removed ? (
            <Text fz="sm" fs="italic" c="dimmed">
              Removed by an administrator
            </Text>
          ) : (
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.content}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
