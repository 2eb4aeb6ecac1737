import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { authKeys, fetchCurrentUserOrRefusal } from '../features/auth/api';
import { contractKeys } from '../features/contracts/api';
import { dashboardKeys } from '../features/dashboard/api';
import { feedKey } from '../features/dashboard/feed-api';
import { applicationKeys, jobKeys } from '../features/jobs/api';
import { offerKeys } from '../features/jobs/offers-api';
import { messagingKeys } from '../features/messaging/api';
import { moderationKeys } from '../features/moderation/api';
import { notificationKeys } from '../features/notifications/api';
import { profileKeys } from '../features/profiles/api';
import { savedSearchKeys } from '../features/saved-searches/api';
import { verificationKeys } from '../features/verification/api';
import { appealKeys } from '../lib/appeals';
import { invitationKeys } from '../lib/invitations';
import type { ServerEvent, ServerEventContext } from '../lib/realtime';
import { reopenForNewSession, useServerEvents, useSessionEnded } from '../lib/realtime';
import { takeDrawnQueryKeys } from './first-load';
import { redirectToLogin } from './query-client';

type Notification = Extract<ServerEvent, { type: 'notification' }>['notification'];

/** Every query: the prefix that matches them all. */
const ALL_QUERIES: QueryKey = [];
/** Every admin screen's query (adminKeys, whose module only administrators download). */
const ADMIN_QUERIES: QueryKey = ['admin'];

/**
 * What a notification makes stale besides the list it joins, by its kind. Applications, contracts
 * and messages have their own events (below); these kinds have none.
 */
const BY_NOTIFICATION_KIND: Record<Notification['type'], (entityId: string | null) => QueryKey[]> = {
  job_application: () => [],
  message: () => [],
  // An invitation sent or answered: its own event (invitation_changed) refreshes both boxes.
  invitation: () => [],
  // A dispute taken up or resolved: the contract page shows its disputes.
  contract: (contractId) => [moderationKeys.myDisputes, ...(contractId ? [contractKeys.detail(contractId)] : [])],
  // The contract's reviewed flags, the reviewee's reviews and (once published) trust score.
  review: (contractId) => [
    ...(contractId ? [contractKeys.detail(contractId)] : []),
    contractKeys.mine,
    profileKeys.all,
    authKeys.currentUser,
    dashboardKeys.all,
  ],
  // An administrator's decision: the verification screen, the verified badge and trust score.
  verification: () => [verificationKeys.all, profileKeys.all, authKeys.currentUser, dashboardKeys.all],
  // New work for an administrator: its queue's own event (admin_queue_changed) refreshes the panel.
  admin_queue: () => [],
  // A saved search's instant alert: the searches' counts of new matches; a job's, the dashboard's feed too (decision 0074).
  saved_search_job: () => [savedSearchKeys.all, feedKey],
  saved_search_freelancer: () => [savedSearchKeys.all],
  // An administrator's action (a takedown, a lift, a safety decision, an appeal decided): the
  // owner's posts, portfolio and profile, the applications they sent, the threads showing their
  // held messages, and their appeals.
  admin_action: () => [
    appealKeys.all,
    jobKeys.all,
    applicationKeys.mine,
    messagingKeys.threads,
    messagingKeys.withUsers,
    messagingKeys.conversations,
    profileKeys.all,
    authKeys.currentUser,
  ],
};

/**
 * The one map from what the server pushes to the queries it makes stale, for the signed-in
 * `viewerId`: every screen showing that data refetches it (active queries at once, the others
 * when next shown). After a reconnect everything is: what was pushed meanwhile is lost.
 */
export function queriesMadeStaleBy(event: ServerEvent, { reconnected }: ServerEventContext, viewerId: string): QueryKey[] {
  switch (event.type) {
    case 'connected':
      return reconnected ? [ALL_QUERIES] : [];
    case 'notification':
      return [notificationKeys.all, ...BY_NOTIFICATION_KIND[event.notification.type](event.notification.entityId)];
    case 'new_message':
      // The dashboard's stats count unread messages. The open thread appends its own messages.
      return [messagingKeys.conversations, messagingKeys.unreadCount, dashboardKeys.stats];
    case 'message_read':
      return [
        messagingKeys.conversations,
        messagingKeys.unreadCount,
        dashboardKeys.stats,
        // The viewer read a conversation (here or elsewhere): the server settled its message notification.
        ...(event.readerId === viewerId ? [notificationKeys.all] : []),
      ];
    case 'message_removed':
      // The conversation list's preview; the open thread replaces the message itself.
      return [messagingKeys.conversations];
    case 'application_changed':
      return [
        applicationKeys.mine,
        applicationKeys.forJob(event.jobId),
        // Job cards and the owner's list show how many applied.
        jobKeys.detail(event.jobId),
        jobKeys.byClients,
        jobKeys.searches,
        dashboardKeys.all,
      ];
    case 'invitation_changed':
      // Both parties' boxes: the freelancer's received and the client's sent.
      return [invitationKeys.box('received'), invitationKeys.box('sent')];
    case 'offer_changed':
      // The versions on both sides; an accepted one moves the application (its contract follows with contract_changed).
      return [offerKeys.ofApplication(event.applicationId), ...(event.status === 'accepted' ? [applicationKeys.all] : [])];
    case 'milestone_changed':
      // The milestones and the contract's progress (and whether it may be completed).
      return [contractKeys.milestones(event.contractId), contractKeys.detail(event.contractId)];
    case 'admin_queue_changed':
    case 'admin_person_changed':
      // The queues, their counts (the navigation's too), the item's card, the person's page.
      return [ADMIN_QUERIES];
    case 'contract_changed':
      return [
        contractKeys.mine,
        contractKeys.detail(event.contractId),
        // An accepted application leads to its contract once it exists.
        applicationKeys.all,
        dashboardKeys.all,
        // Completed jobs count on the user and their profile.
        authKeys.currentUser,
        profileKeys.all,
      ];
  }
}

/**
 * What an event makes stale, and at the tab's first connection the data its page came with: a
 * screen drawn on the server was read before this socket could hear what changed since (decision
 * 0042), so it is read again unless the server answers that no event for the user was published
 * since the draw (`missedSince: false`, decision 0043).
 */
export function queriesToRefetch(event: ServerEvent, context: ServerEventContext, viewerId: string): QueryKey[] {
  const stale = queriesMadeStaleBy(event, context, viewerId);
  if (event.type !== 'connected' || context.reconnected) return stale;
  const drawn = takeDrawnQueryKeys();
  return event.missedSince === false ? stale : [...stale, ...drawn];
}

/** Keeps every screen of the signed-in app following the server's events: mounted once, in the app shell. */
export function useServerEventQueries(viewerId: string): void {
  const queryClient = useQueryClient();
  useServerEvents((event, context) => {
    for (const queryKey of queriesToRefetch(event, context, viewerId)) void queryClient.invalidateQueries({ queryKey });
  });
  // The socket closes as the session ends; the server is asked, so a socket closed for another
  // reason with the session alive leaves the user where they are. Its 401 says why the session
  // ended, and more than the close can (until when a suspension holds, and why).
  useSessionEnded((closeReason) => {
    void fetchCurrentUserOrRefusal().then((answer) => {
      if ('user' in answer) reopenForNewSession();
      else redirectToLogin(answer.refusal, closeReason);
    });
  });
}
