import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { FindFreelancersWithSkillsQuery, FreelancerCardView, GetMatchingProfileQuery } from '../../../identity/public';
import { FindFeedJobsQuery, JobView, ListOpenJobOffersQuery, OpenJobOffer } from '../../../jobs/public';
import { FEED_CLIENT_POSTS, FEED_DAYS, FEED_SIZE, rankFeed, Ranked, reasons, sharedSkills } from '../../domain/feed';
import { FeedRepository } from '../../infrastructure/feed-repository';

export type FeedItem =
  { kind: 'job'; job: JobView; reasons: string[] } | { kind: 'freelancer'; freelancer: FreelancerCardView; reasons: string[] };

/**
 * The dashboard's "For you" (decision 0074): for a freelancer, recent open job offers matching their
 * saved searches, skills and rate; for a client, freelancers matching their open job offers. Each
 * item says why it is there; most reasons first.
 */
export class GetFeedQuery extends Query<{ items: FeedItem[] }> {
  constructor(
    readonly userId: string,
    readonly role: 'freelancer' | 'client' | 'admin',
  ) {
    super();
  }
}

/** Candidates read per source before ranking: enough that posts matching on several counts rise. */
const CANDIDATES = 3 * FEED_SIZE;

@QueryHandler(GetFeedQuery)
export class GetFeedHandler implements IQueryHandler<GetFeedQuery> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly feed: FeedRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, role }: GetFeedQuery): Promise<{ items: FeedItem[] }> {
    if (role === 'freelancer') return { items: await this.jobsFor(userId) };
    if (role === 'client') return { items: await this.freelancersFor(userId) };
    return { items: [] };
  }

  private async jobsFor(userId: string): Promise<FeedItem[]> {
    const since = new Date(this.clock.now().getTime() - FEED_DAYS * 24 * 3600 * 1000);
    const [profile, matches] = await Promise.all([
      this.queryBus.execute(new GetMatchingProfileQuery(userId)),
      this.feed.jobSearchMatches(userId, since, CANDIDATES),
    ]);
    if (!profile) return [];
    const searchesOf = new Map<string, string[]>();
    for (const { subjectId, searchName } of matches) searchesOf.set(subjectId, [...(searchesOf.get(subjectId) ?? []), searchName]);
    const posts = await this.queryBus.execute(
      new FindFeedJobsQuery({
        freelancerId: userId,
        skills: profile.skills,
        rate: profile.hourlyRate,
        savedSearchMatches: [...searchesOf.keys()],
        since,
        limit: CANDIDATES,
      }),
    );
    const ranked = posts.map((job): Ranked<JobView> => {
      const skills = sharedSkills(job.tags, profile.skills);
      const rate = profile.hourlyRate;
      const paysRate =
        rate !== null && job.pay?.type === 'hourly' && job.pay.currency === rate.currency && (job.pay.maximum ?? 0) >= rate.amount;
      return {
        item: job,
        reasons: [
          ...(searchesOf.get(job.id) ?? []).map(reasons.savedSearch),
          ...(skills.length > 0 ? [reasons.yourSkills(skills)] : []),
          ...(paysRate ? [reasons.paysYourRate()] : []),
        ],
        tieBreak: Date.parse(job.createdAt),
      };
    });
    return rankFeed(ranked).map(({ item, reasons: why }) => ({ kind: 'job', job: item, reasons: why }));
  }

  private async freelancersFor(userId: string): Promise<FeedItem[]> {
    const offers = await this.queryBus.execute(new ListOpenJobOffersQuery(userId, FEED_CLIENT_POSTS));
    const found = await Promise.all(
      offers.map((offer) => this.queryBus.execute(new FindFreelancersWithSkillsQuery(offer.tags, userId, FEED_SIZE))),
    );
    // One item per freelancer, with the reasons every post of the client gives them.
    const byFreelancer = new Map<string, Ranked<FreelancerCardView>>();
    found.forEach((freelancers, index) => {
      const offer = offers[index];
      freelancers.forEach((freelancer, place) => {
        const entry = byFreelancer.get(freelancer.id) ?? {
          item: freelancer,
          reasons: freelancer.isVerified ? [reasons.verified()] : [],
          // The directory's order: the best placed first.
          tieBreak: -place,
        };
        entry.reasons.push(...reasonsForOffer(freelancer, offer));
        byFreelancer.set(freelancer.id, entry);
      });
    });
    return rankFeed([...byFreelancer.values()]).map(({ item, reasons: why }) => ({ kind: 'freelancer', freelancer: item, reasons: why }));
  }
}

function reasonsForOffer(freelancer: FreelancerCardView, offer: OpenJobOffer): string[] {
  const skills = sharedSkills(offer.tags, freelancer.skills);
  const rate = freelancer.hourlyRate;
  const pay = offer.pay;
  const withinBudget =
    rate !== null &&
    pay?.type === 'hourly' &&
    pay.currency === rate.currency &&
    // A budget is a ceiling: asking less than its top fits it.
    rate.amount <= (pay.maximum ?? pay.minimum);
  return [
    ...(skills.length > 0 ? [reasons.postSkills(skills.length, offer.title)] : []),
    ...(withinBudget ? [reasons.withinBudget(offer.title)] : []),
  ];
}
