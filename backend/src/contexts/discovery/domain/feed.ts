/** The most items the dashboard's feed shows (decision 0074). */
export const FEED_SIZE = 20;

/** How far back a freelancer's feed looks for posts. */
export const FEED_DAYS = 30;

/** How many of a client's newest open job offers their feed finds freelancers for. */
export const FEED_CLIENT_POSTS = 5;

export type FeedReason = string;

/** An item of the feed with why it is there, and what orders it after the count of reasons. */
export type Ranked<Item> = { item: Item; reasons: FeedReason[]; tieBreak: number };

/** The ranked items, most reasons first, then the higher tie-break (newest, or best placed), at most FEED_SIZE. */
export function rankFeed<Item>(candidates: Ranked<Item>[]): Ranked<Item>[] {
  return [...candidates]
    .sort((first, second) => second.reasons.length - first.reasons.length || second.tieBreak - first.tieBreak)
    .slice(0, FEED_SIZE);
}

/** The skills of `offered` that `wanted` names too, ignoring case, in `offered`'s order and spelling. */
export function sharedSkills(offered: readonly string[], wanted: readonly string[]): string[] {
  const keys = new Set(wanted.map((skill) => skill.toLowerCase()));
  return offered.filter((skill) => keys.has(skill.toLowerCase()));
}

export const reasons = {
  savedSearch: (name: string) => `Matches your saved search “${name}”`,
  yourSkills: (skills: string[]) => `Matches ${skills.length} of your skills: ${skills.join(', ')}`,
  paysYourRate: () => 'Pays at least your rate',
  postSkills: (count: number, title: string) => `Matches ${count} ${count === 1 ? 'skill' : 'skills'} of “${title}”`,
  verified: () => 'Verified',
  withinBudget: (title: string) => `Rate within your budget for “${title}”`,
};
