/**
 * The data of `npm run bench:scale`: a marketplace of 100,000 users with one heavy freelancer, one
 * heavy client and an administrator, written with set-based SQL into a migrated database. `scale`
 * multiplies every count (the test seeds 1/100 of it).
 */
import { createHash } from 'node:crypto';
import { generateSync } from 'otplib';
import { hashPassword } from '../contexts/identity/domain/password';
import { newTotpSecret, sealTotpSecret, TOTP_DIGITS, TOTP_PERIOD_SECONDS, twoFactorKey } from '../contexts/identity/domain/two-factor';
import { NEWCOMER_DAYS } from '../contexts/identity/infrastructure/identity-read-repository';
import { JOB_CATEGORY_SLUGS } from '../contexts/jobs/domain/categories';
import { VOCABULARY } from './bench-jobs';
import { withClient } from './bench-support';

/** The counts at scale 1. */
const FULL = {
  users: 100_000,
  freelancers: 85_000,
  heavyFreelancerConversations: 2_000,
  heavyFreelancerMessages: 200_000,
  /** Of the heavy freelancer's messages, those of the conversation the benchmark reads. */
  readConversationMessages: 10_000,
  heavyFreelancerNotifications: 50_000,
  heavyFreelancerApplications: 2_000,
  heavyFreelancerContracts: 500,
  heavyFreelancerPortfolioItems: 20,
  heavyClientPosts: 5_000,
  heavyClientApplications: 30_000,
  /** Of the heavy client's applications, those to the post the benchmark reads. */
  readPostApplications: 10_000,
  otherPosts: 25_000,
  contracts: 20_000,
  reportsOnHeavyFreelancer: 2_000,
  /** Versions of the offer on the application the benchmark reads (decision 0072). */
  readApplicationOffers: 20,
  /** Milestones of the contract the benchmark reads, each approved one with its submission. */
  readContractMilestones: 200,
  heavyClientInvitations: 2_000,
  heavyFreelancerInvitations: 2_000,
};

export type ScaleCounts = typeof FULL;

export function scaleCounts(scale: number): ScaleCounts {
  const scaled = Object.fromEntries(Object.entries(FULL).map(([name, count]) => [name, Math.max(2, Math.round(count * scale))]));
  return scaled as ScaleCounts;
}

/** The password of the heavy users and the administrator. */
export const SCALE_PASSWORD = 'bench-scale-password';

/** Sign-in limits for an API a benchmark signs its seeded users in to, again at every run. */
export const SCALE_SIGN_IN_LIMITS = { RATE_LIMIT_SIGN_IN_ATTEMPTS: '1000', RATE_LIMIT_SIGN_IN_ADDRESS_ATTEMPTS: '1000' };

/** Signs in through the API at `origin`: the session's cookies, as a Cookie header. */
export async function signInThroughApi(origin: string, email: string, password: string, code?: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, ...(code ? { code } : {}) }),
  });
  if (!response.ok) throw new Error(`signing ${email} in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** Signs a seeded user in through the API on `port`: the session's cookies, as a Cookie header. */
export function signInScaleUser(port: number, email: string, code?: string): Promise<string> {
  return signInThroughApi(`http://127.0.0.1:${port}`, email, SCALE_PASSWORD, code);
}

/**
 * The id of seeded row `n` of a kind: the md5 of "kind-n" with the version and variant digits of a
 * version 4 uuid (the API takes no other), in SQL by `sqlId`.
 */
export function seededId(kind: string, n: number | string): string {
  const hex = createHash('md5').update(`${kind}-${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

const sqlId = (kind: string, expression: string) =>
  `overlay(overlay(md5('${kind}-' || ${expression}) placing '4' from 13) placing '8' from 17)::uuid`;

const SKILLS = [
  'Content moderation',
  'Live chat',
  'Email support',
  'Zendesk',
  'Social media',
  'Customer service',
  'Data entry',
  'Calendar management',
  'Spanish',
  'Community management',
];

/** Every freelancer speaks one or two of these, neighbours in the list ('English' and 'Tagalog', …). */
const SEED_LANGUAGES = ['English', 'Tagalog', 'Spanish', 'English', 'Portuguese', 'English', 'French'];

export type ScaleSeed = {
  counts: ScaleCounts;
  heavyFreelancer: { id: string; email: string };
  heavyClient: { id: string; email: string };
  admin: { id: string; email: string; totpSecret: string };
  /** The heavy client's post with the most applications, and one of them. */
  readPostId: string;
  readApplicationId: string;
  /** The heavy freelancer's longest conversation, and who it is with. */
  readConversationId: string;
  readConversationPartnerId: string;
  /** One of the heavy freelancer's contracts. */
  contractId: string;
};

/** The current authenticator code of a seeded administrator. */
export function totpCode(secret: string): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000), digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
}

/**
 * Fills the migrated database at `url`. Users are numbered 1…users: 1 is the heavy freelancer,
 * 1…freelancers are freelancers, the last is the heavy client; the administrator comes after
 * them, with two-factor sign-in sealed under `sessionSecret` (the server's, as enrolment seals it).
 */
export async function seedScale(url: string, scale: number, sessionSecret: string): Promise<ScaleSeed> {
  const n = scaleCounts(scale);
  const clients = n.users - n.freelancers;
  const passwordHash = await hashPassword(SCALE_PASSWORD, { memoryKib: 8192, iterations: 2 });
  // The poster of other post p: a client other than the heavy one (users freelancers+1 … users-1).
  const posterOf = (post: string) => `${n.freelancers} + 1 + ((${post}) % ${clients - 1})`;
  // Contract c is on other post c; the heavy freelancer's own contracts are the first ones.
  const contractFreelancer = (c: string) =>
    `case when ${c} <= ${n.heavyFreelancerContracts} then 1 else 2 + (${c} % ${n.freelancers - 1}) end`;
  const contractApplication = (c: string) =>
    `case when ${c} <= ${n.heavyFreelancerContracts} then ${sqlId('application-freelancer', c)} else ${sqlId('application-contract', c)} end`;
  const words = (count: number, row: string) =>
    `(select string_agg(v.w[1 + floor(v.n * power(random(), 2) + ${row} * 0 + s * 0)::int], ' ') from generate_series(1, ${count}) s)`;
  const vocabulary = `(select $1::text[] as w, cardinality($1::text[]) as n) v`;

  const admin = { id: seededId('user', 'admin'), email: 'scale-admin@bench.local', totpSecret: newTotpSecret() };
  await withClient(url, async (db) => {
    await db.query(
      `insert into users (id, username, first_name, last_name, email, password_hash, role, is_verified, trust_score, bio, location, hourly_rate_currency,
                          hourly_rate_amount, skills, languages, completed_jobs_count, review_count, review_rating_sum, created_at, newcomer,
                          email_verified_at)
       select ${sqlId('user', 'g')}, 'scale_' || g, initcap(v.w[1 + g % v.n]), 'Number ' || g, 'scale-' || g || '@bench.local',
              case when g in (1, ${n.users}) then $2 else 'not-a-hash' end,
              case when g <= ${n.freelancers} then 'freelancer' else 'client' end,
              g % 3 = 0, case when g % 4 = 0 then null else g % 101 end,
              case when g <= ${n.freelancers} then ${words(12, 'g')} end,
              'Remote', case when g <= ${n.freelancers} and g % 7 <> 0 then 'USD' end,
              case when g <= ${n.freelancers} and g % 7 <> 0 then 500 + (g % 40) * 100 end,
              case when g <= ${n.freelancers} then array[($3::text[])[1 + g % 10], ($3::text[])[1 + (g / 10) % 10]] else '{}' end,
              ($4::text[])[1 + g % 6:1 + g % 6 + (g / 6) % 2],
              case when age.new then 0 else g % 40 end, case when age.new then 0 else g % 13 end,
              case when age.new then 0 else (g % 13) * (3 + g % 3) end,
              now() - age.minutes * interval '1 minute', age.new, now()
       from generate_series(1, ${n.users}) g, ${vocabulary},
            -- Made over two years in no order of their numbers (7919 is prime, so every age is one
            -- account's): about 4% are newcomers (decision 0075), with no reviews or completed jobs yet.
            lateral (select minutes, minutes < ${NEWCOMER_DAYS * 24 * 60} as new
                     from (select ((g::bigint * 7919) % ${n.users}) * ${(2 * 365 * 24 * 60) / n.users} as minutes) m) age`,
      [VOCABULARY, passwordHash, SKILLS, SEED_LANGUAGES],
    );
    await db.query(
      `insert into users (id, username, first_name, last_name, email, password_hash, role, is_verified, skills, languages, completed_jobs_count,
                          created_at, email_verified_at, totp_secret, two_factor_enabled_at)
       values ($1, 'scale_admin', 'Scale', 'Admin', $2, $3, 'admin', true, '{}', '{}', 0, now(), now(), $4, now())`,
      [admin.id, admin.email, passwordHash, sealTotpSecret(twoFactorKey(sessionSecret), admin.id, admin.totpSecret)],
    );

    // Posts 1…heavyClientPosts are the heavy client's, the others other clients'; all in time order.
    const posts = n.heavyClientPosts + n.otherPosts;
    await db.query(
      `insert into job_posts (id, client_id, client_verified, job_type, title, description, category, duration, verified_only, status, tags, created_at, updated_at,
                             pay_type, pay_currency, pay_minimum, pay_maximum, hours_per_week)
       select ${sqlId('post', 'p')}, case when p <= ${n.heavyClientPosts} then ${sqlId('user', String(n.users))} else ${sqlId('user', posterOf('p'))} end,
              p % 3 = 0, case when p % 10 = 0 then 'job_seeking' else 'job_offer' end,
              initcap(v.w[1 + floor(v.n * power(random(), 2))::int]) || ' ' || v.w[1 + floor(v.n * power(random(), 2))::int],
              ${words(14, 'p')}, ($2::text[])[1 + p % 6], (1 + p % 12) || ' months', false,
              -- Tags from the freelancers' skills: one, or two different ones, each on about a seventh of the posts.
              case when p % 20 = 0 then 'closed' else 'open' end,
              array_remove(array[($3::text[])[1 + (p / 3) % 10], case when p % 2 = 0 then ($3::text[])[1 + ((p / 3) % 10 + 1 + (p / 11) % 9) % 10] end], null),
              now() - (${posts} - p) * interval '1 minute', now(),
              -- Pay (decision 0070): every tenth offer fixed, the rest hourly ranges; availability an hourly rate.
              case when p % 10 = 5 then 'fixed' else 'hourly' end, case when p % 4 = 0 then 'EUR' else 'USD' end,
              case when p % 10 = 5 then 50000 + (p % 50) * 10000 else 800 + (p % 30) * 100 end,
              case when p % 10 = 5 then null when p % 10 = 0 then 800 + (p % 30) * 100 else 800 + (p % 30) * 100 + (p % 7) * 200 end,
              case when p % 10 = 5 then null else 10 + p % 31 end
       from generate_series(1, ${posts}) p, ${vocabulary}`,
      [VOCABULARY, JOB_CATEGORY_SLUGS, SKILLS],
    );

    // The heavy client's applications: a third to post 1 (the one read), the rest spread over the
    // others; each from another freelancer (2, 3, …), so no one applies twice.
    const readPost = n.readPostApplications;
    await db.query(
      `insert into applications (id, job_id, client_id, freelancer_id, cover_letter, status, created_at, updated_at)
       select ${sqlId('application-client', 'g')}, case when g <= ${readPost} then ${sqlId('post', '1')} else ${sqlId('post', `2 + g % ${n.heavyClientPosts - 1}`)} end,
              ${sqlId('user', String(n.users))},              ${sqlId('user', '1 + g')}, 'I would like to help with this.', case when g % 5 = 0 then 'rejected' else 'pending' end,
              now() - (${n.heavyClientApplications} - g) * interval '10 seconds', now()
       from generate_series(1, ${n.heavyClientApplications}) g`,
    );
    // The heavy freelancer's applications: the first ones accepted (their contracts follow), the
    // rest to posts after those the contracts are on.
    const heavyFreelancerPost = `case when c <= ${n.heavyFreelancerContracts} then c else ${n.contracts} + c end`;
    await db.query(
      `insert into applications (id, job_id, client_id, freelancer_id, cover_letter, status, created_at, updated_at)
       select ${sqlId('application-freelancer', 'c')},
              ${sqlId('post', `${n.heavyClientPosts} + ${heavyFreelancerPost}`)}, ${sqlId('user', posterOf(`${n.heavyClientPosts} + ${heavyFreelancerPost}`))},
              ${sqlId('user', '1')}, 'I have done this work for years.',
              case when c <= ${n.heavyFreelancerContracts} then 'accepted' when c % 3 = 0 then 'rejected' else 'pending' end,
              now() - (${n.heavyFreelancerApplications} - c) * interval '1 minute', now()
       from generate_series(1, ${n.heavyFreelancerApplications}) c`,
    );
    await db.query(
      `insert into applications (id, job_id, client_id, freelancer_id, cover_letter, status, created_at, updated_at)
       select ${sqlId('application-contract', 'c')}, ${sqlId('post', `${n.heavyClientPosts} + c`)}, ${sqlId('user', posterOf(`${n.heavyClientPosts} + c`))},
              ${sqlId('user', contractFreelancer('c'))},
              'Available right away.', 'accepted', now() - (${n.contracts} - c) * interval '1 minute', now()
       from generate_series(${n.heavyFreelancerContracts + 1}, ${n.contracts}) c`,
    );
    await db.query(
      `update job_posts set applications_count = counted.count
       from (select job_id, count(*)::int as count from applications group by job_id) counted
       where counted.job_id = job_posts.id`,
    );
    // Every other contract is completed and reviewed both ways.
    await db.query(
      `insert into contracts (id, application_id, job_id, job_title, client_id, freelancer_id, terms, status, client_reviewed, freelancer_reviewed,
                              created_at, completed_at, completed_by)
       select ${sqlId('contract', 'c')}, ${contractApplication('c')}, ${sqlId('post', `${n.heavyClientPosts} + c`)}, 'Contract ' || c,
              ${sqlId('user', posterOf(`${n.heavyClientPosts} + c`))}, ${sqlId('user', contractFreelancer('c'))}, 'Four hours a day, paid weekly.',
              case when c % 2 = 0 then 'completed' else 'active' end, c % 2 = 0, c % 2 = 0,
              now() - (${n.contracts} - c) * interval '1 minute' - interval '30 days',
              case when c % 2 = 0 then now() - (${n.contracts} - c) * interval '1 minute' end,
              case when c % 2 = 0 then ${sqlId('user', posterOf(`${n.heavyClientPosts} + c`))} end
       from generate_series(1, ${n.contracts}) c`,
    );
    await db.query(
      `insert into reviews (id, contract_id, reviewer_id, reviewee_id, rating, comment, created_at, contract_completed_at, published_at)
       select ${sqlId('review', "contract.id || '-' || side")}, contract.id,
              case side when 1 then contract.client_id else contract.freelancer_id end,
              case side when 1 then contract.freelancer_id else contract.client_id end,
              1 + (hashtext(contract.id::text) & 3) + side % 2, 'Reliable and quick to answer.', contract.completed_at, contract.completed_at,
              contract.completed_at
       from contracts contract, generate_series(1, 2) side
       where contract.status = 'completed'`,
    );

    // The heavy freelancer's conversations, with users 2, 3, …; the first is the long one read.
    const otherMessages = Math.floor((n.heavyFreelancerMessages - n.readConversationMessages) / (n.heavyFreelancerConversations - 1));
    const messagesIn = (k: string) => `case when ${k} = 1 then ${n.readConversationMessages} else ${otherMessages} end`;
    const sentAt = (k: string, s: string) => `now() - ${k} * interval '1 hour' - (${messagesIn(k)} - ${s}) * interval '10 seconds'`;
    await db.query(
      `insert into conversations (id, first_user_id, second_user_id, last_seq, last_message_id, last_message_at, created_at)
       select ${sqlId('conversation', 'k')}, least(${sqlId('user', '1')}, ${sqlId('user', '1 + k')}), greatest(${sqlId('user', '1')}, ${sqlId('user', '1 + k')}),
              ${messagesIn('k')}, ${sqlId('message', `k || '-' || ${messagesIn('k')}`)}, ${sentAt('k', messagesIn('k'))}, ${sentAt('k', '1')}
       from generate_series(1, ${n.heavyFreelancerConversations}) k`,
    );
    await db.query(
      `insert into messages (id, conversation_id, seq, sender_id, receiver_id, content, created_at, read_at)
       select ${sqlId('message', "k || '-' || s")}, ${sqlId('conversation', 'k')}, s,
              case when s % 2 = 0 then ${sqlId('user', '1')} else ${sqlId('user', '1 + k')} end,
              case when s % 2 = 0 then ${sqlId('user', '1 + k')} else ${sqlId('user', '1')} end,
              'Message ' || s || ' about the shift schedule and the ticket queue.', ${sentAt('k', 's')},
              case when k % 10 = 1 and s > ${messagesIn('k')} - 3 then null else ${sentAt('k', 's')} end
       from generate_series(1, ${n.heavyFreelancerConversations}) k, generate_series(1, ${messagesIn('k')}) s`,
    );
    await db.query(
      `insert into notifications (id, user_id, type, entity_id, title, message, is_read, created_at)
       select ${sqlId('notification', 'g')}, ${sqlId('user', '1')}, (array['job_application', 'contract', 'review', 'admin_action'])[1 + g % 4], null,
              'Notice ' || g, 'Something happened on the marketplace.', g > 100, now() - g * interval '1 minute'
       from generate_series(1, ${n.heavyFreelancerNotifications}) g`,
    );
    await db.query(
      `insert into portfolio_items (id, user_id, title, description, image_url, created_at)
       select ${sqlId('portfolio', 'g')}, ${sqlId('user', '1')}, 'Project ' || g, 'Support inbox for a growing store.', null, now() - g * interval '1 day'
       from generate_series(1, ${n.heavyFreelancerPortfolioItems}) g`,
    );
    // Reports of the heavy freelancer by other users, half of them closed, for the administrators' lists.
    await db.query(
      `insert into reports (id, reporter_id, report_type, target_id, target_user_id, reason, evidence, status, note, reviewed_at, created_at)
       select ${sqlId('report', 'r')}, ${sqlId('user', '1 + r')}, 'user', ${sqlId('user', '1')}, ${sqlId('user', '1')}, 'Asked to be paid off the platform.', null,
              case when r % 2 = 0 then 'pending' else 'dismissed' end, case when r % 2 = 0 then null else 'No evidence.' end,
              case when r % 2 = 0 then null else now() end, now() - r * interval '1 minute'
       from generate_series(1, ${n.reportsOnHeavyFreelancer}) r`,
    );
    // Hiring (decisions 0071, 0072): every proposal to the heavy client states a rate and hours, a
    // tenth of the pending ones shortlisted; the read application has an offer countered back and
    // forth; the read contract has its milestones, three quarters approved on a submission.
    await db.query(
      `update applications set proposed_rate_type = 'hourly', proposed_rate_currency = 'USD',
              proposed_rate_amount = 1500 + abs(hashtext(id::text)) % 16 * 100, hours_per_week = 20 + abs(hashtext(id::text)) % 20,
              shortlisted_at = case when status = 'pending' and abs(hashtext(id::text)) % 10 = 0 then now() end
       where client_id = $1`,
      [seededId('user', n.users)],
    );
    await db.query(
      `insert into job_offers (id, application_id, client_id, freelancer_id, version, proposed_by, rate, hours_per_week, start_date, end_date,
                               milestones, notes, status, created_at, decided_at)
       select ${sqlId('offer', 'v')}, a.id, a.client_id, a.freelancer_id, v, case when v % 2 = 1 then 'client' else 'freelancer' end,
              jsonb_build_object('type', 'hourly', 'currency', 'USD', 'amount', 1500 + v * 50), 20, current_date + 7, null,
              jsonb_build_array(jsonb_build_object('title', 'First week of tickets', 'dueDate', current_date + 14, 'description', 'Queue under a day.')),
              'Weekly check-in on Mondays.', case when v = ${n.readApplicationOffers} then 'open' else 'countered' end,
              now() - (${n.readApplicationOffers} - v) * interval '1 hour',
              case when v = ${n.readApplicationOffers} then null else now() - (${n.readApplicationOffers} - v - 1) * interval '1 hour' end
       from applications a, generate_series(1, ${n.readApplicationOffers}) v
       where a.id = $1`,
      [seededId('application-client', 1)],
    );
    const approvedMilestones = Math.floor((n.readContractMilestones * 3) / 4);
    await db.query(
      `insert into contract_milestones (id, contract_id, position, title, due_date, description, status, created_at, updated_at)
       select ${sqlId('milestone', 'm')}, ${sqlId('contract', '1')}, m, 'Milestone ' || m, current_date + m, 'Handle the week''s tickets.',
              case when m <= ${approvedMilestones} then 'approved' else 'open' end, now() - interval '30 days', now()
       from generate_series(1, ${n.readContractMilestones}) m`,
    );
    await db.query(
      `insert into milestone_submissions (id, milestone_id, contract_id, note, submitted_at, auto_approve_at, remind_at, outcome, decided_at)
       select ${sqlId('submission', 'm')}, ${sqlId('milestone', 'm')}, ${sqlId('contract', '1')}, 'Done, see the report.',
              now() - interval '20 days', now() - interval '13 days', now() - interval '14 days', 'approved', now() - interval '19 days'
       from generate_series(1, ${approvedMilestones}) m`,
    );
    // Invitations: the heavy client's to freelancers 2, 3, … on their posts; the heavy freelancer's
    // from the posters of posts nobody applied to.
    await db.query(
      `insert into job_invitations (id, job_id, client_id, freelancer_id, message, status, created_at, updated_at)
       select ${sqlId('invitation-client', 'g')}, ${sqlId('post', `1 + g % ${n.heavyClientPosts}`)}, ${sqlId('user', String(n.users))},
              ${sqlId('user', `1 + g`)}, 'Your profile fits this job.', case when g % 4 = 0 then 'declined' else 'invited' end,
              now() - g * interval '1 minute', now() - g * interval '1 minute'
       from generate_series(1, ${n.heavyClientInvitations}) g`,
    );
    const uninvitedPost = (g: string) => `${n.heavyClientPosts} + ${n.contracts} + ${n.heavyFreelancerApplications} + ${g}`;
    await db.query(
      `insert into job_invitations (id, job_id, client_id, freelancer_id, message, status, created_at, updated_at)
       select ${sqlId('invitation-freelancer', 'g')}, ${sqlId('post', uninvitedPost('g'))}, ${sqlId('user', posterOf(uninvitedPost('g')))},
              ${sqlId('user', '1')}, 'Would you take this on?', case when g % 4 = 0 then 'declined' else 'invited' end,
              now() - g * interval '1 minute', now() - g * interval '1 minute'
       from generate_series(1, ${n.heavyFreelancerInvitations}) g`,
    );
    // The landing page's counters (decision 0076) as the migration fills them: the rows above came
    // after it. The per-user job_counts follow the rows by their triggers.
    await db.query(
      `insert into platform_counters (figure, value)
       select 'workers', count(*) from users where role = 'freelancer' and deleted_at is null
       union all select 'verified_workers', count(*) from users where role = 'freelancer' and deleted_at is null and is_verified
       union all select 'job_offers', count(*) from job_posts where job_type = 'job_offer'
       on conflict (figure) do update set value = excluded.value`,
    );
    await db.query('analyze');
  });

  return seededScale(n, admin);
}

/** The ids and addresses of a seed of these counts; they are the same every time (seededId). */
function seededScale(counts: ScaleCounts, admin: ScaleSeed['admin']): ScaleSeed {
  return {
    counts,
    heavyFreelancer: { id: seededId('user', 1), email: 'scale-1@bench.local' },
    heavyClient: { id: seededId('user', counts.users), email: `scale-${counts.users}@bench.local` },
    admin,
    readPostId: seededId('post', 1),
    readApplicationId: seededId('application-client', 1),
    readConversationId: seededId('conversation', 1),
    readConversationPartnerId: seededId('user', 2),
    contractId: seededId('contract', 1),
  };
}

/**
 * The seed an earlier run of `scale` left in the database at `url` (--keep, then --database): its
 * rows are where seedScale put them; the administrator's authenticator secret, which that run
 * kept only in memory, is enrolled anew under `sessionSecret`.
 */
export async function reusedScale(url: string, scale: number, sessionSecret: string): Promise<ScaleSeed> {
  const counts = scaleCounts(scale);
  const admin = { id: seededId('user', 'admin'), email: 'scale-admin@bench.local', totpSecret: newTotpSecret() };
  await withClient(url, async (db) => {
    const users = await db.query<{ count: number }>('select count(*)::int as count from users where id = any($1::uuid[])', [
      [seededId('user', 1), seededId('user', counts.users), admin.id],
    ]);
    if (users.rows[0].count !== 3) throw new Error(`the database holds no seed of scale ${scale}: give the --scale it was seeded at`);
    await db.query('update users set totp_secret = $2 where id = $1', [
      admin.id,
      sealTotpSecret(twoFactorKey(sessionSecret), admin.id, admin.totpSecret),
    ]);
  });
  return seededScale(counts, admin);
}
