import type { QueryBus } from '@nestjs/cqrs';
import { DescribePublicProfileQuery, ListPublicProfileAddressesQuery } from './contexts/identity/public';
import { DescribePublicJobQuery, ListPublicJobAddressesQuery } from './contexts/jobs/public';
import type { PageHead, PublicSite } from './platform/http/public-site';

const SITE_NAME = 'VerifiedWork';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const JOB_PATH = new RegExp(`^/jobs/(${UUID})$`, 'i');
const PROFILE_PATH = new RegExp(`^/profile/(${UUID})$`, 'i');
/** What a search result shows of a description. */
const DESCRIPTION_LENGTH = 155;

/** The first words of a text, whole words, within the length a search result shows. */
export function firstWords(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const FIXED_HEADS: Record<string, PageHead> = {
  '/jobs': {
    title: `Remote support jobs | ${SITE_NAME}`,
    description:
      'Open remote support jobs from verified clients: chat operation, customer service, virtual assistance, content moderation, social media and email support.',
    path: '/jobs',
  },
  '/freelancers': {
    title: `Find verified freelancers | ${SITE_NAME}`,
    description: 'Identity-verified freelancers for remote support work, with their trust scores, skills and completed jobs.',
    path: '/freelancers',
  },
};

/**
 * The public job board and profiles (decision 0061) as the page server sees them: the head of each
 * page a visitor may read, and the addresses of the sitemap. Here, beside the composition root,
 * because it knows the contexts; the platform serves it.
 */
export function publicSite(queryBus: QueryBus): PublicSite {
  return {
    async head(path: string): Promise<PageHead | null | undefined> {
      const fixed = FIXED_HEADS[path];
      if (fixed) return fixed;
      const job = JOB_PATH.exec(path);
      if (job) {
        const post = await queryBus.execute(new DescribePublicJobQuery(job[1].toLowerCase()));
        return (
          post && {
            title: `${post.title} | ${SITE_NAME}`,
            description: firstWords(post.description),
            path: `/jobs/${job[1].toLowerCase()}`,
          }
        );
      }
      const profile = PROFILE_PATH.exec(path);
      if (profile) {
        const person = await queryBus.execute(new DescribePublicProfileQuery(profile[1].toLowerCase()));
        if (!person) return null;
        const name = `${person.firstName} ${person.lastName}`.trim();
        const headline = person.role === 'freelancer' ? 'Freelancer' : 'Client';
        const about = person.bio ?? (person.skills.length > 0 ? person.skills.join(', ') : `${headline} on ${SITE_NAME}`);
        return {
          title: `${name} – ${headline} | ${SITE_NAME}`,
          description: firstWords(about),
          path: `/profile/${profile[1].toLowerCase()}`,
        };
      }
      return undefined;
    },
    sources: [
      { path: (id) => `/jobs/${id}`, page: (offset, limit) => queryBus.execute(new ListPublicJobAddressesQuery(offset, limit)) },
      { path: (id) => `/profile/${id}`, page: (offset, limit) => queryBus.execute(new ListPublicProfileAddressesQuery(offset, limit)) },
    ],
  };
}
