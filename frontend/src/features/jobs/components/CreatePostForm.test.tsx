import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, requestedRoutes, requestsTo } from '../../../test/fetch';
import { JOB_ID, makeJobDetail, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { expectFieldError, expectNoFieldError } from '../../../test/field-error';
import { fillPostPay } from '../../../test/post-form';

const client = makeUser({ role: 'client', firstName: 'Grace', lastName: 'Hopper', username: 'grace' });
const freelancer = makeUser({ role: 'freelancer' });

function renderCreatePost(path: string, user = client, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ 'GET /api/auth/user': user, ...routes });
  return { fetchMock, ...renderApp(path) };
}

function fillRequiredFields() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: '  Weekend chat support ' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Saturday and Sunday chats.' } });
  fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
  fireEvent.click(screen.getByRole('option', { name: 'Customer Service' }));
  fillPostPay();
}

describe('create a post', () => {
  it('toasts Missing fields, marks each empty required field and sends nothing', async () => {
    const { fetchMock } = renderCreatePost('/jobs/new');

    expect(await screen.findByRole('heading', { name: 'Create a Post' })).toBeTruthy();
    const title = screen.getByRole('textbox', { name: 'Title' });
    const description = screen.getByRole('textbox', { name: 'Description' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    fireEvent.change(title, { target: { value: 'Weekend chat support' } });
    fireEvent.change(description, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Missing fields')).toBeTruthy();
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    expectNoFieldError(title);
    expectFieldError(description, 'Description is required');
    expectFieldError(category, 'Category is required');
    expectNoFieldError(screen.getByRole('textbox', { name: 'Duration' }));
    expect(document.activeElement).toBe(description);
    expect(requestedRoutes(fetchMock)).not.toContain('POST /api/jobs');

    // Filling a field in clears its mark.
    fireEvent.click(category);
    fireEvent.click(screen.getByRole('option', { name: 'Customer Service' }));
    expectNoFieldError(category);
    expectFieldError(description, 'Description is required');
  });

  it("puts the server's field errors under their fields, and toasts", async () => {
    const message = 'title must be shorter than or equal to 120 characters';
    renderCreatePost('/jobs/new', client, {
      'POST /api/jobs': jsonResponse(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message,
          details: {
            fields: [
              { field: 'title', errors: [message] },
              { field: 'unknownField', errors: ['ignored'] },
            ],
          },
        },
        400,
      ),
    });

    await screen.findByRole('heading', { name: 'Create a Post' });
    fillRequiredFields();
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Failed to create post')).toBeTruthy();
    expect(screen.getByText(message, { selector: '.mantine-Notification-description' })).toBeTruthy();
    await waitFor(() => expectFieldError(screen.getByRole('textbox', { name: 'Title' }), message));
    expectNoFieldError(screen.getByRole('textbox', { name: 'Description' }));
    expect(screen.queryByText('ignored')).toBeNull();
  });

  it('posts a job offer for a client, with no duration as null, and opens it', async () => {
    const created = makeJobDetail({ title: 'Weekend chat support', category: 'customer-service', duration: null });
    const { fetchMock, router } = renderCreatePost('/jobs/new', client, {
      'POST /api/jobs': jsonResponse(created, 201),
    });

    expect(await screen.findByRole<HTMLInputElement>('radio', { name: 'Job Offer' })).toHaveProperty('checked', true);
    fillRequiredFields();
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Post created')).toBeTruthy();
    const [request] = requestsTo(fetchMock, 'POST /api/jobs');
    expect(await request.json()).toEqual({
      jobType: 'job_offer',
      title: 'Weekend chat support',
      description: 'Saturday and Sunday chats.',
      category: 'customer-service',
      duration: null,
      tags: [],
      verifiedOnly: false,
      status: 'open',
      pay: { type: 'hourly', currency: 'USD', minimum: 2500, maximum: 4000 },
      hoursPerWeek: 20,
      startDate: null,
      timeZone: null,
      overlapHours: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/${JOB_ID}`));
    expect(await screen.findByRole('heading', { name: 'Weekend chat support' })).toBeTruthy();
    expect(requestedRoutes(fetchMock)).not.toContain(`GET /api/jobs/${JOB_ID}`);
  });

  it('starts in availability mode with ?type=seeking and posts job_seeking with the optional fields, never verified-only', async () => {
    const { fetchMock } = renderCreatePost('/jobs/new?type=offer', freelancer, {
      'POST /api/jobs': jsonResponse(makeJobDetail({ jobType: 'job_seeking' }), 201),
    });

    // Ticked as a job offer, then switched to availability, where the option does not exist.
    fireEvent.click(await screen.findByRole('checkbox', { name: /Verified workers only/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'My Availability' }));
    expect(await screen.findByRole('button', { name: 'Post Availability' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Verified workers only/ })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'My Availability' })).toHaveProperty('checked', true);
    fillRequiredFields();
    fireEvent.change(screen.getByRole('textbox', { name: 'Duration' }), { target: { value: ' Evenings, 3 months ' } });
    // The worker's own skills, not a job's required ones.
    expect(screen.queryByLabelText('Required skills')).toBeNull();
    await userEvent.type(screen.getByLabelText('Skills'), 'Zendesk{enter}Spanish{enter}');
    fireEvent.click(screen.getByRole('button', { name: 'Post Availability' }));

    expect(await screen.findByText('Post created')).toBeTruthy();
    const [request] = requestsTo(fetchMock, 'POST /api/jobs');
    const body = await request.json();
    expect(body).not.toHaveProperty('pay');
    expect(body).toMatchObject({
      jobType: 'job_seeking',
      duration: 'Evenings, 3 months',
      tags: ['Zendesk', 'Spanish'],
      verifiedOnly: false,
      hourlyRate: { currency: 'USD', amount: 2200 },
      hoursPerWeek: null,
    });
  }, 20_000);

  it('posts a fixed price in the chosen currency, typed in whole units, with a start date and a time zone overlap', async () => {
    const { fetchMock } = renderCreatePost('/jobs/new', client, { 'POST /api/jobs': jsonResponse(makeJobDetail(), 201) });
    await screen.findByRole('heading', { name: 'Create a Post' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Help desk set-up' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Set up our help desk.' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(screen.getByRole('option', { name: 'Customer Service' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Fixed price' }));
    expect(screen.queryByRole('textbox', { name: 'Highest rate per hour' })).toBeNull();
    fireEvent.click(screen.getByRole('combobox', { name: 'Currency' }));
    fireEvent.click(screen.getByRole('option', { name: 'EUR' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Fixed price' }), { target: { value: '1500.5' } });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2099-03-01' } });
    const timeZone = screen.getByRole('combobox', { name: /Time zone/ });
    await userEvent.type(timeZone, 'Europe/Berl');
    fireEvent.click(await screen.findByRole('option', { name: 'Europe/Berlin' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Overlap hours a day' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Post created')).toBeTruthy();
    expect(await requestsTo(fetchMock, 'POST /api/jobs')[0].json()).toMatchObject({
      pay: { type: 'fixed', currency: 'EUR', minimum: 150050, maximum: null },
      hoursPerWeek: null,
      startDate: '2099-03-01',
      timeZone: 'Europe/Berlin',
      overlapHours: 3,
    });
  }, 20_000);

  it('asks for the pay, a range the right way up, hours a week, and a time zone for the overlap, and sends nothing', async () => {
    const { fetchMock } = renderCreatePost('/jobs/new');
    await screen.findByRole('heading', { name: 'Create a Post' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Chat support' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Chats.' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(screen.getByRole('option', { name: 'Customer Service' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Missing fields')).toBeTruthy();
    expectFieldError(screen.getByRole('textbox', { name: 'Lowest rate per hour' }), 'Enter the lowest hourly rate');
    expectFieldError(screen.getByRole('textbox', { name: 'Hours per week' }), 'Enter 1 to 80 hours a week');

    fireEvent.change(screen.getByRole('textbox', { name: 'Lowest rate per hour' }), { target: { value: '40' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Highest rate per hour' }), { target: { value: '25' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Hours per week' }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Overlap hours a day' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() =>
      expectFieldError(screen.getByRole('textbox', { name: 'Highest rate per hour' }), 'The highest rate must be at least the lowest'),
    );
    expectFieldError(screen.getByRole('textbox', { name: 'Overlap hours a day' }), 'Choose the time zone to overlap with');
    expectNoFieldError(screen.getByRole('textbox', { name: 'Hours per week' }));
    expect(requestedRoutes(fetchMock)).not.toContain('POST /api/jobs');
  }, 20_000);

  it.each([
    ['a worker', freelancer],
    ['a client', client],
  ])('starts %s in job-offer mode without ?type=seeking, and in availability mode with it', async (_who, user) => {
    renderCreatePost('/jobs/new', user);
    expect(await screen.findByRole('button', { name: 'Post Job' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Job Offer' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /Verified workers only/ })).toBeTruthy();
    expect(screen.getByLabelText('Required skills')).toBeTruthy();
  });

  it('starts in availability mode with ?type=seeking, without the verified-only option', async () => {
    renderCreatePost('/jobs/new?type=seeking', freelancer);
    expect(await screen.findByRole('button', { name: 'Post Availability' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Verified workers only/ })).toBeNull();
  });

  it("toasts the server's reason when the post is refused", async () => {
    const message = 'Workers post their availability; switch to Client to post a job offer';
    renderCreatePost('/jobs/new?type=offer', freelancer, {
      'POST /api/jobs': errorResponse(403, 'JOBS.POST_TYPE_NOT_ALLOWED', message),
    });

    await screen.findByRole('heading', { name: 'Create a Post' });
    fillRequiredFields();
    fireEvent.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Failed to create post')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('goes back to the job search on Cancel', async () => {
    renderCreatePost('/jobs/new');

    await screen.findByRole('heading', { name: 'Create a Post' });
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/jobs');
  });
});
