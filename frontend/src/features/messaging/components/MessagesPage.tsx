import { Card, Container, Grid, Stack } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { conversationsQueryOptions } from '../api';
import { useConversationEvents } from '../hooks/useConversationEvents';
import { ConversationList } from './ConversationList';
import { ConversationPanel } from './ConversationPanel';
import type { ConversationPanelProps } from './ConversationPanel';

export type MessagesPageProps = {
  viewerId: string;
  /** The other user of the conversation to open (the address's `userId`). */
  userId?: string;
  /** Reports a received message to the administrators. */
  onReportMessage?: (messageId: string) => void;
  /** What the safety check found in a message: a warning for its receiver, why for its sender. */
  renderSafetyNotice?: ConversationPanelProps['renderSafetyNotice'];
};

/**
 * The conversation list beside the open conversation. On a phone only one shows: the list, or
 * the conversation with a way back to the list.
 */
export function MessagesPage({ viewerId, userId, onReportMessage, renderSafetyNotice }: MessagesPageProps) {
  const query = useSuspenseInfiniteQuery(conversationsQueryOptions());
  // A conversation that became active while pages were loading moves to the first page: shown once.
  const conversations = [...new Map(query.data.pages.flatMap((page) => page.items).map((item) => [item.id, item])).values()];
  useConversationEvents(viewerId, userId);

  if (conversations.length === 0 && !userId) {
    return (
      <Container size="md" py="xl">
        <EmptyState
          title="No conversations yet"
          description="Message someone from their profile, a job or a worker card to start a conversation."
          icon={<IconMessages size={28} aria-hidden />}
        />
      </Container>
    );
  }

  return (
    <Container size="lg" py="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }} visibleFrom={userId ? 'sm' : undefined}>
          <Stack gap="sm">
            <ConversationList conversations={conversations} viewerId={viewerId} selectedUserId={userId} />
            <MorePagesFooter query={query} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 8 }} visibleFrom={userId ? undefined : 'sm'}>
          {userId ? (
            <ConversationPanel
              key={userId}
              viewerId={viewerId}
              userId={userId}
              onReportMessage={onReportMessage}
              renderSafetyNotice={renderSafetyNotice}
            />
          ) : (
            <Card>
              <EmptyState
                title="No conversation selected"
                description="Choose a conversation to read and reply."
                icon={<IconMessages size={28} aria-hidden />}
              />
            </Card>
          )}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
