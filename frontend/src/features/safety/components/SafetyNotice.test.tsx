import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Safety } from '../../../api/types';
import { expectFieldError } from '../../../test/field-error';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import { JOB_ID } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { SafetyNotice } from './SafetyNotice';

const CONTEST_ROUTE = 'POST /api/safety/contests';
const PAY_TO_WORK = 'This post asks you to pay before you start. Real employers never charge you to work.';
const OFF_PLATFORM = 'This asks you to move the conversation off VerifiedWork.';

const warned: Safety = { verdict: 'warn', reasons: [{ code: 'off_platform', message: OFF_PLATFORM }] };
const held: Safety = { verdict: 'hold', reasons: [{ code: 'pay_to_work', message: PAY_TO_WORK }] };

const contested = { contentKind: 'job_post', contentId: JOB_ID, status: 'held', contestedAt: '2026-11-21T10:00:00.000Z' };

describe('the safety notice', () => {
  it('warns a reader calmly: why, what to do, and Report and Block', () => {
    mockFetch({});
    const onReport = vi.fn();
    const onBlock = vi.fn();
    renderWithProviders(
      <SafetyNotice safety={warned} contentKind="message" contentId={JOB_ID} viewer="reader" onReport={onReport} onBlock={onBlock} />,
    );

    const notice = screen.getByRole('note', { name: 'Be careful with this message' });
    expect(within(notice).getByText(OFF_PLATFORM)).toBeTruthy();
    expect(
      within(notice).getByText(/Never pay to get work, and keep the conversation on VerifiedWork until you have a contract/),
    ).toBeTruthy();
    expect(within(notice).queryByRole('button', { name: 'This is a mistake' })).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Report' }));
    fireEvent.click(within(notice).getByRole('button', { name: 'Block' }));
    expect(onReport).toHaveBeenCalledOnce();
    expect(onBlock).toHaveBeenCalledOnce();
  });

  it('tells the author of a held post that only they see it, why, and lets them ask for a review once', async () => {
    const fetchMock = mockFetch({ [CONTEST_ROUTE]: jsonResponse(contested, 201) });
    renderWithProviders(<SafetyNotice safety={held} contentKind="job_post" contentId={JOB_ID} viewer="author" />);

    const notice = screen.getByRole('note', { name: 'Being reviewed' });
    expect(within(notice).getByText('Only you can see this post while our safety team reviews it.')).toBeTruthy();
    expect(within(notice).getByText(PAY_TO_WORK)).toBeTruthy();
    expect(within(notice).queryByRole('button', { name: 'Report' })).toBeNull();

    fireEvent.click(within(notice).getByRole('button', { name: 'This is a mistake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a review' });
    const note = within(dialog).getByRole('textbox', { name: 'Why is this not a scam?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for a review' }));
    await waitFor(() => expectFieldError(note, 'Please tell us why'));
    expect(requestedRoutes(fetchMock)).not.toContain(CONTEST_ROUTE);

    fireEvent.change(note, { target: { value: '  The fee is for the uniform we send.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for a review' }));

    expect(await screen.findByText('Thanks — our team will take another look.')).toBeTruthy();
    expect(await requestsTo(fetchMock, CONTEST_ROUTE)[0].json()).toEqual({
      contentKind: 'job_post',
      contentId: JOB_ID,
      note: 'The fee is for the uniform we send.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(notice).queryByRole('button', { name: 'This is a mistake' })).toBeNull();
    expect(within(notice).getByText('You asked for a review. We will let you know what our team decides.')).toBeTruthy();
  });

  it('shows the author of a warned text what its readers are told, and a 409 as the server words it', async () => {
    const message = 'You have already asked for a review of this message.';
    mockFetch({ [CONTEST_ROUTE]: errorResponse(409, 'ALREADY_CONTESTED', message) });
    renderWithProviders(<SafetyNotice safety={warned} contentKind="message" contentId={JOB_ID} viewer="author" />);

    const notice = screen.getByRole('note', { name: 'Readers see a warning on your message' });
    expect(within(notice).getByText(OFF_PLATFORM)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'This is a mistake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a review' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Why is this not a scam?' }), {
      target: { value: 'The link is our company brief.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for a review' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Ask for a review' })).toBeTruthy();
  });

  it('shows nothing for a clear text', () => {
    mockFetch({});
    const { container } = renderWithProviders(
      <SafetyNotice safety={{ verdict: 'clear', reasons: [] }} contentKind="application" contentId={JOB_ID} viewer="reader" />,
    );
    expect(container.querySelector('[role="note"]')).toBeNull();
  });
});
