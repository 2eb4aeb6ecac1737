/** The one category vocabulary: posting, filtering, landing badges and the API use these slugs. */
export const JOB_CATEGORIES = [
  { slug: 'chat-operator', label: 'Chat Operator' },
  { slug: 'customer-service', label: 'Customer Service' },
  { slug: 'virtual-assistant', label: 'Virtual Assistant' },
  { slug: 'content-moderator', label: 'Content Moderator' },
  { slug: 'social-media-manager', label: 'Social Media Manager' },
  { slug: 'email-support', label: 'Email Support' },
] as const;

export type JobCategory = (typeof JOB_CATEGORIES)[number]['slug'];

export const JOB_CATEGORY_SLUGS = JOB_CATEGORIES.map((category) => category.slug) as JobCategory[];
