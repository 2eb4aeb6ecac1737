import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetUserSummariesQuery } from '../../../identity/public';
import { Application } from '../../domain/application.entity';
import { JobDetails, JobPost, JobType } from '../../domain/job-post.entity';
import type { PostTerms } from '../../domain/job-pay';
import { SeedDemoJobsCommand } from '../../public';
import { recordPostCountChange } from '../job-post-count';

type DemoPost = {
  poster: string;
  jobType: JobType;
  daysAgo: number;
  details: JobDetails;
  /** An offer's pay or an availability post's hourly rate (decision 0070). */
  terms: Partial<PostTerms>;
  applicants?: { email: string; coverLetter: string }[];
};

const DEMO_POSTS: DemoPost[] = [
  {
    poster: 'grace@demo.local',
    jobType: 'job_offer',
    daysAgo: 1,
    details: {
      title: 'Night-shift live chat operator for an online store',
      description:
        'Answer shoppers on live chat from 22:00 to 06:00 CET: order status, sizing, returns. Friendly, fast and accurate English required; we train you on our help desk.',
      category: 'chat-operator',
      duration: '3 months',
      verifiedOnly: true,
      tags: ['Live chat', 'Zendesk', 'English C1'],
    },
    terms: {
      pay: { type: 'hourly', currency: 'EUR', minimum: 1400, maximum: 1800 },
      hoursPerWeek: 40,
      timeZone: 'Europe/Berlin',
      overlapHours: 8,
    },
    applicants: [
      {
        email: 'amara@demo.local',
        coverLetter: 'I have run night shifts on live chat for two fashion stores and keep first replies under 30 seconds.',
      },
    ],
  },
  {
    poster: 'grace@demo.local',
    jobType: 'job_offer',
    daysAgo: 3,
    details: {
      title: 'Customer service agent for refunds and returns',
      description:
        'Handle refund and return tickets by email and chat, follow our policy, and escalate fraud cases. 20 hours a week, flexible hours.',
      category: 'customer-service',
      duration: 'Ongoing',
      verifiedOnly: false,
      tags: ['Customer service', 'Refunds', 'Freshdesk', 'Email'],
    },
    terms: { pay: { type: 'hourly', currency: 'USD', minimum: 1600, maximum: 2200 }, hoursPerWeek: 20 },
    applicants: [
      {
        email: 'lucas@demo.local',
        coverLetter: 'Refunds are my daily work: I cut our backlog by half last quarter while keeping satisfaction above 95%.',
      },
    ],
  },
  {
    poster: 'henrik@demo.local',
    jobType: 'job_offer',
    daysAgo: 5,
    details: {
      title: 'Community content moderator for a SaaS forum',
      description: 'Review reported posts, keep discussions on topic and write weekly moderation summaries for our product team.',
      category: 'content-moderator',
      duration: '6 months',
      verifiedOnly: false,
      tags: ['Content moderation', 'Discourse', 'Policy'],
    },
    terms: {
      pay: { type: 'hourly', currency: 'USD', minimum: 1800, maximum: 2500 },
      hoursPerWeek: 15,
      timeZone: 'America/New_York',
      overlapHours: 2,
    },
    applicants: [
      { email: 'omar@demo.local', coverLetter: 'I moderate communities of up to two million members and write clear, fair policy notes.' },
    ],
  },
  {
    poster: 'henrik@demo.local',
    jobType: 'job_offer',
    daysAgo: 8,
    details: {
      title: 'Virtual assistant for a founder: inbox and calendar',
      description: 'Keep the founder’s inbox at zero, schedule meetings across time zones and prepare travel. Mornings in Europe.',
      category: 'virtual-assistant',
      duration: null,
      verifiedOnly: true,
      tags: ['Calendar management', 'Gmail', 'Travel booking'],
    },
    terms: {
      pay: { type: 'hourly', currency: 'EUR', minimum: 2000, maximum: 2000 },
      hoursPerWeek: 25,
      timeZone: 'Europe/Amsterdam',
      overlapHours: 4,
    },
  },
  {
    poster: 'grace@demo.local',
    jobType: 'job_offer',
    daysAgo: 12,
    details: {
      title: 'Social media manager for Instagram and TikTok',
      description: 'Plan and publish four posts a week, answer comments and DMs, and report monthly on reach and engagement.',
      category: 'social-media-manager',
      duration: '2 months',
      verifiedOnly: false,
      tags: ['Instagram', 'TikTok', 'Copywriting', 'Canva', 'Analytics', 'Scheduling'],
    },
    terms: { pay: { type: 'fixed', currency: 'USD', minimum: 150000, maximum: null } },
  },
  {
    poster: 'henrik@demo.local',
    jobType: 'job_offer',
    daysAgo: 15,
    details: {
      title: 'Email support specialist (Danish and English)',
      description: 'Answer customer emails in Danish and English within four hours, tag tickets and update help-center articles.',
      category: 'email-support',
      duration: 'Ongoing',
      verifiedOnly: false,
      tags: ['Email support', 'Danish', 'Help center'],
    },
    terms: {
      pay: { type: 'hourly', currency: 'GBP', minimum: 1500, maximum: 1900 },
      hoursPerWeek: 30,
      timeZone: 'Europe/Copenhagen',
      overlapHours: 6,
    },
  },
  {
    poster: 'mei@demo.local',
    jobType: 'job_seeking',
    daysAgo: 2,
    details: {
      title: 'Virtual assistant available for Asia-Pacific mornings',
      description: 'Experienced VA offering inbox management, scheduling and research, 25 hours a week in JST business hours.',
      category: 'virtual-assistant',
      duration: null,
      verifiedOnly: false,
      tags: ['Calendar management', 'Research', 'Notion'],
    },
    terms: { hourlyRate: { currency: 'USD', amount: 1400 }, hoursPerWeek: 30 },
  },
  {
    poster: 'sofia@demo.local',
    jobType: 'job_seeking',
    daysAgo: 6,
    details: {
      title: 'Social media manager looking for fashion brands',
      description: 'I create content calendars, write captions and grow engaged audiences on Instagram and TikTok.',
      category: 'social-media-manager',
      duration: null,
      verifiedOnly: false,
      tags: ['Instagram', 'TikTok', 'Copywriting'],
    },
    terms: { hourlyRate: { currency: 'USD', amount: 2500 }, hoursPerWeek: 20 },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

@CommandHandler(SeedDemoJobsCommand)
export class SeedDemoJobsHandler implements ICommandHandler<SeedDemoJobsCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userIdsByEmail }: SeedDemoJobsCommand): Promise<void> {
    const em = this.em.fork();
    const posterIds = [...new Set(DEMO_POSTS.map((post) => userIdsByEmail[post.poster]))];
    if (await em.count(JobPost, { clientId: { $in: posterIds } })) return;
    const people = await this.queryBus.execute(new GetUserSummariesQuery(Object.values(userIdsByEmail)));
    const now = Date.now();
    for (const post of DEMO_POSTS) {
      const poster = people.get(userIdsByEmail[post.poster]);
      if (!poster) continue;
      const postedAt = new Date(now - post.daysAgo * DAY_MS);
      const job = JobPost.post(poster, post.jobType, post.details, postedAt, post.terms);
      em.persist(job);
      recordPostCountChange(em, job.clientId, [job.jobType], 1);
      for (const applicant of post.applicants ?? []) {
        const person = people.get(userIdsByEmail[applicant.email]);
        if (person) em.persist(Application.submit(job, person, applicant.coverLetter, new Date(postedAt.getTime() + DAY_MS / 4)));
      }
    }
    await em.flush();
  }
}
