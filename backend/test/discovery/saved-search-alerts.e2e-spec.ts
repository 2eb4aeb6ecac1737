import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { RecordDueSavedSearchDigestsCommand } from '../../src/contexts/discovery/application/commands/record-due-saved-search-digests';
import { SavedSearchMatchPruning } from '../../src/contexts/discovery/application/saved-search-match-pruning.schedule';
import { MATCH_RETENTION_DAYS } from '../../src/contexts/discovery/domain/saved-search';
import { Clock } from '../../src/platform/clock/clock';
import { settleEvents } from '../factories/contracts';
import { Administrator, Member, postJob, signUpAdmin, signUpClient, signUpFreelancer, uniqueWord } from '../factories/jobs';
import { sessionCookie } from '../factories/users';
import { deliverAgain } from '../support/account-mail';
import { LiveSocket } from '../support/live-socket';
import { sql } from '../support/sql';
import { Agent, createTestApp, TEST_PUBLIC_URL } from '../support/test-app';
import { closeMailedTestApp, createMailedTestApp, ReceivedMail, TEST_MAIL_FROM, TestMailbox } from '../support/test-mailbox';
import { unsubscribeToken } from '../notifications/notification-email';

type Notification = { id: string; type: string; entityId: string | null; title: string; message: string };
type Criteria = Record<string, unknown>;

/** A text the safety check holds: a fee asked before the work starts. */
const FEE_POST = 'A $25 registration fee is required before you start. Pay it by GCash and send the receipt.';
const HOUR_MS = 60 * 60_000;

/**
 * Saved-search alerts (decision 0073): what a new post or freelancer matches, field by field as
 * the searches read them; held and taken-down posts; the instant alert in the bell and over the
 * socket; daily and weekly digests, once per window per user across two instances; one search's
 * one-click unsubscribe.
 */
describe('Saved-search alerts', () => {
  let app: NestExpressApplication;
  let mailbox: TestMailbox;
  let admin: Administrator;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
    await app.listen(0, '127.0.0.1');
    admin = await signUpAdmin(app);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => closeMailedTestApp(app, mailbox));

  async function save(agent: Agent, kind: 'jobs' | 'freelancers', criteria: Criteria, alert = 'instant', name = 'My search') {
    return (await agent.post('/api/saved-searches').send({ kind, name, criteria, alert }).expect(201)).body as { id: string; name: string };
  }
  const matchedSubjects = async (savedSearchId: string): Promise<string[]> =>
    (
      await sql<{ subject_id: string }[]>(app, 'select subject_id from saved_search_matches where saved_search_id = ?', [savedSearchId])
    ).map(({ subject_id }) => subject_id);
  const newCounts = async (agent: Agent): Promise<Map<string, number>> =>
    new Map(
      ((await agent.get('/api/saved-searches').expect(200)).body.items as { id: string; newCount: number }[]).map(({ id, newCount }) => [
        id,
        newCount,
      ]),
    );
  /** The digests the address received (the sign-up's confirmation email aside). */
  const digestsTo = (member: Member): ReceivedMail[] => mailbox.to(member.email).filter((mail) => /new match/.test(mail.subject));
  const notificationsOf = async (member: Member): Promise<Notification[]> =>
    (await member.agent.get('/api/notifications').query({ limit: 100 }).expect(200)).body;

  /** Saves each case's criteria (up to 20 to a searcher), then answers, once `act` ran and its events were handled, which cases matched. */
  async function matchedCases(cases: [string, 'jobs' | 'freelancers', Criteria][], act: () => Promise<string>): Promise<string[]> {
    const saved: { label: string; id: string }[] = [];
    for (let start = 0; start < cases.length; start += 20) {
      const searcher = await signUpFreelancer(app);
      for (const [label, kind, criteria] of cases.slice(start, start + 20))
        saved.push({ label, id: (await save(searcher.agent, kind, criteria, 'off')).id });
    }
    const subjectId = await act();
    await settleEvents(app);
    const matched: string[] = [];
    for (const { label, id } of saved) if ((await matchedSubjects(id)).includes(subjectId)) matched.push(label);
    return matched;
  }

  describe('matching a job post', () => {
    it('matches every field of a jobs search as the board reads it, and misses each that differs', async () => {
      const client = await signUpClient(app, { verified: true });
      const word = uniqueWord();
      const title = `Evening chat agent ${word}`;
      const cases: [string, 'jobs', Criteria][] = [
        ['term', 'jobs', { searchTerm: word }],
        ['term, the last word begun', 'jobs', { searchTerm: `evening ${word.slice(0, -3)}` }],
        ['term with a word it lacks', 'jobs', { searchTerm: `${word} plumber` }],
        ['type', 'jobs', { searchTerm: word, jobType: 'job_offer' }],
        ['other type', 'jobs', { searchTerm: word, jobType: 'job_seeking' }],
        ['category', 'jobs', { searchTerm: word, category: 'chat-operator' }],
        ['other category', 'jobs', { searchTerm: word, category: 'virtual-assistant' }],
        ['hourly pay', 'jobs', { searchTerm: word, payType: 'hourly' }],
        ['fixed pay', 'jobs', { searchTerm: word, payType: 'fixed' }],
        ['rate within the range', 'jobs', { searchTerm: word, currency: 'USD', minRate: 2500, maxRate: 2600 }],
        ['rate above the range', 'jobs', { searchTerm: word, currency: 'USD', minRate: 3500 }],
        ['rate below the range', 'jobs', { searchTerm: word, currency: 'USD', maxRate: 1500 }],
        ['other currency', 'jobs', { searchTerm: word, currency: 'EUR' }],
        ['a budget on hourly pay', 'jobs', { searchTerm: word, currency: 'USD', minBudget: 1000 }],
        ['verified clients', 'jobs', { searchTerm: word, verifiedOnly: true }],
        ['time zone', 'jobs', { searchTerm: word, timeZone: 'Europe/Berlin' }],
        ['other time zone', 'jobs', { searchTerm: word, timeZone: 'Asia/Tokyo' }],
        [
          'every field',
          'jobs',
          {
            searchTerm: word,
            jobType: 'job_offer',
            category: 'chat-operator',
            currency: 'USD',
            minRate: 2000,
            verifiedOnly: true,
            timeZone: 'Europe/Berlin',
          },
        ],
      ];
      const matched = await matchedCases(
        cases,
        async () => (await postJob(client.agent, { title, timeZone: 'Europe/Berlin', overlapHours: 4 })).id,
      );
      expect(matched).toEqual([
        'term',
        'term, the last word begun',
        'type',
        'category',
        'hourly pay',
        'rate within the range',
        'verified clients',
        'time zone',
        'every field',
      ]);
    });

    it('matches a fixed budget, misses verified-only for an unverified client, and never the post’s own author', async () => {
      const client = await signUpClient(app);
      const word = uniqueWord();
      const own = await save(client.agent, 'jobs', { searchTerm: word });
      const matched = await matchedCases(
        [
          ['budget reached', 'jobs', { searchTerm: word, currency: 'USD', minBudget: 40000 }],
          ['budget above', 'jobs', { searchTerm: word, currency: 'USD', minBudget: 60000 }],
          ['hourly rate on fixed pay', 'jobs', { searchTerm: word, currency: 'USD', minRate: 100 }],
          ['verified clients', 'jobs', { searchTerm: word, verifiedOnly: true }],
          ['no time zone stated', 'jobs', { searchTerm: word, timeZone: 'Europe/Berlin' }],
        ],
        async () => {
          const job = await postJob(client.agent, {
            title: `Inbox cleanup ${word}`,
            pay: { type: 'fixed', currency: 'USD', minimum: 50000 },
            hoursPerWeek: null,
          });
          return job.id;
        },
      );
      expect(matched).toEqual(['budget reached']);
      expect(await matchedSubjects(own.id)).toEqual([]);
    });
  });

  describe('matching a freelancer', () => {
    it('matches a freelancer whose availability post goes up against freelancers searches: words, rate, verified, languages', async () => {
      const freelancer = await signUpFreelancer(app);
      const name = uniqueWord();
      await sql(
        app,
        "update users set first_name = ?, skills = array['Zendesk', 'Live chat'], bio = 'Calm under pressure', hourly_rate_currency = 'USD', hourly_rate_amount = 2500, languages = array['English', 'Spanish'] where id = ?",
        [name, freelancer.id],
      );
      const own = await save(freelancer.agent, 'freelancers', { searchTerm: name });
      const postWord = uniqueWord();
      const cases: [string, 'jobs' | 'freelancers', Criteria][] = [
        ['name', 'freelancers', { searchTerm: name }],
        ['name and a skill', 'freelancers', { searchTerm: `zendesk ${name}` }],
        ['name and the bio', 'freelancers', { searchTerm: `${name} calm` }],
        ['a word they lack', 'freelancers', { searchTerm: `${name} plumber` }],
        ['rate in range', 'freelancers', { searchTerm: name, currency: 'USD', minRate: 2000, maxRate: 3000 }],
        ['rate above theirs', 'freelancers', { searchTerm: name, currency: 'USD', minRate: 3000 }],
        ['rate below theirs', 'freelancers', { searchTerm: name, currency: 'USD', maxRate: 2000 }],
        ['other currency', 'freelancers', { searchTerm: name, currency: 'EUR' }],
        ['verified only', 'freelancers', { searchTerm: name, verifiedOnly: true }],
        ['a language, any case', 'freelancers', { searchTerm: name, languages: ['english'] }],
        ['both languages', 'freelancers', { searchTerm: name, languages: ['Spanish', 'English'] }],
        ['a language they lack', 'freelancers', { searchTerm: name, languages: ['English', 'German'] }],
        ['the post among jobs', 'jobs', { searchTerm: postWord, jobType: 'job_seeking' }],
        ['the post among job offers', 'jobs', { searchTerm: postWord, jobType: 'job_offer' }],
      ];
      const matched = await matchedCases(cases, async () => {
        await postJob(freelancer.agent, { jobType: 'job_seeking', title: `Chat support ${postWord}` });
        return freelancer.id;
      });
      expect(matched).toEqual(['name', 'name and a skill', 'name and the bio', 'rate in range', 'a language, any case', 'both languages']);
      expect(await matchedSubjects(own.id)).toEqual([]);
    });
  });

  describe('held and taken-down posts', () => {
    it('matches a held post only once released, once however often the event comes, and tells the searcher once', async () => {
      const client = await signUpClient(app);
      const searcher = await signUpFreelancer(app);
      const word = uniqueWord();
      const search = await save(searcher.agent, 'jobs', { searchTerm: word }, 'instant', 'Held ones');
      const job = await postJob(client.agent, { title: `Chat support ${word}`, description: FEE_POST });
      expect((job.safety as { verdict: string }).verdict).toBe('hold');
      await settleEvents(app);
      expect(await matchedSubjects(search.id)).toEqual([]);

      const review = (
        (await admin.agent.get('/api/admin/safety/reviews?status=open&limit=100').expect(200)).body as { id: string; contentId: string }[]
      ).find(({ contentId }) => contentId === job.id);
      await admin.agent.post(`/api/admin/safety/reviews/${review?.id}/release`).send({ note: 'Refunded deposit; allowed.' }).expect(200);
      await settleEvents(app);
      expect(await matchedSubjects(search.id)).toEqual([job.id]);

      expect(await deliverAgain(app, 'jobs.job_posted', 'jobId', job.id)).toBe(1);
      expect(await matchedSubjects(search.id)).toEqual([job.id]);
      const told = (await notificationsOf(searcher)).filter(({ type }) => type === 'saved_search_job');
      expect(told).toEqual([
        expect.objectContaining({ entityId: job.id, title: 'New match for “Held ones”', message: `Chat support ${word}` }),
      ]);
      const events = await sql<{ count: number }[]>(
        app,
        "select count(*)::int as count from outbox_events where type = 'discovery.saved_search_matched' and payload->>'subjectId' = ?",
        [job.id],
      );
      expect(events[0].count).toBe(1);
    });

    it('forgets a post taken down: no new count, no digest, and it never matches again', async () => {
      const client = await signUpClient(app);
      const searcher = await signUpFreelancer(app);
      const word = uniqueWord();
      const search = await save(searcher.agent, 'jobs', { searchTerm: word }, 'daily');
      const job = await postJob(client.agent, { title: `Chat support ${word}` });
      await settleEvents(app);
      expect((await newCounts(searcher.agent)).get(search.id)).toBe(1);

      await admin.agent
        .post('/api/admin/enforcement-actions')
        .send({ kind: 'job_takedown', subjectId: job.id, reason: 'Misleading pay' })
        .expect(201);
      await settleEvents(app);
      expect((await newCounts(searcher.agent)).get(search.id)).toBe(0);
      expect(await deliverAgain(app, 'jobs.job_posted', 'jobId', job.id)).toBe(1);
      expect(await matchedSubjects(search.id)).toEqual([]);

      await runDigestsAt(25);
      expect(digestsTo(searcher)).toEqual([]);
    });
  });

  describe('keeping matches', () => {
    it('deletes matches older than the retention and keeps the rest', async () => {
      const client = await signUpClient(app);
      const searcher = await signUpFreelancer(app);
      const word = uniqueWord();
      const search = await save(searcher.agent, 'jobs', { searchTerm: word }, 'daily');
      const old = await postJob(client.agent, { title: `Chat support ${word}` });
      const recent = await postJob(client.agent, { title: `Email support ${word}` });
      await settleEvents(app);
      await sql(
        app,
        `update saved_search_matches set matched_at = now() - interval '${MATCH_RETENTION_DAYS + 1} days' where subject_id = ?`,
        [old.id],
      );

      expect(await app.get(SavedSearchMatchPruning).run()).toBeGreaterThanOrEqual(1);
      expect(await matchedSubjects(search.id)).toEqual([recent.id]);
    });
  });

  describe('the instant alert', () => {
    it('tells the searcher in the bell and over their socket, once; daily and silenced searches are not told at once', async () => {
      const client = await signUpClient(app);
      const searcher = await signUpFreelancer(app);
      const word = uniqueWord();
      await save(searcher.agent, 'jobs', { searchTerm: word }, 'instant', 'Chat jobs');
      await save(searcher.agent, 'jobs', { searchTerm: word }, 'daily', 'Daily chat jobs');
      const silenced = await save(searcher.agent, 'jobs', { searchTerm: word }, 'off', 'Quiet chat jobs');
      const socket = await LiveSocket.open(app, await sessionCookie(app, searcher));
      try {
        const job = await postJob(client.agent, { title: `Chat lead ${word}` });
        await settleEvents(app);
        const pushed = await socket.waitFor(
          'notification',
          (event) => (event.notification as Notification | undefined)?.type === 'saved_search_job',
        );
        expect(pushed.notification).toMatchObject({
          type: 'saved_search_job',
          entityId: job.id,
          title: 'New match for “Chat jobs”',
          message: `Chat lead ${word}`,
        });
        const told = (await notificationsOf(searcher)).filter(({ type }) => type === 'saved_search_job');
        expect(told).toHaveLength(1);
        expect((await newCounts(searcher.agent)).get(silenced.id)).toBe(1);
        expect(digestsTo(searcher)).toEqual([]);
      } finally {
        await socket.close();
      }
    });
  });

  /** The clock `hours` ahead on every instance given, for what runs until the test ends. */
  function clockAhead(hours: number, instances: NestExpressApplication[] = [app]): void {
    const at = new Date(Date.now() + hours * HOUR_MS);
    for (const instance of instances) jest.spyOn(instance.get(Clock), 'now').mockReturnValue(at);
  }

  /** One run of the digest schedule with the clock `hours` ahead, then every event handled. */
  async function runDigestsAt(hours: number): Promise<void> {
    clockAhead(hours);
    await app.get(CommandBus).execute(new RecordDueSavedSearchDigestsCommand());
    await settleEvents(app);
  }

  const digestEvents = async (user: { id: string }): Promise<number> =>
    (
      await sql<{ count: number }[]>(
        app,
        "select count(*)::int as count from outbox_events where type = 'discovery.saved_search_digest_due' and payload->>'userId' = ?",
        [user.id],
      )
    )[0].count;

  /** The URL the email's text gives for the line that begins with `label`. */
  function linkOf(mail: ReceivedMail, label: string): string {
    const line = mail.text.split('\n').find((text) => text.startsWith(`${label}: `));
    if (!line) throw new Error(`no “${label}” line in ${mail.text}`);
    return line.slice(label.length + 2).trim();
  }

  describe('digests', () => {
    it('sends one daily digest per window across two instances, and the weekly one after a week, each with its links', async () => {
      const second = await createTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: TEST_MAIL_FROM });
      try {
        const client = await signUpClient(app);
        const searcher = await signUpFreelancer(app);
        const word = uniqueWord();
        const daily = await save(searcher.agent, 'jobs', { searchTerm: word }, 'daily', 'Daily chat');
        const weekly = await save(searcher.agent, 'jobs', { searchTerm: word }, 'weekly', 'Weekly chat');
        const job = await postJob(client.agent, { title: `Chat agent ${word}` });
        await settleEvents(app);

        await runDigestsAt(0);
        expect(await digestEvents(searcher)).toBe(0);

        clockAhead(25, [app, second]);
        await Promise.all(
          [app, second, app, second].map((instance) => instance.get(CommandBus).execute(new RecordDueSavedSearchDigestsCommand())),
        );
        await settleEvents(app);
        expect(await digestEvents(searcher)).toBe(1);
        const mail = await mailbox.next({ to: searcher.email, subject: '1 new match for your saved search “Daily chat”' });
        expect(mail.text).toContain('Hi ');
        expect(mail.text).toContain('1 new match today for your saved search “Daily chat”.');
        expect(linkOf(mail, `Daily chat: Chat agent ${word}`)).toBe(`${TEST_PUBLIC_URL}/jobs/${job.id}`);
        expect(linkOf(mail, 'Open “Daily chat”')).toBe(`${TEST_PUBLIC_URL}/jobs?savedSearch=${daily.id}`);
        const described = await request(app.getHttpServer())
          .get('/api/email/unsubscribe')
          .query({ token: unsubscribeToken(mail) })
          .expect(200);
        expect(described.body).toMatchObject({
          topic: 'saved_searches',
          enabled: true,
          savedSearch: { id: daily.id, name: 'Daily chat', alert: 'daily' },
        });

        await runDigestsAt(26);
        expect(await digestEvents(searcher)).toBe(1);

        await runDigestsAt(24 * 7 + 1);
        const weeklyMail = await mailbox.next({ to: searcher.email, subject: '1 new match for your saved search “Weekly chat”' });
        expect(weeklyMail.text).toContain('1 new match this week');
        expect(linkOf(weeklyMail, 'Open “Weekly chat”')).toBe(`${TEST_PUBLIC_URL}/jobs?savedSearch=${weekly.id}`);
        expect(await digestEvents(searcher)).toBe(2);
        expect(await deliverAgain(app, 'discovery.saved_search_digest_due', 'userId', searcher.id)).toBe(2);
        expect(digestsTo(searcher)).toHaveLength(2);
      } finally {
        await second.close();
      }
    });

    it('lists every search of the user in one email, and one search’s link turns off only that search, signed out', async () => {
      const client = await signUpClient(app);
      const searcher = await signUpFreelancer(app);
      const word = uniqueWord();
      const first = await save(searcher.agent, 'jobs', { searchTerm: word }, 'daily', 'First');
      const kept = await save(searcher.agent, 'jobs', { searchTerm: word, category: 'chat-operator' }, 'daily', 'Kept');
      await postJob(client.agent, { title: `Chat agent ${word}` });
      await settleEvents(app);

      await runDigestsAt(25);
      const mail = await mailbox.next({ to: searcher.email, subject: '2 new matches for 2 of your saved searches' });
      const stop = new URL(linkOf(mail, 'Stop alerts for “First”'));
      expect(`${stop.origin}${stop.pathname}`).toBe(`${TEST_PUBLIC_URL}/unsubscribe`);
      const token = stop.searchParams.get('token') ?? '';
      const oneClick = await request(app.getHttpServer())
        .post(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(oneClick.body).toMatchObject({
        topic: 'saved_searches',
        enabled: true,
        savedSearch: { id: first.id, name: 'First', alert: 'off' },
      });
      const alerts = new Map(
        ((await searcher.agent.get('/api/saved-searches').expect(200)).body.items as { id: string; alert: string }[]).map(
          ({ id, alert }) => [id, alert],
        ),
      );
      expect(alerts).toEqual(
        new Map([
          [first.id, 'off'],
          [kept.id, 'daily'],
        ]),
      );

      clockAhead(26);
      await postJob(client.agent, { title: `Chat lead ${word}` });
      await settleEvents(app);
      await runDigestsAt(50);
      const next = await mailbox.next({ to: searcher.email, subject: '1 new match for your saved search “Kept”' });
      expect(next.text).toContain(`Kept: Chat lead ${word}`);
      expect(next.text).not.toContain('First');
      expect(digestsTo(searcher)).toHaveLength(2);
    });
  });
});
