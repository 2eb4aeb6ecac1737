import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { GrantAdminCommand } from '../../src/contexts/identity/public';
import { Agent } from '../support/test-app';
import { sql } from '../support/sql';
import { SignedUpUser, signUpWithUsername, totpCode } from './users';

export type Member = SignedUpUser & { username: string };

export async function signUpClient(app: NestExpressApplication, options: { verified?: boolean } = {}): Promise<Member> {
  const member = await signUpWithUsername(app, 'client');
  await member.agent.patch('/api/users/role').send({ role: 'client' }).expect(200);
  if (options.verified) await sql(app, 'update users set is_verified = true where id = ?', [member.id]);
  return member;
}

export async function signUpFreelancer(app: NestExpressApplication, options: { verified?: boolean } = {}): Promise<Member> {
  const member = await signUpWithUsername(app, 'free');
  if (options.verified) await sql(app, 'update users set is_verified = true where id = ?', [member.id]);
  return member;
}

export type Administrator = Member & { totpSecret: string };

/** An administrator who can use the admin panel: granted the role, then enrolled in two-factor sign-in through the API. */
export async function signUpAdmin(app: NestExpressApplication): Promise<Administrator> {
  const member = await signUpWithUsername(app, 'admin');
  await app.get(CommandBus).execute(new GrantAdminCommand(member.email));
  return { ...member, totpSecret: await enrolTotp(member) };
}

/** Turns two-factor sign-in on through the API, as Settings does; answers the authenticator secret. */
export async function enrolTotp(member: SignedUpUser): Promise<string> {
  const setup = await member.agent.post('/api/auth/two-factor/setup').send({ password: member.password }).expect(200);
  await member.agent
    .post('/api/auth/two-factor/enable')
    .send({ code: totpCode(setup.body.secret) })
    .expect(200);
  return setup.body.secret;
}

/** A word no other test uses, to find exactly this test's posts through search. */
export function uniqueWord(): string {
  return `zq${randomBytes(5).toString('hex')}`;
}

export type JobPayInput = { type: 'hourly' | 'fixed'; currency: string; minimum: number; maximum?: number | null };

export type JobInput = {
  jobType?: 'job_offer' | 'job_seeking';
  title?: string;
  description?: string;
  category?: string;
  duration?: string | null;
  verifiedOnly?: boolean;
  tags?: string[];
  /** An offer's pay (decision 0070); an hourly range of $20-30 for 20 hours a week when absent. */
  pay?: JobPayInput | null;
  /** An availability post's hourly rate; $20 when absent. */
  hourlyRate?: { currency: string; amount: number } | null;
  hoursPerWeek?: number | null;
  startDate?: string | null;
  timeZone?: string | null;
  overlapHours?: number | null;
};

/** The default pay of a test's job offer: $20-30 an hour. */
export const DEFAULT_PAY = { type: 'hourly', currency: 'USD', minimum: 2000, maximum: 3000 } as const;

/** A post's body: an offer states its pay, an availability post its hourly rate, as posting requires. */
export function jobBody(input: JobInput = {}): JobInput & Required<Pick<JobInput, 'jobType' | 'title'>> {
  const jobType = input.jobType ?? 'job_offer';
  return {
    jobType,
    title: 'Live chat operator for a web shop',
    description: 'Answer customer chats about orders and returns, five evenings a week.',
    category: 'chat-operator',
    duration: '3 months',
    verifiedOnly: false,
    tags: ['Live chat', 'English'],
    ...(jobType === 'job_offer' ? { pay: DEFAULT_PAY, hoursPerWeek: 20 } : { hourlyRate: { currency: 'USD', amount: 2000 } }),
    ...input,
  };
}

/** Posts through the API and returns the created job. */
export async function postJob(agent: Agent, input: JobInput = {}): Promise<{ id: string; [key: string]: unknown }> {
  const response = await agent.post('/api/jobs').send(jobBody(input)).expect(201);
  return response.body;
}

/** What a proposal states beside its cover letter: spread into every POST /api/applications body. */
export const PROPOSAL_TERMS = {
  proposedRate: { type: 'hourly', currency: 'USD', amount: 1800 },
  availability: { hoursPerWeek: 20, startDate: '2027-01-04' },
} as const;

export async function apply(
  agent: Agent,
  jobId: string,
  coverLetter = 'I have three years of live chat experience.',
): Promise<{ id: string; [key: string]: unknown }> {
  const response = await agent
    .post('/api/applications')
    .send({ jobId, coverLetter, ...PROPOSAL_TERMS })
    .expect(201);
  return response.body;
}
