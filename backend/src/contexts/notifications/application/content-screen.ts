import type { ContentTakenDown } from '../../moderation/events';

/** Where the user sees content an administrator acted on: the job post; the profile for a portfolio item; the messages. */
export function contentScreen(kind: ContentTakenDown['kind'], subjectId: string): string {
  if (kind === 'job') return `/jobs/${subjectId}`;
  if (kind === 'portfolio_item') return '/profile';
  return '/messages';
}
