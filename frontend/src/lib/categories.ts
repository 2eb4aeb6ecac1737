import type { JobCategory } from '../api/types';

/** The one category vocabulary of the API (GET /api/jobs/categories): every slug with its label. */
const CATEGORY_LABELS: Record<JobCategory, string> = {
  'chat-operator': 'Chat Operator',
  'customer-service': 'Customer Service',
  'virtual-assistant': 'Virtual Assistant',
  'content-moderator': 'Content Moderator',
  'social-media-manager': 'Social Media Manager',
  'email-support': 'Email Support',
};

/** The categories in the order the API lists them, for posting, filtering and the landing badges. */
export const JOB_CATEGORIES: { slug: JobCategory; label: string }[] = (Object.keys(CATEGORY_LABELS) as JobCategory[]).map((slug) => ({
  slug,
  label: CATEGORY_LABELS[slug],
}));

/** The options of a category Select. */
export const CATEGORY_OPTIONS: { value: JobCategory; label: string }[] = JOB_CATEGORIES.map(({ slug, label }) => ({
  value: slug,
  label,
}));

export function isJobCategory(value: unknown): value is JobCategory {
  return typeof value === 'string' && Object.hasOwn(CATEGORY_LABELS, value);
}

/** The label of a category slug; an unknown slug is shown as it is. */
export function getCategoryLabel(slug: string): string {
  return isJobCategory(slug) ? CATEGORY_LABELS[slug] : slug;
}
