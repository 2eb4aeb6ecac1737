import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { Appeal, AppealStatus, OwnAction } from '../api/types';
import { formatDate } from './format';

/**
 * Appeals of administrators' actions (decision 0065), shared by the screens of the content they
 * are on (a job post, a portfolio item, a message: three features) and the sign-in screen of a
 * suspended account: the calls, and how an appeal's state reads.
 */
/** The server's limits on an appeal's text and a decision's reason (backend APPEAL_LIMITS; limits.test.ts checks them). */
export const APPEAL_LIMITS = { text: 2000, reason: 1000 };

export const appealKeys = {
  all: ['appeals'] as const,
  ownAction: (subjectId: string) => ['appeals', 'subjects', subjectId] as const,
};

/** The latest administrator's action on the signed-in user's post, portfolio item or message, with its appeal. */
export const ownActionQueryOptions = (subjectId: string) =>
  queryOptions({
    queryKey: appealKeys.ownAction(subjectId),
    queryFn: (): Promise<OwnAction> => unwrap(api.GET('/api/appeals/subjects/{subjectId}', { params: { path: { subjectId } } })),
  });

/** The owner of taken-down content appeals the action, once. */
export function fileAppeal({ actionId, text }: { actionId: string; text: string }): Promise<Appeal> {
  return unwrap(api.POST('/api/appeals', { body: { actionId, text } }));
}

/** A suspended user, signed out, appeals with the token of their sign-in refusal. */
export function fileSuspensionAppeal({ token, text }: { token: string; text: string }): Promise<Appeal> {
  return unwrap(api.POST('/api/appeals/suspension', { body: { token, text } }));
}

/** Where an appeal stands, as every screen says it. */
export type AppealState = { status: AppealStatus; filedAt: string; decidedAt: string | null; decisionReason: string | null };

/** "Appeal sent on 4 Dec 2026", or the decision: a headline and, once decided, the administrator's reason. */
export function describeAppeal(appeal: AppealState): { title: string; reason: string | null } {
  if (appeal.status === 'pending') return { title: `Appeal sent on ${formatDate(appeal.filedAt)}`, reason: null };
  const on = formatDate(appeal.decidedAt);
  return appeal.status === 'lifted'
    ? { title: `Appeal accepted on ${on}`, reason: appeal.decisionReason }
    : { title: `Appeal declined on ${on}`, reason: appeal.decisionReason };
}
