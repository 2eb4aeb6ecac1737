import { Command, Query } from '@nestjs/cqrs';
import type { JobPay } from './domain/job-pay';
import type { JobView } from './application/views';
import type { Amount } from '../../platform/money/money';

export { JOB_CATEGORIES } from './domain/categories';
export { isTimeZone } from './domain/job-pay';
export * from './events';
export type { JobCategory } from './domain/categories';
export type { JobPay } from './domain/job-pay';

/** A page of the public addresses of some kind, and how many there are in all (the sitemap, decision 0061). */
export type PublicAddressPage = { total: number; items: { id: string; updatedAt?: string }[] };

/** The posts a visitor may read and a search engine may list: open and shown to everyone, oldest first, by position. */
export class ListPublicJobAddressesQuery extends Query<PublicAddressPage> {
  constructor(
    readonly offset: number,
    readonly limit: number,
  ) {
    super();
  }
}

/** What a visitor's page of a post says of it in its head (decision 0061); null when a visitor may not read it. */
export class DescribePublicJobQuery extends Query<{ title: string; description: string; jobType: 'job_offer' | 'job_seeking' } | null> {
  constructor(readonly jobId: string) {
    super();
  }
}

/** Job offers ever posted, whatever their status: the landing page's "Opportunities Posted". */
export class CountPostedJobsQuery extends Query<number> {}

/**
 * For a freelancer: their applications still pending. For anyone else: the pending applications
 * on the jobs they posted.
 */
export class CountPendingApplicationsQuery extends Query<number> {
  constructor(
    readonly userId: string,
    readonly role: 'freelancer' | 'client' | 'admin',
  ) {
    super();
  }
}

export type ApplicationActivity = {
  applicationId: string;
  jobId: string;
  jobTitle: string;
  status: 'pending' | 'accepted' | 'rejected' | 'withdrawn';
  /** sent: the user applied; received: someone applied to the user's job. */
  direction: 'sent' | 'received';
  freelancerId: string;
  /** When it was submitted or last decided. */
  at: Date;
};

/** The user's latest applications, sent and received, newest change first. */
export class ListRecentApplicationActivityQuery extends Query<ApplicationActivity[]> {
  constructor(
    readonly userId: string,
    readonly limit: number,
  ) {
    super();
  }
}

/**
 * Whether `blockerId` blocked `blockedId`. Messaging keeps blocks and answers it; jobs asks before an
 * invitation, so a freelancer who blocked a client hears nothing more from them this way either.
 */
export class HasBlockedQuery extends Query<boolean> {
  constructor(
    readonly blockerId: string,
    readonly blockedId: string,
  ) {
    super();
  }
}

/** Whether the post exists (an offer or an availability post, any status): every signed-in user may open it. */
export class JobPostExistsQuery extends Query<boolean> {
  constructor(readonly jobId: string) {
    super();
  }
}

/** Who posted it (an offer or an availability post, any status); null when there is no such post. */
export class GetJobPostOwnerQuery extends Query<string | null> {
  constructor(readonly jobId: string) {
    super();
  }
}

/** The titles of these posts (offers or availability posts, any status): post id → title; absent when gone. */
export class GetJobTitlesQuery extends Query<Map<string, string>> {
  constructor(readonly jobIds: readonly string[]) {
    super();
  }
}

export { JOB_POST_MAX_TAGS } from './domain/job-post.entity';

/** A post's text and state as an administrator judges it (moderation's report context and snapshot). */
export type JobPostContent = {
  jobType: 'job_offer' | 'job_seeking';
  title: string;
  description: string;
  category: string;
  duration: string | null;
  /** At most JOB_POST_MAX_TAGS. */
  tags: string[];
  status: 'open' | 'closed' | 'cancelled';
  /** An administrator took it down (or removed it after a safety review). */
  takenDown: boolean;
};

/** The post's content, whatever its status or visibility; null when there is no such post. */
export class GetJobPostContentQuery extends Query<JobPostContent | null> {
  constructor(readonly jobId: string) {
    super();
  }
}

export { JobResponse } from './http/job-card.dto';
export type { JobView } from './application/views';

/**
 * Where a post stands for a reader who saved it (decision 0074): open; closed (finished or
 * withdrawn by its owner); filled (closed after a hire); taken down (an administrator took it
 * down, the safety check holds it or its owner is suspended: the board shows it to nobody).
 */
export type SavedJobState = 'open' | 'closed' | 'filled' | 'taken_down';

/** A post as a reader who is not its owner may see it: the card only while the board would show it. */
export type JobCardEntry = { clientId: string; state: SavedJobState; card: JobView | null };

/** These posts (any type) as their readers see them, in one query; post id → entry, absent when the post is gone. */
export class GetJobCardsQuery extends Query<Map<string, JobCardEntry>> {
  constructor(readonly jobIds: readonly string[]) {
    super();
  }
}

/** A client's open job offer, as the feed matches freelancers to it. */
export type OpenJobOffer = { id: string; title: string; tags: string[]; pay: JobPay | null };

/** The client's newest open job offers the board shows, at most `limit`. */
export class ListOpenJobOffersQuery extends Query<OpenJobOffer[]> {
  constructor(
    readonly clientId: string,
    readonly limit: number,
  ) {
    super();
  }
}

/** What a freelancer's feed looks for among open job offers (decision 0074). */
export type FeedJobSearch = {
  freelancerId: string;
  /** The freelancer's skills: a post sharing a tag with them (case-insensitively) matches. */
  skills: string[];
  /** The freelancer's hourly rate: an hourly post in its currency whose pay reaches it matches. */
  rate: Amount | null;
  /** Posts a saved search of theirs matched: they match whatever their tags or pay. */
  savedSearchMatches: string[];
  /** Posts made since then only. */
  since: Date;
  limit: number;
};

/**
 * Open job offers the board shows, made since `since`, not the freelancer's own nor applied to by
 * them, that match their skills, their rate or a saved search; newest first, at most `limit`.
 */
export class FindFeedJobsQuery extends Query<JobView[]> {
  constructor(readonly search: FeedJobSearch) {
    super();
  }
}

/**
 * A post as saved-search alerts compare it (decision 0073): `shown` while it is open and the board
 * shows it to everyone (not held by the safety check, not taken down, its owner not suspended);
 * `searchVector` is its words as the board's search reads them (the tsvector's text form); pay in
 * minor units of its currency.
 */
export type AlertSubjectJob = {
  id: string;
  clientId: string;
  jobType: 'job_offer' | 'job_seeking';
  title: string;
  shown: boolean;
  category: string;
  payType: 'hourly' | 'fixed' | null;
  payCurrency: string | null;
  payMinimum: number | null;
  payMaximum: number | null;
  clientVerified: boolean;
  timeZone: string | null;
  searchVector: string;
};

/** These posts (any type and status) as saved-search alerts compare them; post id → subject, absent when gone. */
export class GetAlertSubjectJobsQuery extends Query<Map<string, AlertSubjectJob>> {
  constructor(readonly jobIds: readonly string[]) {
    super();
  }
}

/** Demo job offers, availability posts and applications for the demo users (by email). */
export class SeedDemoJobsCommand extends Command<void> {
  constructor(readonly userIdsByEmail: Record<string, string>) {
    super();
  }
}
