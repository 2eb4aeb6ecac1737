import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { Client as PgClient } from 'pg';
import { completedContract, settleEvents } from '../factories/contracts';
import { Member, signUpClient, signUpFreelancer, uniqueWord } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

describe('Profiles, portfolio and the freelancer directory', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  describe('profile', () => {
    let member: Member;
    beforeEach(async () => {
      member = await signUpFreelancer(app);
    });

    it('saves the editable fields, cleaned, and returns the account', async () => {
      const saved = (
        await member.agent
          .patch('/api/users/profile')
          .send({
            firstName: '  Amara ',
            lastName: 'Okafor',
            bio: '  Night-shift chat support. ',
            location: 'Lagos',
            hourlyRate: { currency: 'NGN', amount: 1850 },
            skills: ['Zendesk', ' zendesk ', '', 'Live chat'],
            languages: ['English', 'French'],
          })
          .expect(200)
      ).body;
      expect(saved).toMatchObject({
        firstName: 'Amara',
        lastName: 'Okafor',
        bio: 'Night-shift chat support.',
        location: 'Lagos',
        hourlyRate: { currency: 'NGN', amount: 1850 },
        skills: ['Zendesk', 'Live chat'],
        languages: ['English', 'French'],
        email: member.email,
      });
      // Absent optional fields stay; null and blank clear them.
      const cleared = (
        await member.agent
          .patch('/api/users/profile')
          .send({ firstName: 'Amara', lastName: 'Okafor', bio: '  ', hourlyRate: null })
          .expect(200)
      ).body;
      expect(cleared).toMatchObject({ bio: null, hourlyRate: null, location: 'Lagos', skills: ['Zendesk', 'Live chat'] });
    });

    it.each([
      ['no first name', { lastName: 'Okafor' }],
      ['a blank last name', { firstName: 'Amara', lastName: '   ' }],
      ['an hourly rate in part cents', { firstName: 'A', lastName: 'B', hourlyRate: { currency: 'USD', amount: 12.5 } }],
      ['a negative hourly rate', { firstName: 'A', lastName: 'B', hourlyRate: { currency: 'USD', amount: -1 } }],
      ['an hourly rate as a bare number', { firstName: 'A', lastName: 'B', hourlyRate: 20 }],
      ['an hourly rate in an unknown currency', { firstName: 'A', lastName: 'B', hourlyRate: { currency: 'XYZ', amount: 2000 } }],
      ['an hourly rate without a currency', { firstName: 'A', lastName: 'B', hourlyRate: { amount: 2000 } }],
      ['21 skills', { firstName: 'A', lastName: 'B', skills: Array.from({ length: 21 }, (_, i) => `skill${i}`) }],
      ['a picture that was not uploaded', { firstName: 'A', lastName: 'B', profileImageUrl: 'https://evil.example/me.png' }],
    ])('refuses %s and changes nothing', async (_case, body) => {
      const response = await member.agent.patch('/api/users/profile').send(body).expect(400);
      expectErrorBody(response.body, 400);
      const [row] = await sql<{ first_name: string }[]>(app, 'select first_name from users where id = ?', [member.id]);
      expect(row.first_name).toBe('Test');
    });

    it('keeps the current picture when it is sent back, and removes it with null', async () => {
      await sql(app, 'update users set profile_image_url = ? where id = ?', ['/media/pictures/current.webp', member.id]);
      await member.agent
        .patch('/api/users/profile')
        .send({ firstName: 'A', lastName: 'B', profileImageUrl: '/media/pictures/current.webp' })
        .expect(200);
      const removed = (
        await member.agent.patch('/api/users/profile').send({ firstName: 'A', lastName: 'B', profileImageUrl: null }).expect(200)
      ).body;
      expect(removed.profileImageUrl).toBeNull();
    });

    it('shows another user the public profile, never the email', async () => {
      const viewer = await signUpClient(app);
      await member.agent
        .patch('/api/users/profile')
        .send({ firstName: 'Amara', lastName: 'Okafor', bio: 'Hi', hourlyRate: { currency: 'EUR', amount: 2000 } })
        .expect(200);
      const profile = (await viewer.agent.get(`/api/users/${member.id}`).expect(200)).body;
      expect(profile).toMatchObject({
        id: member.id,
        username: member.username,
        firstName: 'Amara',
        bio: 'Hi',
        hourlyRate: { currency: 'EUR', amount: 2000 },
        role: 'freelancer',
      });
      expect(profile).not.toHaveProperty('email');
      expect(profile).not.toHaveProperty('usernameLastChanged');
      expectErrorBody((await viewer.agent.get(`/api/users/${randomUUID()}`).expect(404)).body, 404, 'IDENTITY.USER_NOT_FOUND');
      expectErrorBody((await viewer.agent.get('/api/users/not-an-id').expect(400)).body, 400);
    });
  });

  describe('portfolio', () => {
    it('lets the owner add, edit and remove items; others only read', async () => {
      const owner = await signUpFreelancer(app);
      const other = await signUpClient(app);
      const first = (
        await owner.agent.post('/api/portfolio').send({ title: ' Helpdesk migration ', description: 'Moved 40k tickets' }).expect(201)
      ).body;
      expect(first).toMatchObject({ userId: owner.id, title: 'Helpdesk migration', description: 'Moved 40k tickets', imageUrl: null });
      const second = (await owner.agent.post('/api/portfolio').send({ title: 'Community guidelines' }).expect(201)).body;
      expect(second.description).toBeNull();

      const listed = (await other.agent.get(`/api/portfolio/${owner.id}`).expect(200)).body;
      expect(listed.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);

      expectErrorBody(
        (await other.agent.patch(`/api/portfolio/${first.id}`).send({ title: 'Mine now' }).expect(403)).body,
        403,
        'IDENTITY.NOT_YOUR_PORTFOLIO_ITEM',
      );
      expectErrorBody((await other.agent.delete(`/api/portfolio/${first.id}`).expect(403)).body, 403);
      const edited = (await owner.agent.patch(`/api/portfolio/${first.id}`).send({ description: null }).expect(200)).body;
      expect(edited).toMatchObject({ title: 'Helpdesk migration', description: null });
      await owner.agent.delete(`/api/portfolio/${second.id}`).expect(204);
      expectErrorBody((await owner.agent.delete(`/api/portfolio/${second.id}`).expect(404)).body, 404, 'IDENTITY.PORTFOLIO_ITEM_NOT_FOUND');
      expect((await owner.agent.get(`/api/portfolio/${owner.id}`).expect(200)).body).toHaveLength(1);
      expectErrorBody((await owner.agent.get(`/api/portfolio/${randomUUID()}`).expect(404)).body, 404);
    });

    it('refuses bad items and a 51st item', async () => {
      const owner = await signUpFreelancer(app);
      expectErrorBody((await owner.agent.post('/api/portfolio').send({ title: '  ' }).expect(400)).body, 400);
      expectErrorBody(
        (
          await owner.agent
            .post('/api/portfolio')
            .send({ title: 'x'.repeat(121) })
            .expect(400)
        ).body,
        400,
      );
      expectErrorBody((await owner.agent.patch(`/api/portfolio/${randomUUID()}`).send({ title: null }).expect(400)).body, 400);
      await sql(
        app,
        `insert into portfolio_items (id, user_id, title, created_at) select gen_random_uuid(), ?, 'Item ' || g, now() from generate_series(1, 50) g`,
        [owner.id],
      );
      expectErrorBody(
        (await owner.agent.post('/api/portfolio').send({ title: 'One more' }).expect(409)).body,
        409,
        'IDENTITY.PORTFOLIO_FULL',
      );
    });
  });

  describe('freelancer directory', () => {
    async function freelancerWith(word: string, fields: { trustScore?: number | null; jobs?: number; verified?: boolean; bio?: string }) {
      const member = await signUpFreelancer(app);
      await member.agent
        .patch('/api/users/profile')
        .send({ firstName: 'Free', lastName: 'Lancer', bio: fields.bio ?? `Support agent ${word}`, skills: ['Zendesk'] })
        .expect(200);
      await sql(app, 'update users set trust_score = ?, completed_jobs_count = ?, is_verified = ? where id = ?', [
        fields.trustScore ?? null,
        fields.jobs ?? 0,
        fields.verified ?? false,
        member.id,
      ]);
      return member;
    }
    const ids = (body: { id: string }[]) => body.map((freelancer) => freelancer.id);

    it('orders by rank score (verified badge, completed jobs); filters verified; pages by cursor', async () => {
      const word = uniqueWord();
      const unscored = await freelancerWith(word, { trustScore: null, jobs: 9 });
      const best = await freelancerWith(word, { trustScore: 90, jobs: 1, verified: true });
      const busier = await freelancerWith(word, { trustScore: 70, jobs: 5 });
      const quieter = await freelancerWith(word, { trustScore: 70, jobs: 2, verified: true });
      const client = await signUpClient(app);
      await client.agent.patch('/api/users/profile').send({ firstName: 'Client', lastName: 'C', bio: word }).expect(200);

      // Rank scores 46, 43, 27 and 15 (decision 0075); the trust score is shown, not ranked by.
      const all = (await client.agent.get(`/api/freelancers?searchTerm=${word}`).expect(200)).body;
      expect(ids(all)).toEqual([quieter.id, best.id, unscored.id, busier.id]);
      expect(all[1]).toMatchObject({ firstName: 'Free', skills: ['Zendesk'], trustScore: 90, completedJobsCount: 1, isVerified: true });
      expect(all[0]).not.toHaveProperty('email');

      const verified = (await client.agent.get(`/api/freelancers?searchTerm=${word}&verifiedOnly=true`).expect(200)).body;
      expect(ids(verified)).toEqual([quieter.id, best.id]);

      const firstPage = await client.agent.get(`/api/freelancers?searchTerm=${word}&limit=3`).expect(200);
      expect(ids(firstPage.body)).toEqual([quieter.id, best.id, unscored.id]);
      const cursor = firstPage.headers['x-next-cursor'];
      const secondPage = await client.agent.get(`/api/freelancers?searchTerm=${word}&limit=3&cursor=${cursor}`).expect(200);
      expect(ids(secondPage.body)).toEqual([busier.id]);
      expect(secondPage.headers['x-next-cursor']).toBeUndefined();
    });

    it('matches every word in the name, username, bio or skills, wildcards taken literally', async () => {
      const word = uniqueWord();
      const member = await freelancerWith(word, { bio: `Weekend ${word} moderator` });
      const client = await signUpClient(app);
      const find = async (term: string) =>
        ids((await client.agent.get(`/api/freelancers?searchTerm=${encodeURIComponent(term)}`).expect(200)).body);
      expect(await find(`${word.toUpperCase()} zendesk`)).toEqual([member.id]);
      expect(await find(`${word} free`)).toEqual([member.id]);
      expect(await find(member.username)).toEqual([member.id]);
      expect(await find(`${word} nowhere`)).toEqual([]);
      expect(await find(`${word.slice(0, 3)}%${word.slice(-3)}`)).toEqual([]);
    });

    /** Sets the fields the search looks in, and those the order ranks by, in one statement. */
    async function searchable(
      member: Member,
      fields: { firstName?: string; bio?: string; skills?: string[]; trustScore?: number | null; jobs?: number },
    ) {
      await sql(
        app,
        `update users set first_name = coalesce(?, first_name), bio = coalesce(?, bio),
         skills = coalesce((select array_agg(skill) from jsonb_array_elements_text(?::jsonb) as skill), skills),
         trust_score = ?, completed_jobs_count = ? where id = ?`,
        [
          fields.firstName ?? null,
          fields.bio ?? null,
          fields.skills ? JSON.stringify(fields.skills) : null,
          fields.trustScore ?? null,
          fields.jobs ?? 0,
          member.id,
        ],
      );
      return member;
    }

    it('lists a match in the name, username, skills or bio alike, by rank score (decision 0075)', async () => {
      const word = uniqueWord();
      const bioOnlyBusiest = await searchable(await signUpFreelancer(app), { bio: `Night ${word} shifts`, jobs: 5 });
      const bioOnly = await searchable(await signUpFreelancer(app), { bio: `${word} again and ${word}`, jobs: 4 });
      const inSkills = await searchable(await signUpFreelancer(app), { skills: [`${word} desk`], jobs: 3 });
      const inName = await searchable(await signUpFreelancer(app), { firstName: word, jobs: 2 });
      const inNameQuietest = await searchable(await signUpFreelancer(app), { firstName: word, trustScore: 60, jobs: 1 });
      const client = await signUpClient(app);
      const found = (await client.agent.get('/api/freelancers').query({ searchTerm: word }).expect(200)).body;
      expect(ids(found)).toEqual([bioOnlyBusiest.id, bioOnly.id, inSkills.id, inName.id, inNameQuietest.id]);
      // The response is the directory's, whatever the order.
      expect(Object.keys(found[0]).sort()).toEqual(
        [
          'bio',
          'completedJobsCount',
          'firstName',
          'hourlyRate',
          'id',
          'isVerified',
          'lastName',
          'location',
          'profileImageUrl',
          'rankReasons',
          'rating',
          'reviewCount',
          'skills',
          'trustScore',
          'username',
        ].sort(),
      );
    });

    it('needs every word of several, and finds a username by its beginning', async () => {
      const word = uniqueWord();
      const other = uniqueWord();
      const both = await searchable(await signUpFreelancer(app), { firstName: word, bio: `${other} weekends`, jobs: 1 });
      const bothInName = await searchable(await signUpFreelancer(app), { firstName: `${word} ${other}`, jobs: 2 });
      await searchable(await signUpFreelancer(app), { firstName: word, bio: 'Weekends only', trustScore: 99 });
      const client = await signUpClient(app);
      const find = async (term: string) => ids((await client.agent.get('/api/freelancers').query({ searchTerm: term }).expect(200)).body);
      expect(await find(`${other} ${word}`)).toEqual([bothInName.id, both.id]);
      // The last word may be unfinished; the words before it are whole.
      expect(await find(`${word} ${other.slice(0, 6)}`)).toEqual([bothInName.id, both.id]);
      expect(await find(`${word.slice(0, 6)} ${other}`)).toEqual([]);
      // A username's beginning, as someone typing it would give it, underscore and all.
      expect(await find(both.username.slice(0, 12))).toEqual([both.id]);
      expect(await find(both.username.toUpperCase())).toEqual([both.id]);
    });

    it('finds nothing for a word no one has, alone or beside a common one', async () => {
      const client = await signUpClient(app);
      const find = async (term: string) => (await client.agent.get('/api/freelancers').query({ searchTerm: term }).expect(200)).body;
      expect(await find(uniqueWord())).toEqual([]);
      expect(await find(`free ${uniqueWord()}`)).toEqual([]);
      // Only punctuation is no search: the whole directory.
      expect((await find('%_ & |')).length).toBeGreaterThan(0);
    });

    it('pages through ranked results by cursor without repeating or skipping anyone', async () => {
      const word = uniqueWord();
      const members = [];
      for (const fields of [
        { firstName: word, jobs: 2 },
        { firstName: word, jobs: 2 },
        { skills: [word], jobs: 5 },
        { bio: word, jobs: 3 },
        { bio: word, jobs: 3 },
        { bio: word, jobs: 1 },
        { bio: word },
      ]) {
        members.push(await searchable(await signUpFreelancer(app), fields));
      }
      const client = await signUpClient(app);
      const ordered = ids((await client.agent.get('/api/freelancers').query({ searchTerm: word }).expect(200)).body);
      expect([...ordered].sort()).toEqual(members.map(({ id }) => id).sort());

      const paged: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await client.agent
          .get('/api/freelancers')
          .query({ searchTerm: word, limit: 2, ...(cursor ? { cursor } : {}) })
          .expect(200);
        paged.push(...ids(page.body));
        cursor = page.headers['x-next-cursor'];
      } while (cursor);
      expect(paged).toEqual(ordered);
    });

    // Twenty freelancers as copies of one signed-up account: twenty sign-ups would hash twenty passwords.
    it('reads a page of 4 and a page of 20 in the same number of statements', async () => {
      const word = uniqueWord();
      const model = await searchable(await signUpFreelancer(app), { bio: `${word} support` });
      const columns = (
        await sql<{ column_name: string }[]>(
          app,
          "select column_name from information_schema.columns where table_name = 'users' and is_generated = 'NEVER' and column_name not in ('id', 'email', 'username')",
        )
      ).map(({ column_name }) => `"${column_name}"`);
      await sql(
        app,
        `insert into users (id, email, username, ${columns.join(', ')})
         select gen_random_uuid(), g || email, left(username, 17) || g, ${columns.join(', ')} from users, generate_series(10, 28) g where id = ?`,
        [model.id],
      );
      const client = await signUpClient(app);
      // The sign-ups' events delivered, so no handler runs beside the reads measured.
      await settleEvents(app);
      // Every statement, whichever layer sends it, reaches PostgreSQL through a pg client.
      const query = jest.spyOn(PgClient.prototype, 'query');
      const statementsFor = async (limit: number) => {
        query.mockClear();
        const found = (await client.agent.get('/api/freelancers').query({ searchTerm: word, limit }).expect(200)).body;
        expect(found).toHaveLength(limit);
        const statements = query.mock.calls.map(([statement]) =>
          typeof statement === 'string' ? statement : String((statement as { text?: string }).text),
        );
        // Session reads and expiry updates depend on the session, not on the page.
        return statements.filter((text) => !/http_sessions|outbox_events/.test(text)).length;
      };
      try {
        // The ranked rows and the best-ranked newcomers for the reserved places (decision 0075).
        const small = await statementsFor(4);
        expect(small).toBe(2);
        expect(await statementsFor(20)).toBe(small);
      } finally {
        query.mockRestore();
      }
    });

    it('refuses a cursor it did not write and bad parameters', async () => {
      const client = await signUpClient(app);
      expectErrorBody((await client.agent.get('/api/freelancers?cursor=nonsense').expect(400)).body, 400, 'PAGING.INVALID_CURSOR');
      for (const key of [
        [0, 101, 0, randomUUID()],
        [17, 50, 0, randomUUID()],
        [50, 0, randomUUID()],
      ]) {
        const forged = Buffer.from(JSON.stringify(key)).toString('base64url');
        expectErrorBody((await client.agent.get(`/api/freelancers?cursor=${forged}`).expect(400)).body, 400, 'PAGING.INVALID_CURSOR');
      }
      expectErrorBody((await client.agent.get('/api/freelancers?limit=0').expect(400)).body, 400);
      expectErrorBody((await client.agent.get('/api/freelancers?verifiedOnly=yes').expect(400)).body, 400);
    });
  });

  describe('trust score explanation', () => {
    it('breaks the score into its parts with their inputs', async () => {
      const newcomer = await signUpFreelancer(app);
      expect((await newcomer.agent.get(`/api/reviews/${newcomer.id}/trust-score`).expect(200)).body).toEqual({
        score: null,
        verified: false,
        contracts: { completed: 0, counted: 0, tooShort: 0, repeats: 0, unverified: 0, newAccounts: 0, weight: 0 },
        reviews: {
          published: 0,
          counted: 0,
          repeats: 0,
          onUncountedContracts: 0,
          unverified: 0,
          newAccounts: 0,
          weight: 0,
          averageRating: null,
        },
        points: { verification: 0, reviews: 0, contracts: 0 },
        maximum: { verification: 30, reviews: 50, contracts: 20 },
        rules: {
          priorRating: 1,
          priorWeight: 3,
          contractsForFullCredit: 10,
          minimumContractDays: 3,
          newAccountDays: 30,
          unverifiedWeight: 0.5,
          newAccountWeight: 0.5,
        },
      });

      const { client, freelancer, contract } = await completedContract(app, {
        freelancer: await signUpFreelancer(app, { verified: true }),
      });
      await client.agent
        .post('/api/reviews')
        .send({ contractId: contract.id, revieweeId: freelancer.id, rating: 5, comment: 'Great work.' })
        .expect(201);
      await freelancer.agent
        .post('/api/reviews')
        .send({ contractId: contract.id, revieweeId: client.id, rating: 4, comment: 'Clear brief.' })
        .expect(201);
      await settleEvents(app);
      const breakdown = (await client.agent.get(`/api/reviews/${freelancer.id}/trust-score`).expect(200)).body;
      // 30 for verification; a contract completed the day it started, and its review, count for nothing
      // (test/reviews/trust-farming.e2e-spec.ts scores contracts that count).
      expect(breakdown).toMatchObject({
        score: 30,
        verified: true,
        contracts: { completed: 1, counted: 0, tooShort: 1 },
        reviews: { published: 1, counted: 0, onUncountedContracts: 1, averageRating: null },
        points: { verification: 30, reviews: 0, contracts: 0 },
      });
      expect((await client.agent.get(`/api/users/${freelancer.id}`).expect(200)).body.trustScore).toBe(breakdown.score);
    });

    it('answers 404 for an unknown user and 400 for a malformed id', async () => {
      const member = await signUpFreelancer(app);
      expectErrorBody((await member.agent.get(`/api/reviews/${randomUUID()}/trust-score`).expect(404)).body, 404);
      expectErrorBody((await member.agent.get('/api/reviews/nope/trust-score').expect(400)).body, 400);
    });
  });
});
