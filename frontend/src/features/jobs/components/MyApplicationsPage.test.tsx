import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestsTo } from '../../../test/fetch';
import { JOB_ID, makeApplication, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

describe('my applications', () => {
  it('lists each application with its job, terms, proposal, files, date, and why it was declined', async () => {
    const application = makeApplication({
      status: 'rejected',
      stage: 'declined',
      decline: { reason: 'rate_too_high', note: 'Our budget is $12/hour.' },
      attachments: [
        {
          id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          name: 'cv.pdf',
          contentType: 'application/pdf',
          bytes: 2048,
          width: null,
          height: null,
          isImage: false,
          createdAt: '2024-06-02T10:00:00.000Z',
        },
      ],
    });
    mockFetch({ 'GET /api/auth/user': makeUser(), 'GET /api/applications/my': [application] });
    renderApp('/applications');

    expect(await screen.findByRole('heading', { name: 'My Applications' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Night chat operator' });
    expect(within(card).getByRole('link', { name: 'Night chat operator' }).getAttribute('href')).toBe(`/jobs/${JOB_ID}`);
    expect(within(card).getByText('Chat Operator')).toBeTruthy();
    expect(within(card).getByText('$18/hr')).toBeTruthy();
    expect(within(card).getByText('20 h/week')).toBeTruthy();
    expect(within(card).getByText('I have run night shifts for two years.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Open cv.pdf/ })).toBeTruthy();
    expect(within(card).getByText(`Applied ${new Date(application.createdAt).toLocaleDateString()}`)).toBeTruthy();
    expect(within(card).getByText('declined')).toBeTruthy();
    const decline = within(card).getByTestId('decline-reason');
    expect(within(decline).getByText('Rate above the budget')).toBeTruthy();
    expect(within(decline).getByText('Our budget is $12/hour.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows a new and a shortlisted proposal alike, as under review', async () => {
    mockFetch({
      'GET /api/auth/user': makeUser(),
      'GET /api/applications/my': [
        makeApplication(),
        makeApplication({
          id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
          stage: 'shortlisted',
          job: { ...makeApplication().job, title: 'Weekend moderator' },
        }),
      ],
    });
    renderApp('/applications');

    for (const title of ['Night chat operator', 'Weekend moderator']) {
      const card = await screen.findByRole('article', { name: title });
      expect(within(card).getByText('under review')).toBeTruthy();
      expect(within(card).queryByText('shortlisted')).toBeNull();
    }
  });

  it('edits a pending proposal in a form prefilled with it, keeping or removing its files', async () => {
    const file = {
      id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      name: 'cv.pdf',
      contentType: 'application/pdf' as const,
      bytes: 2048,
      width: null,
      height: null,
      isImage: false,
      createdAt: '2024-06-02T10:00:00.000Z',
    };
    const pending = makeApplication({ attachments: [file] });
    const route = `PATCH /api/applications/${pending.id}`;
    const fetchMock = mockFetch({
      'GET /api/auth/user': makeUser(),
      'GET /api/applications/my': [pending],
      [route]: { ...pending, proposedRate: { type: 'hourly', currency: 'USD', amount: 2250 }, attachments: [] },
    });
    renderApp('/applications');
    const user = userEvent.setup();

    const card = await screen.findByRole('article', { name: 'Night chat operator' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit proposal' });
    const letter = within(dialog).getByRole('textbox', { name: /Cover letter/ });
    expect((letter as HTMLTextAreaElement).value).toBe('I have run night shifts for two years.');
    const rate = within(dialog).getByRole('textbox', { name: /Rate per hour/ });
    expect((rate as HTMLInputElement).value).toBe('18');
    expect(within(dialog).getByText('cv.pdf')).toBeTruthy();

    // An emptied letter is refused before anything is sent.
    await user.clear(letter);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Cover letter is required')).toBeTruthy();
    expect(requestsTo(fetchMock, route)).toHaveLength(0);

    await user.type(letter, 'Two years of night shifts.');
    await user.clear(rate);
    await user.type(rate, '22.5');
    await user.click(within(dialog).getByRole('button', { name: 'Remove cv.pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Proposal updated')).toBeTruthy();
    const [request] = requestsTo(fetchMock, route);
    expect(await request.json()).toEqual({
      coverLetter: 'Two years of night shifts.',
      proposedRate: { type: 'hourly', currency: 'USD', amount: 2250 },
      availability: { hoursPerWeek: 20, startDate: '2024-07-01' },
      attachmentIds: [],
    });
    expect(await within(card).findByText('$22.50/hr')).toBeTruthy();
  });

  it('marks an application withdrawn when its applicant was suspended', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser(), 'GET /api/applications/my': [makeApplication({ status: 'withdrawn' })] });
    renderApp('/applications');

    const card = await screen.findByRole('article', { name: 'Night chat operator' });
    expect(within(card).getByText('withdrawn')).toBeTruthy();
  });

  it('withdraws a pending application after asking, and offers no Withdraw once it is decided', async () => {
    const pending = makeApplication();
    const fetchMock = mockFetch({
      'GET /api/auth/user': makeUser(),
      'GET /api/applications/my': [pending],
      [`POST /api/applications/${pending.id}/withdraw`]: { ...pending, status: 'withdrawn' },
    });
    renderApp('/applications');
    const user = userEvent.setup();

    const card = await screen.findByRole('article', { name: 'Night chat operator' });
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    expect(within(dialog).getByText(/The client of “Night chat operator” will be told/)).toBeTruthy();
    expect(requestsTo(fetchMock, `POST /api/applications/${pending.id}/withdraw`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await within(card).findByText('withdrawn')).toBeTruthy();
    expect(requestsTo(fetchMock, `POST /api/applications/${pending.id}/withdraw`)).toHaveLength(1);
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('links an accepted application to its contract', async () => {
    const accepted = makeApplication({ status: 'accepted', contractId: 'f1e2d3c4-b5a6-4789-8abc-def012345678' });
    mockFetch({ 'GET /api/auth/user': makeUser(), 'GET /api/applications/my': [accepted] });
    renderApp('/applications');

    const card = await screen.findByRole('article', { name: 'Night chat operator' });
    expect(within(card).getByRole('link', { name: 'View Contract' }).getAttribute('href')).toBe(
      '/contracts/f1e2d3c4-b5a6-4789-8abc-def012345678',
    );
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('points to the job search when there are none', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser(), 'GET /api/applications/my': [] });
    renderApp('/applications');

    expect(await screen.findByText('No applications yet')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
  });
});
