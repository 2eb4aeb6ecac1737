import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Administrator, Member, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { fileReport } from '../factories/moderation';
import { signUp, uniqueUsername } from '../factories/users';
import { parseCsv } from '../support/csv';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

type Person = { id: string; name: string; username: string | null };
type Entry = {
  id: string;
  adminId: string;
  admin: Person | null;
  action: string;
  subjectType: string;
  subjectId: string;
  personId: string | null;
  person: Person | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
};

const LOG = '/api/admin/audit-log';
const EXPORT = '/api/admin/audit-log/export';
const COLUMNS = [
  'when',
  'administrator_id',
  'administrator_name',
  'action',
  'subject_type',
  'subject_id',
  'person_id',
  'person_name',
  'before',
  'after',
];

describe('The audit log: filters, names, the catalogue and the CSV export', () => {
  let app: NestExpressApplication;
  let ada: Administrator;
  let bob: Administrator;
  let pat: Member;
  let quinn: Member;
  /** The entries this suite made, by name, at the instants it set. */
  const made: Record<string, Entry> = {};

  /** A user with the given names and a username. */
  async function person(firstName: string, lastName: string): Promise<Member> {
    const user = await signUp(app, { firstName, lastName });
    const username = uniqueUsername('p');
    await user.agent.post('/api/users/username').send({ username }).expect(200);
    return { ...user, username };
  }

  async function suspend(admin: Administrator, subject: Member, reason = 'Spam in messages'): Promise<string> {
    return (
      await admin.agent.post('/api/admin/enforcement-actions').send({ kind: 'suspension', subjectId: subject.id, reason }).expect(201)
    ).body.id;
  }

  /** The entries the filters keep, a page at a time as the screen reads them: every page, and each page's size. */
  async function everyPage(
    admin: Administrator,
    query: Record<string, string>,
    limit = 100,
  ): Promise<{ entries: Entry[]; pages: number[] }> {
    const entries: Entry[] = [];
    const pages: number[] = [];
    let cursor: string | undefined;
    do {
      const response = await admin.agent
        .get(LOG)
        .query({ ...query, limit, ...(cursor ? { cursor } : {}) })
        .expect(200);
      entries.push(...(response.body as Entry[]));
      pages.push((response.body as Entry[]).length);
      cursor = response.headers['x-next-cursor'];
    } while (cursor);
    return { entries, pages };
  }

  const actionsOf = (entries: Entry[]) => entries.map((entry) => entry.action);
  const at = (iso: string, entry: Entry) => sql(app, 'update admin_actions set created_at = ? where id = ?', [iso, entry.id]);

  beforeAll(async () => {
    app = await createTestApp();
    [ada, bob] = [await signUpAdmin(app), await signUpAdmin(app)];
    pat = await person('Pat', 'Person');
    quinn = await person('Quinn', 'Other');

    // Ada suspends Pat and lifts it; Bob resolves a report on Quinn and suspends Quinn.
    const patSuspension = await suspend(ada, pat);
    await ada.agent.post(`/api/admin/enforcement-actions/${patSuspension}/lift`).send({ reason: 'Appeal accepted' }).expect(200);
    const report = await fileReport(await signUpClient(app), 'user', quinn.id);
    await bob.agent.patch(`/api/admin/reports/${report.id}`).send({ status: 'resolved', note: 'Warned.' }).expect(200);
    await suspend(bob, quinn);

    // Each entry at an instant of its own, far from the other suites' entries: 1, 2, 3 and 4 January 2031 at 10:00 UTC.
    const ofPat = (await everyPage(ada, { personId: pat.id })).entries;
    const ofQuinn = (await everyPage(bob, { personId: quinn.id })).entries;
    made.patSuspended = ofPat.find((entry) => entry.action === 'enforcement.suspended')!;
    made.patLifted = ofPat.find((entry) => entry.action === 'enforcement.lifted')!;
    made.quinnReport = ofQuinn.find((entry) => entry.action === 'report.resolved')!;
    made.quinnSuspended = ofQuinn.find((entry) => entry.action === 'enforcement.suspended')!;
    await at('2031-01-01T10:00:00Z', made.patSuspended);
    await at('2031-01-02T10:00:00Z', made.patLifted);
    await at('2031-01-03T10:00:00Z', made.quinnReport);
    await at('2031-01-04T10:00:00Z', made.quinnSuspended);
  });
  afterAll(() => app.close());

  describe('filters', () => {
    it('keeps the actions concerning one person, newest first, with both people named', async () => {
      const { entries } = await everyPage(ada, { personId: pat.id });
      expect(actionsOf(entries)).toEqual(['enforcement.lifted', 'enforcement.suspended']);
      expect(entries[1]).toEqual({
        id: made.patSuspended.id,
        adminId: ada.id,
        admin: { id: ada.id, name: 'Test User', username: ada.username },
        action: 'enforcement.suspended',
        subjectType: 'user',
        subjectId: pat.id,
        personId: pat.id,
        person: { id: pat.id, name: 'Pat Person', username: pat.username },
        before: null,
        after: expect.objectContaining({ userId: pat.id, reason: 'Spam in messages' }),
        createdAt: '2031-01-01T10:00:00.000Z',
      });
    });

    it('keeps what one administrator did: their own two-factor set-up and their decisions', async () => {
      const { entries } = await everyPage(bob, { adminId: bob.id });
      expect(actionsOf(entries)).toEqual(['enforcement.suspended', 'report.resolved', 'two_factor.enrolled']);
      expect(entries.every((entry) => entry.adminId === bob.id && entry.admin?.id === bob.id)).toBe(true);
    });

    it('keeps one action by its name, or every action of a family by the family and its dot', async () => {
      expect(actionsOf((await everyPage(ada, { adminId: bob.id, action: 'report.resolved' })).entries)).toEqual(['report.resolved']);
      expect(actionsOf((await everyPage(ada, { adminId: ada.id, action: 'enforcement.' })).entries)).toEqual([
        'enforcement.lifted',
        'enforcement.suspended',
      ]);
      expect(actionsOf((await everyPage(ada, { adminId: ada.id, action: 'two_factor.' })).entries)).toEqual(['two_factor.enrolled']);
      expect((await everyPage(ada, { adminId: ada.id, action: 'report.' })).entries).toEqual([]);
    });

    it('keeps a range of dates, from inclusive and to exclusive, as days or as instants with their offset', async () => {
      const ours = (entries: Entry[]) => entries.filter((entry) => Object.values(made).some((mine) => mine.id === entry.id));
      const range = async (from: string, to: string) => actionsOf(ours((await everyPage(ada, { from, to })).entries));
      expect(await range('2031-01-02', '2031-01-04')).toEqual(['report.resolved', 'enforcement.lifted']);
      expect(await range('2031-01-02T10:00:00Z', '2031-01-03T10:00:00Z')).toEqual(['enforcement.lifted']);
      expect(await range('2031-01-02T10:00:00.000001Z', '2031-01-03T10:00:00.000001Z')).toEqual(['report.resolved']);
      // 10:00 UTC is 11:00 in UTC+01:00: the same instant, so inclusive.
      expect(await range('2031-01-01T11:00:00+01:00', '2031-01-02')).toEqual(['enforcement.suspended']);
      expect((await everyPage(ada, { personId: quinn.id, from: '2031-01-04' })).entries.map((entry) => entry.id)).toEqual([
        made.quinnSuspended.id,
      ]);
      expect((await everyPage(ada, { personId: quinn.id, to: '2031-01-04' })).entries.map((entry) => entry.id)).toEqual([
        made.quinnReport.id,
      ]);
    });

    it('combines every filter with AND', async () => {
      const all = { adminId: bob.id, personId: quinn.id, action: 'enforcement.', from: '2031-01-01', to: '2031-01-05' };
      expect((await everyPage(ada, all)).entries.map((entry) => entry.id)).toEqual([made.quinnSuspended.id]);
      expect((await everyPage(ada, { ...all, adminId: ada.id })).entries).toEqual([]);
      expect((await everyPage(ada, { ...all, personId: pat.id })).entries).toEqual([]);
      expect((await everyPage(ada, { ...all, action: 'two_factor.' })).entries).toEqual([]);
      expect((await everyPage(ada, { ...all, to: '2031-01-04' })).entries).toEqual([]);
      expect((await everyPage(ada, { ...all, subjectId: quinn.id })).entries.map((entry) => entry.id)).toEqual([made.quinnSuspended.id]);
    });

    it('pages through a filtered list: each page keeps the filters, none is repeated or skipped', async () => {
      const whole = (await everyPage(ada, { action: 'enforcement.', from: '2031-01-01', to: '2031-01-05' })).entries;
      const paged = await everyPage(ada, { action: 'enforcement.', from: '2031-01-01', to: '2031-01-05' }, 1);
      expect(paged.pages).toEqual(whole.map(() => 1));
      expect(paged.entries).toEqual(whole);
      expect(whole.map((entry) => entry.id)).toEqual(
        expect.arrayContaining([made.quinnSuspended.id, made.patLifted.id, made.patSuspended.id]),
      );
      expect(whole.every((entry) => entry.action.startsWith('enforcement.'))).toBe(true);
    });

    it.each([
      ['an adminId that is no id', { adminId: 'nope' }, 'VALIDATION_FAILED'],
      ['a personId that is no id', { personId: '42' }, 'VALIDATION_FAILED'],
      ['an action not in the catalogue', { action: 'enforcement.banned' }, 'VALIDATION_FAILED'],
      ['a family without its dot', { action: 'enforcement' }, 'VALIDATION_FAILED'],
      ['a family of another case', { action: 'Enforcement.' }, 'VALIDATION_FAILED'],
      ['a day the calendar lacks', { from: '2031-02-30' }, 'VALIDATION_FAILED'],
      ['a time without its offset', { to: '2031-01-01T10:00' }, 'VALIDATION_FAILED'],
      ['a word for a date', { from: 'yesterday' }, 'VALIDATION_FAILED'],
      ['a range that ends where it starts', { from: '2031-01-02', to: '2031-01-02' }, 'AUDIT.EMPTY_RANGE'],
      ['a range that ends before it starts', { from: '2031-01-03', to: '2031-01-02' }, 'AUDIT.EMPTY_RANGE'],
      ['an unknown filter', { userId: randomUUID() }, 'VALIDATION_FAILED'],
    ])('refuses %s with 400 and the one error body, on the list and the export', async (_what, query, code) => {
      expectErrorBody((await ada.agent.get(LOG).query(query).expect(400)).body, 400, code);
      expectErrorBody((await ada.agent.get(EXPORT).query(query).expect(400)).body, 400, code);
    });

    it('refuses a cursor it did not write', async () => {
      expectErrorBody(
        (await ada.agent.get(LOG).query({ personId: pat.id, cursor: 'nonsense' }).expect(400)).body,
        400,
        'PAGING.INVALID_CURSOR',
      );
    });
  });

  describe('the filter controls', () => {
    it('lists the catalogue of actions and their families', async () => {
      const catalogue = (await ada.agent.get(`${LOG}/actions`).expect(200)).body as {
        families: { family: string; label: string }[];
        actions: { name: string; family: string; label: string }[];
      };
      expect(catalogue.families).toEqual(expect.arrayContaining([{ family: 'enforcement', label: 'Enforcement actions' }]));
      expect(catalogue.actions).toEqual(
        expect.arrayContaining([
          { name: 'enforcement.suspended', family: 'enforcement', label: 'Suspended an account' },
          { name: 'audit_log.exported', family: 'audit_log', label: 'Exported the audit log' },
        ]),
      );
      const families = new Set(catalogue.families.map(({ family }) => family));
      expect(catalogue.actions.every((action) => families.has(action.family) && action.name.startsWith(`${action.family}.`))).toBe(true);
    });

    it('lists the administrators, named, and no one else', async () => {
      const listed = (await ada.agent.get(`${LOG}/administrators`).expect(200)).body as Person[];
      expect(listed).toEqual(expect.arrayContaining([{ id: bob.id, name: 'Test User', username: bob.username }]));
      expect(listed.map((admin) => admin.id)).not.toContain(pat.id);
      expect(listed.length).toBeLessThanOrEqual(100);
    });
  });

  describe('who may read it', () => {
    it.each([LOG, `${LOG}/actions`, `${LOG}/administrators`, EXPORT])('%s is for administrators only', async (path) => {
      expectErrorBody((await request(app.getHttpServer()).get(path).expect(401)).body, 401);
      for (const member of [await signUpFreelancer(app), await signUpClient(app)]) {
        expectErrorBody((await member.agent.get(path).expect(403)).body, 403, 'AUTH.ADMINISTRATORS_ONLY');
      }
    });

    it('refuses an export another site asked for (a link or an image there), writing nothing', async () => {
      const before = await everyPage(ada, { adminId: ada.id, action: 'audit_log.exported' });
      const refused = await ada.agent.get(EXPORT).set('Sec-Fetch-Site', 'cross-site').set('Sec-Fetch-Mode', 'navigate').expect(403);
      expectErrorBody(refused.body, 403, 'CROSS_ORIGIN_REQUEST');
      expect((await everyPage(ada, { adminId: ada.id, action: 'audit_log.exported' })).entries).toEqual(before.entries);
      await ada.agent.get(EXPORT).query({ personId: pat.id }).set('Sec-Fetch-Site', 'same-origin').expect(200);
    });

    it('writes no export entry for a refused caller', async () => {
      const freelancer = await signUpFreelancer(app);
      await freelancer.agent.get(EXPORT).query({ personId: pat.id }).expect(403);
      const exports = await sql<{ count: string }[]>(
        app,
        `select count(*) from admin_actions where admin_id = ? and action = 'audit_log.exported'`,
        [freelancer.id],
      );
      expect(Number(exports[0].count)).toBe(0);
    });
  });

  describe('the CSV export', () => {
    it('sends the filtered entries as an attachment named by the day, newest first, with the names', async () => {
      const response = await ada.agent.get(EXPORT).query({ personId: pat.id, action: 'enforcement.' }).expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      const day = new Date().toISOString().slice(0, 10);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="verifiedwork-audit-log-${day}.csv"`);
      expect(response.headers['x-export-truncated']).toBeUndefined();
      expect(response.text.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parseCsv(response.text.slice(1));
      expect(header).toEqual(COLUMNS);
      expect(rows.map((row) => row[3])).toEqual(['enforcement.lifted', 'enforcement.suspended']);
      const suspended = Object.fromEntries(COLUMNS.map((column, index) => [column, rows[1][index]]));
      expect(suspended).toEqual({
        when: '2031-01-01T10:00:00.000Z',
        administrator_id: ada.id,
        administrator_name: `Test User (@${ada.username})`,
        action: 'enforcement.suspended',
        subject_type: 'user',
        subject_id: pat.id,
        person_id: pat.id,
        person_name: `Pat Person (@${pat.username})`,
        before: '',
        after: JSON.stringify(made.patSuspended.after),
      });
    });

    it('records the export in the log with its filters, concerning the person it was filtered by', async () => {
      await ada.agent.get(EXPORT).query({ personId: quinn.id, from: '2031-01-01' }).expect(200);
      const [entry] = (await everyPage(ada, { adminId: ada.id, action: 'audit_log.exported', personId: quinn.id })).entries;
      expect(entry).toMatchObject({
        adminId: ada.id,
        action: 'audit_log.exported',
        subjectType: 'audit_log_export',
        personId: quinn.id,
        person: { id: quinn.id, name: 'Quinn Other' },
        before: null,
        after: { filters: { personId: quinn.id, from: '2031-01-01' }, maxRows: 100000, truncated: false },
      });
      // The person's own log now shows that their entries were exported, and by whom.
      expect(actionsOf((await everyPage(bob, { personId: quinn.id })).entries)).toContain('audit_log.exported');
    });

    it('quotes cells as RFC 4180 says and makes any that a spreadsheet would run as a formula text', async () => {
      const hostile = await person('=HYPERLINK("http://evil.example","x")', 'Smith, "Jr"');
      await suspend(ada, hostile, '@SUM(A1) and "quotes", commas');
      const response = await ada.agent.get(EXPORT).query({ personId: hostile.id, action: 'enforcement.suspended' }).expect(200);
      const text = response.text.slice(1);
      // The quotes doubled inside a quoted cell, the apostrophe first.
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"") Smith, ""Jr"" (@${hostile.username})"`);
      const [, row] = parseCsv(text);
      expect(row[7]).toBe(`'=HYPERLINK("http://evil.example","x") Smith, "Jr" (@${hostile.username})`);
      expect(JSON.parse(row[9])).toMatchObject({ reason: '@SUM(A1) and "quotes", commas' });
      for (const cell of parseCsv(text).flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    });

    it(`holds at most 100,000 rows, the newest, and says in its name and a header that more matched`, async () => {
      const someone = randomUUID();
      // 100,001 entries concerning one person, a second apart, the newest on 1 June 2032 (written in
      // parts, each within the statement timeout).
      for (let first = 0; first <= 100_000; first += 10_000) {
        await sql(
          app,
          `insert into admin_actions (id, admin_id, action, subject_type, subject_id, person_id, before, after, created_at)
           select gen_random_uuid(), ?, 'report.dismissed', 'report', gen_random_uuid(), ?, null, '{"n": 1}'::jsonb,
                  timestamptz '2032-06-01T00:00:00Z' - make_interval(secs => n)
           from generate_series(?::int, least(?::int + 9999, 100000)) as n`,
          [bob.id, someone, first, first],
        );
      }
      try {
        const response = await ada.agent.get(EXPORT).query({ personId: someone }).buffer(true).expect(200);
        expect(response.headers['x-export-truncated']).toBe('true');
        expect(response.headers['content-disposition']).toMatch(/filename="verifiedwork-audit-log-\d{4}-\d{2}-\d{2}-newest-100000\.csv"$/);
        const records = parseCsv(response.text.slice(1));
        // The header, and the newest 100,000 of the 100,002 entries on the person (the export's own, of today, is the oldest).
        expect(records).toHaveLength(1 + 100_000);
        const [first, last] = [records[1], records[records.length - 1]];
        expect([first[0], first[3]]).toEqual(['2032-06-01T00:00:00.000Z', 'report.dismissed']);
        expect(last[0]).toBe('2032-05-30T20:13:21.000Z');
        const [entry] = (await everyPage(ada, { adminId: ada.id, action: 'audit_log.exported', personId: someone })).entries;
        expect(entry.after).toEqual({ filters: { personId: someone }, maxRows: 100000, truncated: true });
      } finally {
        await sql(app, 'delete from admin_actions where person_id = ?', [someone]);
      }
    }, 300_000);
  });
});
