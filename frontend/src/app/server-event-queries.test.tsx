import type { QueryKey } from '@tanstack/react-query';
import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminKeys } from '../features/admin/api';
import { authKeys } from '../features/auth/api';
import { contractKeys } from '../features/contracts/api';
import { dashboardKeys } from '../features/dashboard/api';
import { feedKey } from '../features/dashboard/feed-api';
import { applicationKeys, jobKeys } from '../features/jobs/api';
import { landingKeys } from '../features/landing/api';
import { messagingKeys } from '../features/messaging/api';
import { moderationKeys } from '../features/moderation/api';
import { notificationKeys } from '../features/notifications/api';
import { profileKeys } from '../features/profiles/api';
import { savedSearchKeys } from '../features/saved-searches/api';
import { usernameKeys } from '../features/username/api';
import { verificationKeys } from '../features/verification/api';
import { appealKeys } from '../lib/appeals';
import { invitationKeys } from '../lib/invitations';
import type { ServerEvent } from '../lib/realtime';
import { makeMessage } from '../test/fixtures';
import { stubWebSocket } from '../test/web-socket';
import { seedPageState } from './first-load';
import { queriesMadeStaleBy, queriesToRefetch, useServerEventQueries } from './server-event-queries';

const VIEWER = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'b0000000-0000-4000-8000-000000000002';

/** A query of every kind the app keeps, by a name the expectations use. */
const CACHE: Record<string, QueryKey> = {
  currentUser: authKeys.currentUser,
  notifications: notificationKeys.all,
  conversations: messagingKeys.conversations,
  unreadMessages: messagingKeys.unreadCount,
  thread: messagingKeys.thread('c1'),
  conversationWithOther: messagingKeys.withUser(OTHER),
  blockedUsers: messagingKeys.blockedUsers,
  dashboardStats: dashboardKeys.stats,
  dashboardActivity: dashboardKeys.activity,
  dashboardFeed: feedKey,
  myContracts: contractKeys.mine,
  contractK1: contractKeys.detail('k1'),
  contractK2: contractKeys.detail('k2'),
  myApplications: applicationKeys.mine,
  applicationsOfJ1: applicationKeys.forJob('j1'),
  applicationsOfJ2: applicationKeys.forJob('j2'),
  jobJ1: jobKeys.detail('j1'),
  jobJ2: jobKeys.detail('j2'),
  myJobs: jobKeys.byClient(VIEWER),
  jobSearch: jobKeys.search({ search: 'chat' }),
  myDisputes: moderationKeys.myDisputes,
  myVerification: verificationKeys.mine,
  myProfile: profileKeys.detail(VIEWER),
  otherReviews: profileKeys.reviews(OTHER),
  adminStats: adminKeys.stats,
  pendingVerifications: adminKeys.pendingVerifications,
  platformStats: landingKeys.platformStats,
  usernameCheck: usernameKeys.availability('amara'),
  ownAction: appealKeys.ownAction('j1'),
  invitationsReceived: invitationKeys.box('received'),
  invitationsSent: invitationKeys.box('sent'),
  invitationSetting: invitationKeys.setting,
  savedSearches: savedSearchKeys.all,
};

/** The names of the cached queries the event makes stale. */
function staleAfter(event: ServerEvent, reconnected = false): string[] {
  const queryClient = new QueryClient();
  for (const key of Object.values(CACHE)) queryClient.setQueryData(key, {});
  for (const queryKey of queriesMadeStaleBy(event, { reconnected }, VIEWER)) void queryClient.invalidateQueries({ queryKey });
  return Object.entries(CACHE)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

const notification = (type: Extract<ServerEvent, { type: 'notification' }>['notification']['type'], entityId: string | null = 'k1') =>
  ({
    type: 'notification',
    notification: { id: 'n1', type, entityId, title: 'Title', message: 'Message', isRead: false, createdAt: '2026-11-20T10:00:00.000Z' },
  }) as const;

const messageRead = (readerId: string) =>
  ({ type: 'message_read', conversationId: 'c1', readerId, lastReadMessageId: 'm1', readAt: '2026-11-20T10:00:00.000Z' }) as const;

describe('the map from server events to the queries they make stale', () => {
  it('leaves everything on the first connection, and makes everything stale after a reconnect', () => {
    expect(staleAfter({ type: 'connected', userId: VIEWER })).toEqual([]);
    expect(staleAfter({ type: 'connected', userId: VIEWER }, true)).toEqual(Object.keys(CACHE).sort());
  });

  it('refreshes the applicant’s and the owner’s lists, the job, its counts and the dashboard on an application change', () => {
    expect(staleAfter({ type: 'application_changed', applicationId: 'a1', jobId: 'j1', status: 'pending' })).toEqual(
      ['applicationsOfJ1', 'dashboardActivity', 'dashboardFeed', 'dashboardStats', 'jobJ1', 'jobSearch', 'myApplications', 'myJobs'].sort(),
    );
  });

  it('refreshes both boxes of invitations on an invitation change, and only the bell on an invitation notification', () => {
    expect(staleAfter({ type: 'invitation_changed', invitationId: 'i1', jobId: 'j1', status: 'accepted' })).toEqual([
      'invitationsReceived',
      'invitationsSent',
    ]);
    expect(staleAfter(notification('invitation', 'i1'))).toEqual(['notifications']);
  });

  it('refreshes the contract, the contract list, applications, the dashboard and the user’s counts on a contract change', () => {
    expect(staleAfter({ type: 'contract_changed', contractId: 'k1', status: 'completed' })).toEqual(
      [
        'applicationsOfJ1',
        'applicationsOfJ2',
        'contractK1',
        'currentUser',
        'dashboardActivity',
        'dashboardFeed',
        'dashboardStats',
        'myApplications',
        'myContracts',
        'myProfile',
        'otherReviews',
      ].sort(),
    );
  });

  it('refreshes the conversation list, the unread count and the dashboard’s stats on a new message, not the open thread', () => {
    expect(staleAfter({ type: 'new_message', conversationId: 'c1', message: makeMessage() })).toEqual([
      'conversations',
      'dashboardStats',
      'unreadMessages',
    ]);
  });

  it('refreshes the notifications too when the viewer is the one who read', () => {
    expect(staleAfter(messageRead(OTHER))).toEqual(['conversations', 'dashboardStats', 'unreadMessages']);
    expect(staleAfter(messageRead(VIEWER))).toEqual(['conversations', 'dashboardStats', 'notifications', 'unreadMessages']);
  });

  it('refreshes the notifications on every notification, and what its kind is about', () => {
    for (const kind of ['job_application', 'message'] as const) {
      expect(staleAfter(notification(kind))).toEqual(['notifications']);
    }
    // A takedown or its lift, a safety decision, an appeal decided: the owner's posts, portfolio,
    // applications, held messages and appeals show it.
    expect(staleAfter(notification('admin_action'))).toEqual([
      'conversationWithOther',
      'conversations',
      'currentUser',
      'jobJ1',
      'jobJ2',
      'jobSearch',
      'myApplications',
      'myJobs',
      'myProfile',
      'notifications',
      'otherReviews',
      'ownAction',
      'thread',
    ]);
    expect(staleAfter(notification('contract', 'k1'))).toEqual(['contractK1', 'myDisputes', 'notifications']);
    expect(staleAfter(notification('review', 'k2'))).toEqual(
      [
        'contractK2',
        'currentUser',
        'dashboardActivity',
        'dashboardFeed',
        'dashboardStats',
        'myContracts',
        'myProfile',
        'notifications',
        'otherReviews',
      ].sort(),
    );
    expect(staleAfter(notification('verification', 'r1'))).toEqual(
      [
        'currentUser',
        'dashboardActivity',
        'dashboardFeed',
        'dashboardStats',
        'myProfile',
        'myVerification',
        'notifications',
        'otherReviews',
      ].sort(),
    );
    // A saved search's alert: the counts of new matches on the saved searches page.
    for (const kind of ['saved_search_job', 'saved_search_freelancer'] as const) {
      expect(staleAfter(notification(kind))).toEqual(
        kind === 'saved_search_job' ? ['dashboardFeed', 'notifications', 'savedSearches'] : ['notifications', 'savedSearches'],
      );
    }
  });
});

function ContractStatus() {
  useServerEventQueries(VIEWER);
  const { data } = useQuery({ queryKey: contractKeys.detail('k1'), queryFn: () => ({ status: `fetched ${++fetches}` }) });
  return <p>{data?.status}</p>;
}
let fetches = 0;

describe('useServerEventQueries', () => {
  it('refetches a query on screen when a pushed event makes it stale, and not for another contract', async () => {
    const sockets = stubWebSocket();
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    fetches = 0;
    render(
      <QueryClientProvider client={queryClient}>
        <ContractStatus />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('fetched 1')).toBeTruthy();

    act(() => sockets.push({ type: 'contract_changed', contractId: 'k2', status: 'completed' }));
    act(() => sockets.push({ type: 'contract_changed', contractId: 'k1', status: 'completed' }));
    expect(await screen.findByText('fetched 2')).toBeTruthy();
    expect(fetches).toBe(2);
  });
});

describe('the data a drawn page came with', () => {
  it('is made stale at the first connection, once, with what the event itself makes stale', () => {
    const drawn = new QueryClient();
    drawn.setQueryData(contractKeys.detail('k1'), { status: 'drawn' });
    drawn.setQueryData(jobKeys.detail('j1'), { title: 'drawn' });
    seedPageState(new QueryClient(), { user: null, queries: dehydrate(drawn) });

    const connected: ServerEvent = { type: 'connected', userId: VIEWER };
    expect(
      queriesToRefetch({ type: 'message_removed', conversationId: 'c1', message: makeMessage() }, { reconnected: false }, VIEWER),
    ).toEqual([messagingKeys.conversations]);
    expect(queriesToRefetch(connected, { reconnected: false }, VIEWER)).toEqual([contractKeys.detail('k1'), jobKeys.detail('j1')]);
    expect(queriesToRefetch(connected, { reconnected: false }, VIEWER)).toEqual([]);
  });

  it('is kept when the server is sure nothing for the user happened since the draw, and read again when it is not', () => {
    const drawn = new QueryClient();
    drawn.setQueryData(jobKeys.detail('j1'), { title: 'drawn' });
    seedPageState(new QueryClient(), { user: null, queries: dehydrate(drawn), drawnAt: 1_700_000_000_000 });
    expect(queriesToRefetch({ type: 'connected', userId: VIEWER, missedSince: false }, { reconnected: false }, VIEWER)).toEqual([]);

    seedPageState(new QueryClient(), { user: null, queries: dehydrate(drawn), drawnAt: 1_700_000_000_000 });
    expect(queriesToRefetch({ type: 'connected', userId: VIEWER, missedSince: true }, { reconnected: false }, VIEWER)).toEqual([
      jobKeys.detail('j1'),
    ]);
  });
});
