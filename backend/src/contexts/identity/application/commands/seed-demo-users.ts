import type { Amount } from '../../../../platform/money/money';
import { AppConfig } from '../../../../config/app-config';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DEMO_PASSWORD, SeedDemoUsersCommand } from '../../public';
import { hashPassword } from '../../domain/password';
import { User, UserRole } from '../../domain/user.entity';
import { recordStandingChange, workerStanding } from '../worker-standing';

type DemoUser = {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: Exclude<UserRole, 'admin'>;
  isVerified: boolean;
  trustScore: number | null;
  bio: string;
  location: string;
  hourlyRate: Amount | null;
  skills: string[];
  languages: string[];
  completedJobsCount: number;
};

const DEMO_USERS: DemoUser[] = [
  {
    email: 'amara@demo.local',
    username: 'amara_chat',
    firstName: 'Amara',
    lastName: 'Okafor',
    role: 'freelancer',
    isVerified: true,
    trustScore: 92,
    bio: 'Chat operator with five years of live support for e-commerce brands.',
    location: 'Lagos, Nigeria',
    hourlyRate: { currency: 'USD', amount: 1400 },
    skills: ['Live chat', 'Zendesk', 'Upselling', 'English C2'],
    languages: ['English', 'Yoruba'],
    completedJobsCount: 38,
  },
  {
    email: 'lucas@demo.local',
    username: 'lucas_support',
    firstName: 'Lucas',
    lastName: 'Ferreira',
    role: 'freelancer',
    isVerified: true,
    trustScore: 85,
    bio: 'Customer service lead; calm under pressure, fast on tickets.',
    location: 'Porto, Portugal',
    hourlyRate: { currency: 'USD', amount: 1850 },
    skills: ['Customer service', 'Freshdesk', 'Refunds', 'Portuguese'],
    languages: ['Portuguese', 'English', 'Spanish'],
    completedJobsCount: 21,
  },
  {
    email: 'mei@demo.local',
    username: 'mei_va',
    firstName: 'Mei',
    lastName: 'Tanaka',
    role: 'freelancer',
    isVerified: false,
    trustScore: 60,
    bio: 'Virtual assistant: calendars, inboxes and travel for busy founders.',
    location: 'Osaka, Japan',
    hourlyRate: { currency: 'USD', amount: 2200 },
    skills: ['Calendar management', 'Email support', 'Notion'],
    languages: ['Japanese', 'English'],
    completedJobsCount: 7,
  },
  {
    email: 'omar@demo.local',
    username: 'omar_mod',
    firstName: 'Omar',
    lastName: 'Haddad',
    role: 'freelancer',
    isVerified: true,
    trustScore: 78,
    bio: 'Content moderator for communities of up to two million members.',
    location: 'Amman, Jordan',
    hourlyRate: { currency: 'USD', amount: 1200 },
    skills: ['Content moderation', 'Discord', 'Arabic', 'Policy writing'],
    languages: ['Arabic', 'English'],
    completedJobsCount: 15,
  },
  {
    email: 'sofia@demo.local',
    username: 'sofia_social',
    firstName: 'Sofia',
    lastName: 'Rossi',
    role: 'freelancer',
    isVerified: false,
    trustScore: null,
    bio: 'Social media manager new to the platform.',
    location: 'Milan, Italy',
    hourlyRate: { currency: 'USD', amount: 2500 },
    skills: ['Instagram', 'TikTok', 'Copywriting'],
    languages: ['Italian', 'English'],
    completedJobsCount: 0,
  },
  {
    email: 'grace@demo.local',
    username: 'grace_hires',
    firstName: 'Grace',
    lastName: 'Miller',
    role: 'client',
    isVerified: true,
    trustScore: 88,
    bio: 'Head of support at a growing online shop.',
    location: 'Austin, USA',
    hourlyRate: null,
    skills: [],
    languages: ['English'],
    completedJobsCount: 0,
  },
  {
    email: 'henrik@demo.local',
    username: 'henrik_ops',
    firstName: 'Henrik',
    lastName: 'Larsen',
    role: 'client',
    isVerified: false,
    trustScore: 70,
    bio: 'Runs operations for a Nordic SaaS startup.',
    location: 'Copenhagen, Denmark',
    hourlyRate: null,
    skills: [],
    languages: ['Danish', 'English'],
    completedJobsCount: 0,
  },
];

@CommandHandler(SeedDemoUsersCommand)
export class SeedDemoUsersHandler implements ICommandHandler<SeedDemoUsersCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  async execute(): Promise<{ userIdsByEmail: Record<string, string> }> {
    const em = this.em.fork();
    const existing = await em.find(User, { email: { $in: DEMO_USERS.map((demo) => demo.email) } });
    const userIdsByEmail = Object.fromEntries(existing.map((user) => [user.email, user.id]));
    const passwordHash = await hashPassword(DEMO_PASSWORD, this.config.passwordHashCost);
    for (const demo of DEMO_USERS.filter((candidate) => !userIdsByEmail[candidate.email])) {
      const { email, firstName, lastName, ...profile } = demo;
      const user = new User({ email, passwordHash, firstName, lastName });
      Object.assign(user, profile);
      // Demo addresses receive no mail; the accounts show what a confirmed account can do.
      user.confirmEmail(new Date());
      em.persist(user);
      recordStandingChange(em, user.id, 'none', workerStanding(user));
      userIdsByEmail[email] = user.id;
    }
    await em.flush();
    return { userIdsByEmail };
  }
}
