import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectFieldError } from '../../../test/field-error';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import { AMARA_ID, DISPUTE_ID, JOB_ID, REPORT_ID } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeEnforcementAction } from '../people.fixture';
import { EnforcementDialog, suspensionEndsAt } from './EnforcementDialog';
import type { EnforcementDialogProps } from './EnforcementDialog';

const ACTIONS_ROUTE = 'POST /api/admin/enforcement-actions';
const DAY_MS = 24 * 60 * 60 * 1000;

type Routes = Parameters<typeof mockFetch>[0];

function renderDialog(props: Partial<EnforcementDialogProps> = {}, routes: Routes = {}) {
  const onClose = vi.fn();
  const fetchMock = mockFetch({
    [ACTIONS_ROUTE]: async (request) => {
      const body = (await request.clone().json()) as { kind: 'suspension'; subjectId: string };
      return jsonResponse(makeEnforcementAction({ kind: body.kind, subjectId: body.subjectId }), 201);
    },
    ...routes,
  });
  renderWithProviders(
    <EnforcementDialog kind="suspension" subjectId={AMARA_ID} subject="Amara Okafor" opened onClose={onClose} {...props} />,
  );
  return { fetchMock, onClose };
}

async function sentBodies(fetchMock: ReturnType<typeof mockFetch>, count: number): Promise<Record<string, unknown>[]> {
  await waitFor(() => expect(requestsTo(fetchMock, ACTIONS_ROUTE)).toHaveLength(count));
  return Promise.all(requestsTo(fetchMock, ACTIONS_ROUTE).map((request) => request.json() as Promise<Record<string, unknown>>));
}

function fillReason(dialog: HTMLElement, reason: string) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: reason } });
}

describe('suspensionEndsAt', () => {
  it('ends a period of days after now, or never for a suspension until lifted', () => {
    const now = new Date('2026-11-27T10:30:00.000Z');
    expect(suspensionEndsAt('1', now)).toBe('2026-11-28T10:30:00.000Z');
    expect(suspensionEndsAt('7', now)).toBe('2026-12-04T10:30:00.000Z');
    expect(suspensionEndsAt('30', now)).toBe('2026-12-27T10:30:00.000Z');
    expect(suspensionEndsAt('until_lifted', now)).toBeUndefined();
  });
});

describe('the enforcement dialog', () => {
  it('asks for a reason before suspending, then suspends for the period chosen', async () => {
    const { fetchMock, onClose } = renderDialog({ reportId: REPORT_ID });
    const dialog = await screen.findByRole('dialog', { name: 'Suspend account' });
    expect(within(dialog).getByText(/^Suspend Amara Okafor: they are signed out at once/)).toBeTruthy();
    const period = within(dialog).getByRole('combobox', { name: 'Period' }) as HTMLSelectElement;
    expect([...period.options].map((option) => option.textContent)).toEqual(['1 day', '7 days', '30 days', 'Until lifted']);
    expect(period.value).toBe('7');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expectFieldError(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Please give a reason'));
    expect(requestedRoutes(fetchMock)).not.toContain(ACTIONS_ROUTE);

    fillReason(dialog, '  Asked for payment outside the platform.  ');
    fireEvent.change(period, { target: { value: '30' } });
    const before = Date.now();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('Account suspended')).toBeTruthy();
    const [body] = await sentBodies(fetchMock, 1);
    const { endsAt, ...rest } = body;
    expect(rest).toEqual({
      kind: 'suspension',
      subjectId: AMARA_ID,
      reason: 'Asked for payment outside the platform.',
      reportId: REPORT_ID,
    });
    const ends = Date.parse(endsAt as string);
    expect(ends).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(ends).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends no end for a suspension until lifted', async () => {
    const { fetchMock } = renderDialog({ disputeId: DISPUTE_ID });
    const dialog = await screen.findByRole('dialog', { name: 'Suspend account' });

    fillReason(dialog, 'Threatened the other party.');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Period' }), { target: { value: 'until_lifted' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await sentBodies(fetchMock, 1)).toEqual([
      { kind: 'suspension', subjectId: AMARA_ID, reason: 'Threatened the other party.', disputeId: DISPUTE_ID },
    ]);
  });

  it('takes down a job post without a period, and suspends its owner as well when asked', async () => {
    const { fetchMock } = renderDialog({ kind: 'job_takedown', subjectId: JOB_ID, subject: '“Night chat operator”', reportId: REPORT_ID });
    const dialog = await screen.findByRole('dialog', { name: 'Take down job post' });
    expect(within(dialog).queryByRole('combobox', { name: 'Period' })).toBeNull();

    fillReason(dialog, 'A scam.');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: "Also suspend the owner's account" }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Period' }), { target: { value: 'until_lifted' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));

    expect(await screen.findByText('Job post taken down and account suspended')).toBeTruthy();
    expect(await sentBodies(fetchMock, 2)).toEqual([
      { kind: 'job_takedown', subjectId: JOB_ID, reason: 'A scam.', reportId: REPORT_ID },
      // The owner, as the server named them in the takedown.
      { kind: 'suspension', subjectId: AMARA_ID, reason: 'A scam.', reportId: REPORT_ID },
    ]);
  });

  it('removes a message, and says so when the sender could not be suspended', async () => {
    let calls = 0;
    renderDialog(
      { kind: 'message_removal', subjectId: 'a0000000-0000-4000-8000-000000000001', subject: 'this message' },
      {
        [ACTIONS_ROUTE]: () =>
          ++calls === 1
            ? jsonResponse(makeEnforcementAction({ kind: 'message_removal', subjectId: 'a0000000-0000-4000-8000-000000000001' }), 201)
            : errorResponse(409, 'MODERATION.ALREADY_ENFORCED', 'This account is already suspended'),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove message' });

    fillReason(dialog, 'Phishing.');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: "Also suspend the sender's account" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Message removed, but the account was not suspended')).toBeTruthy();
    expect(screen.getByText('This account is already suspended')).toBeTruthy();
  });

  it("toasts the server's message when refused, keeping the dialog and the reason", async () => {
    const { onClose } = renderDialog(
      {},
      { [ACTIONS_ROUTE]: errorResponse(403, 'MODERATION.CANNOT_ACT_ON_ADMINISTRATOR', 'Administrators cannot be suspended') },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suspend account' });

    fillReason(dialog, 'Spam.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('Failed to suspend account')).toBeTruthy();
    expect(screen.getByText('Administrators cannot be suspended')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Reason' }) as HTMLTextAreaElement).value).toBe('Spam.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
