import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { browser } from '../../../lib/browser';
import { jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { AMARA_ID, CLIENT_ID, makeQueueSummaries, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import type { AuditActions, AuditEntry } from '../audit-log-api';
import { makeAdminUser } from '../people.fixture';

const admin = makeUser({ id: CLIENT_ID, role: 'admin', firstName: 'Grace', lastName: 'Hopper', username: 'grace', twoFactorEnabled: true });
const LOG = 'GET /api/admin/audit-log';
const EXPORT = 'GET /api/admin/audit-log/export';
const OTHER_ADMIN_ID = 'b0b0b0b0-0000-4000-8000-000000000001';
const JOB_ID = 'f0f0f0f0-0000-4000-8000-000000000001';
const REPORT_ID = 'd0d0d0d0-0000-4000-8000-000000000001';

const CATALOGUE: AuditActions = {
  families: [
    { family: 'report', label: 'Reports' },
    { family: 'enforcement', label: 'Enforcement actions' },
  ],
  actions: [
    { name: 'report.resolved', family: 'report', label: 'Resolved a report' },
    { name: 'enforcement.suspended', family: 'enforcement', label: 'Suspended an account' },
    { name: 'enforcement.job_taken_down', family: 'enforcement', label: 'Took down a job post' },
  ],
};

const grace = { id: CLIENT_ID, name: 'Grace Hopper', username: 'grace' };
const amara = { id: AMARA_ID, name: 'Amara Okafor', username: 'amara' };

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: 'a1a1a1a1-0000-4000-8000-000000000001',
    adminId: CLIENT_ID,
    admin: grace,
    action: 'enforcement.suspended',
    subjectType: 'user',
    subjectId: AMARA_ID,
    personId: AMARA_ID,
    person: amara,
    before: null,
    after: { reason: 'Asked for payment outside the platform.' },
    createdAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

const suspended = entry({});
const takenDown = entry({
  id: 'a1a1a1a1-0000-4000-8000-000000000002',
  action: 'enforcement.job_taken_down',
  subjectType: 'job_post',
  subjectId: JOB_ID,
  createdAt: '2026-11-26T10:00:00.000Z',
});
const reportResolved = entry({
  id: 'a1a1a1a1-0000-4000-8000-000000000003',
  adminId: OTHER_ADMIN_ID,
  admin: { id: OTHER_ADMIN_ID, name: 'Former Admin', username: null },
  action: 'report.resolved',
  subjectType: 'report',
  subjectId: REPORT_ID,
  before: { status: 'pending' },
  after: { status: 'resolved', note: 'Warned.' },
  createdAt: '2026-11-25T10:00:00.000Z',
});

type Routes = Parameters<typeof mockFetch>[0];

/** A test that picks from several Select fields: each pick costs about a second in jsdom. */
const SLOW_TEST_MS = 20_000;

function renderAt(path: string, routes: Routes = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': admin,
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    'GET /api/notifications': [],
    'GET /api/admin/stats': { totalUsers: 2, totalUsersApproximate: false, pendingVerifications: 0, activeReports: 0, openDisputes: 0 },
    'GET /api/admin/queues': makeQueueSummaries(),
    'GET /api/admin/audit-log/actions': CATALOGUE,
    'GET /api/admin/audit-log/administrators': [grace],
    [`GET /api/admin/users/${AMARA_ID}`]: makeAdminUser(),
    [LOG]: [suspended, takenDown, reportResolved],
    ...routes,
  });
  return { fetchMock, ...renderApp(path) };
}

/** A filter's field, by its label. */
function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** The query of the last request for the log's entries. */
function lastQuery(fetchMock: ReturnType<typeof mockFetch>): Record<string, string> {
  return Object.fromEntries(new URL(requestsTo(fetchMock, LOG).at(-1)!.url).searchParams);
}

let saveFile: MockInstance<typeof browser.saveFile>;

beforeEach(() => {
  saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
});

afterEach(() => saveFile.mockRestore());

describe('the Audit log section', () => {
  it(
    'opens from a person’s page, filtered by that person',
    async () => {
      const { fetchMock, router } = renderAt(`/admin/users/${AMARA_ID}`, {
        [`GET /api/admin/users/${AMARA_ID}/verifications`]: [],
        [`GET /api/admin/users/${AMARA_ID}/reports`]: { filed: [], against: [] },
        [`GET /api/admin/users/${AMARA_ID}/disputes`]: [],
        'GET /api/admin/enforcement-actions': [],
        [`GET /api/portfolio/${AMARA_ID}`]: [],
      });
      const link = await screen.findByRole('link', { name: 'Audit log for this person' });
      expect(link.getAttribute('href')).toBe(`/admin/audit-log?personId=${AMARA_ID}`);

      fireEvent.click(link);

      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/audit-log'));
      expect(await screen.findByRole('list', { name: 'Audit log entries' })).toBeTruthy();
      expect(lastQuery(fetchMock)).toEqual({ personId: AMARA_ID });
    },
    SLOW_TEST_MS,
  );

  it(
    'opens filtered by the person the address names, each entry in plain words with links to whom and what it concerns',
    async () => {
      const { fetchMock } = renderAt(`/admin/audit-log?personId=${AMARA_ID}`);

      const list = await screen.findByRole('list', { name: 'Audit log entries' });
      expect(screen.getByRole('tab', { name: 'Audit log' }).getAttribute('aria-selected')).toBe('true');
      expect(lastQuery(fetchMock)).toEqual({ personId: AMARA_ID });
      // The filter names the person, linked to their page.
      const personFilter = screen.getByRole('group', { name: 'Person' });
      expect(await within(personFilter).findByRole('link', { name: 'Amara Okafor (@amara)' })).toBeTruthy();

      const rows = within(list).getAllByRole('listitem');
      expect(rows).toHaveLength(3);
      const [first, second, third] = rows;
      expect(within(first).getByText('Suspended an account')).toBeTruthy();
      expect(within(first).getByRole('link', { name: 'Grace Hopper (@grace)' }).getAttribute('href')).toBe(`/admin/users/${CLIENT_ID}`);
      expect(within(first).getByRole('link', { name: 'Amara Okafor (@amara)' }).getAttribute('href')).toBe(`/admin/users/${AMARA_ID}`);
      expect(first.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-27T10:00:00.000Z');
      expect(within(second).getByText('Took down a job post')).toBeTruthy();
      expect(within(second).getByRole('link', { name: 'The post' }).getAttribute('href')).toBe(`/jobs/${JOB_ID}`);
      expect(within(third).getByRole('link', { name: 'Reports' }).getAttribute('href')).toBe('/admin/reports');
      expect(within(third).getByRole('link', { name: 'Former Admin' })).toBeTruthy();
    },
    SLOW_TEST_MS,
  );

  it('shows the record before and after on demand', async () => {
    renderAt('/admin/audit-log');
    const row = await screen.findByRole('listitem', { name: /^Resolved a report/ });

    const toggle = within(row).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);

    expect(within(row).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(row).getByText(/"status": "pending"/)).toBeTruthy();
    expect(within(row).getByText(/"note": "Warned\."/)).toBeTruthy();
  });

  it(
    'puts each filter in the address and asks the server again: administrator, action, days',
    async () => {
      const { fetchMock, router } = renderAt('/admin/audit-log');
      await screen.findByRole('list', { name: 'Audit log entries' });
      expect(lastQuery(fetchMock)).toEqual({});

      fireEvent.click(input('Administrator'));
      fireEvent.click(await screen.findByRole('option', { name: 'Grace Hopper (@grace)' }));
      await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ adminId: CLIENT_ID }));

      fireEvent.click(input('Action'));
      fireEvent.click(await screen.findByRole('option', { name: 'Any: Enforcement actions' }));
      await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ adminId: CLIENT_ID, action: 'enforcement.' }));

      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
      await waitFor(() => expect(router.state.location.search).toMatchObject({ from: '2026-11-01' }));
      fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
      // The days of the viewer's calendar, both included: from the first one's start to the start of the day after the last.
      await waitFor(() =>
        expect(lastQuery(fetchMock)).toEqual({
          adminId: CLIENT_ID,
          action: 'enforcement.',
          from: new Date(2026, 10, 1).toISOString(),
          to: new Date(2026, 11, 1).toISOString(),
        }),
      );
      expect(router.state.location.search).toEqual({ adminId: CLIENT_ID, action: 'enforcement.', from: '2026-11-01', to: '2026-11-30' });

      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(router.state.location.search).toEqual({}));
    },
    SLOW_TEST_MS,
  );

  it(
    'names a former administrator the address filters by, from their entries, and filters by a person from an entry',
    async () => {
      const { router } = renderAt(`/admin/audit-log?adminId=${OTHER_ADMIN_ID}`, { [LOG]: [reportResolved] });
      const row = await screen.findByRole('listitem', { name: /^Resolved a report/ });
      expect(input('Administrator').value).toBe('Former Admin');

      fireEvent.click(within(row).getByRole('button', { name: 'Show details' }));
      fireEvent.click(await within(row).findByRole('button', { name: 'Only about Amara Okafor' }));
      await waitFor(() => expect(router.state.location.search).toEqual({ adminId: OTHER_ADMIN_ID, personId: AMARA_ID }));

      fireEvent.click(await screen.findByRole('button', { name: 'Clear the person filter' }));
      await waitFor(() => expect(router.state.location.search).toEqual({ adminId: OTHER_ADMIN_ID }));
    },
    SLOW_TEST_MS,
  );

  it(
    'finds a person to filter by with a search of the accounts',
    async () => {
      const { fetchMock, router } = renderAt('/admin/audit-log', {
        'GET /api/admin/users': (request) => jsonResponse(new URL(request.url).searchParams.get('q') === 'amara' ? [makeAdminUser()] : []),
      });
      await screen.findByRole('list', { name: 'Audit log entries' });

      // Typed into: Mantine takes a change of an input without focus for the browser's autofill.
      input('Person').focus();
      fireEvent.change(input('Person'), { target: { value: 'amara' } });
      fireEvent.click(await screen.findByRole('option', { name: 'Amara Okafor (@amara) · amara@demo.local' }));

      await waitFor(() => expect(router.state.location.search).toEqual({ personId: AMARA_ID }));
      await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ personId: AMARA_ID }));
    },
    SLOW_TEST_MS,
  );

  it('loads the next page by the cursor the server sent', async () => {
    const { fetchMock } = renderAt(`/admin/audit-log?personId=${AMARA_ID}`, {
      [LOG]: (request) =>
        new URL(request.url).searchParams.get('cursor') === 'next-page'
          ? jsonResponse([reportResolved])
          : jsonResponse([suspended, takenDown], 200, { 'X-Next-Cursor': 'next-page' }),
    });
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(lastQuery(fetchMock)).toEqual({ personId: AMARA_ID, cursor: 'next-page' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('exports the filtered log as the file the server names, and says when it holds only the newest entries', async () => {
    const csv = '\uFEFFwhen,administrator_id\r\n';
    const { fetchMock } = renderAt(`/admin/audit-log?personId=${AMARA_ID}&action=enforcement.&from=2026-11-01`, {
      [EXPORT]: new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="verifiedwork-audit-log-2026-12-04-newest-100000.csv"',
          'X-Export-Truncated': 'true',
        },
      }),
    });
    await screen.findByRole('list', { name: 'Audit log entries' });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [file, fileName] = saveFile.mock.calls[0];
    expect(fileName).toBe('verifiedwork-audit-log-2026-12-04-newest-100000.csv');
    expect((await file.text()).replace(/^\uFEFF/, '')).toBe('when,administrator_id\r\n');
    expect(Object.fromEntries(new URL(requestsTo(fetchMock, EXPORT)[0].url).searchParams)).toEqual({
      personId: AMARA_ID,
      action: 'enforcement.',
      from: new Date(2026, 10, 1).toISOString(),
    });
    expect(await screen.findByText('The file holds the newest 100,000 entries: narrow the dates for the rest.')).toBeTruthy();
    // The export is an entry of the log itself: the list is read again.
    await waitFor(() => expect(requestsTo(fetchMock, LOG).length).toBeGreaterThan(1));
  });

  it('leaves out a filter of the address that has not its shape', async () => {
    const { fetchMock } = renderAt('/admin/audit-log?personId=nobody&adminId=42&action=enforcement.&from=yesterday');
    await screen.findByRole('list', { name: 'Audit log entries' });
    expect(lastQuery(fetchMock)).toEqual({ action: 'enforcement.' });
  });

  it('says when nothing matches', async () => {
    renderAt(`/admin/audit-log?personId=${AMARA_ID}`, { [LOG]: [] });
    expect(await screen.findByText('No entries')).toBeTruthy();
    expect(screen.getByText('No administrator action matches these filters.')).toBeTruthy();
  });
});
