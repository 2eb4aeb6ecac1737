import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetAlertSubjectFreelancersQuery } from '../../../identity/public';
import { GetAlertSubjectJobsQuery } from '../../../jobs/public';
import { SavedSearchesRepository } from '../../infrastructure/saved-searches-repository';
import { DIGEST_ITEMS_PER_SEARCH, GetSavedSearchDigestQuery, SavedSearchDigestItem, SavedSearchDigestSection } from '../../public';

@QueryHandler(GetSavedSearchDigestQuery)
export class GetSavedSearchDigestHandler implements IQueryHandler<GetSavedSearchDigestQuery> {
  constructor(
    private readonly searches: SavedSearchesRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ digest }: GetSavedSearchDigestQuery): Promise<SavedSearchDigestSection[]> {
    const alerting = await this.searches.stillAlerting(
      digest.searches.map(({ savedSearchId }) => savedSearchId),
      digest.alert,
    );
    const windows = digest.searches.filter(({ savedSearchId }) => alerting.has(savedSearchId));
    const matches = await this.searches.digestMatches(digest.userId, windows, digest.until);
    const jobIds = matches.filter(({ kind }) => kind === 'jobs').map(({ subjectId }) => subjectId);
    const freelancerIds = matches.filter(({ kind }) => kind === 'freelancers').map(({ subjectId }) => subjectId);
    const jobs = jobIds.length > 0 ? await this.queryBus.execute(new GetAlertSubjectJobsQuery([...new Set(jobIds)])) : new Map();
    const freelancers =
      freelancerIds.length > 0 ? await this.queryBus.execute(new GetAlertSubjectFreelancersQuery([...new Set(freelancerIds)])) : new Map();

    /** The match as the email lists it, or null when it is no longer shown. */
    const itemOf = (kind: 'jobs' | 'freelancers', subjectId: string): SavedSearchDigestItem | null => {
      if (kind === 'jobs') {
        const post = jobs.get(subjectId);
        return post?.shown ? { title: post.title, screen: `/jobs/${post.id}` } : null;
      }
      const freelancer = freelancers.get(subjectId);
      if (!freelancer?.listed || !freelancer.username) return null;
      return { title: `${freelancer.firstName} ${freelancer.lastName}`.trim() || freelancer.username, screen: `/profile/${freelancer.id}` };
    };

    const sections = new Map<string, SavedSearchDigestSection>();
    for (const { savedSearchId, name, kind, subjectId } of matches) {
      const item = itemOf(kind, subjectId);
      if (!item) continue;
      const section = sections.get(savedSearchId) ?? {
        savedSearchId,
        name,
        screen: `/${kind}?savedSearch=${savedSearchId}`,
        items: [],
        more: 0,
      };
      if (section.items.length < DIGEST_ITEMS_PER_SEARCH) section.items.push(item);
      else section.more += 1;
      sections.set(savedSearchId, section);
    }
    return windows.flatMap(({ savedSearchId }) => sections.get(savedSearchId) ?? []);
  }
}
