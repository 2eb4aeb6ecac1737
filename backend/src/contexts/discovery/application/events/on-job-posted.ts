import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { GetAlertSubjectFreelancersQuery } from '../../../identity/public';
import { GetAlertSubjectJobsQuery, JobPosted } from '../../../jobs/public';
import { INSTANT_MATCHES_PER_EVENT, SavedSearchMatched } from '../../events';
import type { RecordedMatch } from '../../infrastructure/saved-searches-repository';
import { SavedSearchesRepository } from '../../infrastructure/saved-searches-repository';

/**
 * A post went visible (posted clear, or released by the safety review): it is matched against
 * every jobs search in one statement, and an availability post's freelancer against every
 * freelancers search in another; the searches that alert at once are told of through
 * SavedSearchMatched, in the same transaction. The post is read just before: one no longer open
 * or shown (held, taken down, its owner suspended) matches nothing. A repeated delivery changes
 * nothing: the handler runs once per event, and a match is recorded once per search and subject.
 */
@Injectable()
@HandlesEvents(JobPosted)
export class MatchSavedSearchesOnJobPosted implements IntegrationEventHandler<JobPosted> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly searches: SavedSearchesRepository,
    private readonly clock: Clock,
  ) {}

  async handle({ jobId }: JobPosted, delivery: EventDelivery): Promise<void> {
    // Other contexts first: the embedded database has one connection, which the transaction holds.
    const post = (await this.queryBus.execute(new GetAlertSubjectJobsQuery([jobId]))).get(jobId);
    if (!post?.shown) return;
    const freelancer =
      post.jobType === 'job_seeking'
        ? (await this.queryBus.execute(new GetAlertSubjectFreelancersQuery([post.clientId]))).get(post.clientId)
        : undefined;
    await delivery.once(async (em) => {
      const now = this.clock.now();
      const jobMatches = await this.searches.matchJob(em, post, now);
      tellInstant(em, jobMatches, (matches) => new SavedSearchMatched('job', post.id, post.title, `/jobs/${post.id}`, matches));
      if (!freelancer?.listed || freelancer.username === null) return;
      const { username } = freelancer;
      const name = `${freelancer.firstName} ${freelancer.lastName}`.trim() || username;
      const freelancerMatches = await this.searches.matchFreelancer(em, freelancer, now);
      tellInstant(
        em,
        freelancerMatches,
        (matches) => new SavedSearchMatched('freelancer', freelancer.id, name, `/profile/${freelancer.id}`, matches),
      );
    });
  }
}

/** The instant alerts among the matches, INSTANT_MATCHES_PER_EVENT to an event. */
function tellInstant(em: EntityManager, matches: RecordedMatch[], event: (matches: SavedSearchMatched['matches']) => SavedSearchMatched) {
  const instant = matches
    .filter(({ alert }) => alert === 'instant')
    .map(({ userId, savedSearchId, name }) => ({ userId, savedSearchId, searchName: name }));
  for (let start = 0; start < instant.length; start += INSTANT_MATCHES_PER_EVENT) {
    recordEvent(em, event(instant.slice(start, start + INSTANT_MATCHES_PER_EVENT)));
  }
}
