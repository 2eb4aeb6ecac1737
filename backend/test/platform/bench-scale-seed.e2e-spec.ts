import { openTotpSecret, twoFactorKey } from '../../src/contexts/identity/domain/two-factor';
import { seedScale } from '../../src/cli/bench-scale-seed';
import { withClient } from '../../src/cli/bench-support';
import { withMigratedDatabase } from '../support/migrated-database';

/** The benchmark seeds 1; this checks a 1/100 seed of the same shape. */
const SCALE = 0.01;
const SESSION_SECRET = 'bench-scale-seed-test-secret-0123456789';

describe('the scale benchmark seed (npm run bench:scale)', () => {
  // The benchmark runs on a database server; so does this test.
  if (process.env.TEST_DATABASE_EMBEDDED === '1') return;

  it('fills a migrated database with the heavy users, their data and an administrator with two-factor sign-in', async () => {
    await withMigratedDatabase(async (url) => {
      const seed = await seedScale(url, SCALE, SESSION_SECRET);
      const { counts } = seed;
      const count = async (query: string, values: unknown[] = []) =>
        (await withClient(url, (db) => db.query<{ count: number }>(`select count(*)::int as count from ${query}`, values))).rows[0].count;

      expect(await count(`users where role = 'freelancer'`)).toBe(counts.freelancers);
      expect(await count(`users where role = 'client'`)).toBe(counts.users - counts.freelancers);
      expect(await count(`users where role = 'admin' and two_factor_enabled_at is not null`)).toBe(1);
      expect(await count(`users where search_vector @@ to_tsquery('simple', 'moderation') and role = 'freelancer'`)).toBeGreaterThan(0);

      const heavy = [seed.heavyFreelancer.id];
      expect(await count('conversations where first_user_id = $1 or second_user_id = $1', heavy)).toBe(counts.heavyFreelancerConversations);
      expect(await count('messages where sender_id = $1 or receiver_id = $1', heavy)).toBe(counts.heavyFreelancerMessages);
      expect(await count('messages where conversation_id = $1', [seed.readConversationId])).toBe(counts.readConversationMessages);
      expect(await count('notifications where user_id = $1', heavy)).toBe(counts.heavyFreelancerNotifications);
      expect(await count('applications where freelancer_id = $1', heavy)).toBe(counts.heavyFreelancerApplications);
      expect(await count('contracts where freelancer_id = $1', heavy)).toBe(counts.heavyFreelancerContracts);
      expect(await count('contracts where id = $1 and freelancer_id = $2', [seed.contractId, seed.heavyFreelancer.id])).toBe(1);

      expect(await count('job_posts where client_id = $1', [seed.heavyClient.id])).toBe(counts.heavyClientPosts);
      expect(await count('applications where client_id = $1', [seed.heavyClient.id])).toBe(counts.heavyClientApplications);
      expect(await count('applications where job_id = $1', [seed.readPostId])).toBe(counts.readPostApplications);
      expect(await count('applications where id = $1 and job_id = $2', [seed.readApplicationId, seed.readPostId])).toBe(1);
      expect(await count('job_posts post where applications_count <> (select count(*) from applications where job_id = post.id)')).toBe(0);
      // The counters of decision 0076 agree with the rows.
      expect(await count(`platform_counters where figure = 'workers' and value = $1`, [counts.freelancers])).toBe(1);
      expect(
        await count(
          `platform_counters where figure = 'job_offers' and value = (select count(*) from job_posts where job_type = 'job_offer')`,
        ),
      ).toBe(1);
      expect(await count(`job_counts where user_id = $1 and posts = $2`, [seed.heavyClient.id, counts.heavyClientPosts])).toBe(1);
      expect(
        await count(
          `job_counts c where pending_received <> (select count(*) from applications where client_id = c.user_id and status = 'pending' and safety_verdict <> 'hold')`,
        ),
      ).toBe(0);

      expect(await count('job_offers where application_id = $1', [seed.readApplicationId])).toBe(counts.readApplicationOffers);
      expect(await count(`job_offers where application_id = $1 and status = 'open'`, [seed.readApplicationId])).toBe(1);
      expect(await count('contract_milestones where contract_id = $1', [seed.contractId])).toBe(counts.readContractMilestones);
      expect(await count('job_invitations where client_id = $1', [seed.heavyClient.id])).toBe(counts.heavyClientInvitations);
      expect(await count('job_invitations where freelancer_id = $1', heavy)).toBe(counts.heavyFreelancerInvitations);
      expect(await count('applications where client_id = $1 and proposed_rate_amount is null', [seed.heavyClient.id])).toBe(0);

      expect(await count('contracts')).toBe(counts.contracts);
      expect(await count('reviews')).toBe(counts.contracts);

      const [admin] = (
        await withClient(url, (db) =>
          db.query<{ id: string; totp_secret: string }>(`select id, totp_secret from users where role = 'admin'`),
        )
      ).rows;
      expect(admin.id).toBe(seed.admin.id);
      expect(openTotpSecret(twoFactorKey(SESSION_SECRET), admin.id, admin.totp_secret)).toBe(seed.admin.totpSecret);
    });
  });
});
