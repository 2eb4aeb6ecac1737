import { createRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AppHeader } from '../components/AppHeader';
import { useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { conversationsQueryOptions, conversationWithQueryOptions } from '../features/messaging/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const MessagesPage = lazyScreen(() => import('../features/messaging/components/MessagesPage'), 'MessagesPage');
const ReportDialog = lazyScreen(() => import('../features/moderation/components/ReportDialog'), 'ReportDialog');
const SafetyNotice = lazyScreen(() => import('../features/safety/components/SafetyNotice'), 'SafetyNotice');

type MessagesSearch = {
  /** The other user of the conversation to open; links elsewhere may also spell it `user`. */
  userId?: string;
  user?: string;
};

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export const messagesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/messages',
  validateSearch: (raw: Record<string, unknown>): MessagesSearch => {
    const userId = optionalString(raw.userId);
    const user = optionalString(raw.user);
    return { ...(userId && { userId }), ...(user && { user }) };
  },
  loaderDeps: ({ search }) => ({ openUserId: search.userId ?? search.user }),
  // Only the list and who the other user is: loading the messages marks them read, which a hover's preload must not do.
  loader: async ({ context: { queryClient, user }, deps: { openUserId } }) => {
    if (!user) return;
    await Promise.all([
      MessagesPage.preload?.(),
      ReportDialog.preload?.(),
      SafetyNotice.preload?.(),
      queryClient.ensureInfiniteQueryData(conversationsQueryOptions()),
      openUserId && queryClient.ensureQueryData(conversationWithQueryOptions(openUserId)),
    ]);
  },
  component: MessagesScreen,
});

function MessagesScreen() {
  const user = useSignedInUser();
  const { userId, user: userAlias } = messagesRoute.useSearch();
  const [reportedMessageId, setReportedMessageId] = useState<string | null>(null);
  return (
    <>
      <AppHeader title="Messages" withHomeButton />
      <MessagesPage
        viewerId={user.id}
        userId={userId ?? userAlias}
        onReportMessage={setReportedMessageId}
        renderSafetyNotice={({ report, ...target }) => (
          <SafetyNotice {...target} compact onReport={report && (() => setReportedMessageId(report.targetId))} />
        )}
      />
      <ReportDialog
        reportType="message"
        targetId={reportedMessageId ?? ''}
        subject="this message"
        opened={reportedMessageId !== null}
        onClose={() => setReportedMessageId(null)}
      />
    </>
  );
}
