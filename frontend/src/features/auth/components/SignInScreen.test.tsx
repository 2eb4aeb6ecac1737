import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { browser } from '../../../lib/browser';
import { PASSWORD_RULE } from '../../../lib/limits';
import { rememberSessionEnding } from '../../../lib/session-ended';
import { rememberedSessionEnding } from '../session-ending-text';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { expectFieldError } from '../../../test/field-error';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const signedOut = { 'GET /api/auth/user': errorResponse(401, 'AUTH.NOT_SIGNED_IN', 'Sign in first') };
const COMMON_PASSWORD = 'This password is one of the most common ones; choose one that is harder to guess';

function validationFailed(fields: { field: string; errors: string[] }[]) {
  return jsonResponse({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Request validation failed', details: { fields } }, 400);
}

function field(name: string): HTMLInputElement {
  return screen.getByLabelText(name, { selector: 'input' });
}

/** The ids in the field's aria-describedby, read as the text a screen reader announces with it. */
function descriptionOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

let assign: MockInstance<typeof browser.assign>;

beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  assign.mockRestore();
});

describe('sign-in screen', () => {
  it('signs in by default: Email and Password, no name fields, no password rule', async () => {
    mockFetch({ ...signedOut });
    renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'VerifiedWork' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
    expect(field('Email')).toBeTruthy();
    expect(field('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(screen.queryByText(PASSWORD_RULE)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('opens Create account from ?mode=signup, with the password rule under the password', async () => {
    mockFetch({ ...signedOut });
    renderApp('/login?mode=signup');

    expect((await screen.findByRole('tab', { name: 'Create account' })).getAttribute('aria-selected')).toBe('true');
    expect(field('First name')).toBeTruthy();
    expect(field('Last name')).toBeTruthy();
    expect(field('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(descriptionOf(field('Password'))).toContain(PASSWORD_RULE);
    // Under the field, not between its label and the input.
    expect(field('Password').compareDocumentPosition(screen.getByText(PASSWORD_RULE)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('writes the tab into the address, replacing the entry, and keeps what was typed', async () => {
    mockFetch({ ...signedOut });
    const { router, history } = renderApp('/login?next=%2Fjobs');
    const user = userEvent.setup();
    const entries = history.length;

    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'ada@example.test');
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ next: '/jobs', mode: 'signup' }));
    expect(field('First name')).toBeTruthy();
    expect(field('Email').value).toBe('ada@example.test');

    await user.click(screen.getByRole('tab', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ next: '/jobs' }));
    expect(screen.queryByLabelText('First name')).toBeNull();
    expect(history.length).toBe(entries);
  });

  it('marks empty fields with a message under each and sends nothing', async () => {
    const fetchMock = mockFetch({ ...signedOut });
    renderApp('/login?mode=signup');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Last name', { selector: 'input' }), 'Lovelace');
    await user.type(field('Password'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field('First name'))).toContain('First name is required');
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(field('Last name').getAttribute('aria-invalid')).not.toBe('true');
    expect(requestsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(0);
  });

  it('puts the server’s field messages under their fields', async () => {
    mockFetch({
      ...signedOut,
      'POST /api/auth/register': validationFailed([
        { field: 'password', errors: [COMMON_PASSWORD] },
        { field: 'email', errors: ['Enter a valid email address'] },
      ]),
    });
    renderApp('/login?mode=signup');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('First name', { selector: 'input' }), 'Weak');
    await user.type(field('Last name'), 'Password');
    await user.type(field('Email'), 'weak@example');
    await user.type(field('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(COMMON_PASSWORD)).toBeTruthy();
    expect(field('Password').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field('Password'))).toContain(COMMON_PASSWORD);
    expect(descriptionOf(field('Email'))).toContain('Enter a valid email address');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a message about no field, a wrong password or too many attempts, above the button', async () => {
    let answer = errorResponse(401, 'IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password');
    mockFetch({ ...signedOut, 'POST /api/auth/login': () => answer });
    renderApp('/login');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'ada@example.test');
    await user.type(field('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(field('Password').getAttribute('aria-invalid')).not.toBe('true');

    answer = errorResponse(429, 'TOO_MANY_REQUESTS', 'Too many sign-in attempts; try again in 60 seconds');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many sign-in attempts; try again in 60 seconds'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed email, then loads next (a page of this site) in full', async () => {
    const fetchMock = mockFetch({ ...signedOut, 'POST /api/auth/login': makeUser() });
    renderApp(`/login?next=${encodeURIComponent('/jobs?search=chat')}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), '  ada@example.test ');
    await user.type(field('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/jobs?search=chat`));
    const [request] = requestsTo(fetchMock, 'POST /api/auth/login');
    expect(await request.json()).toEqual({ email: 'ada@example.test', password: 'correct horse' });
  });

  it('creates the account, then goes home when next names another site', async () => {
    const fetchMock = mockFetch({ ...signedOut, 'POST /api/auth/register': jsonResponse(makeUser({ username: null }), 201) });
    renderApp(`/login?mode=signup&next=${encodeURIComponent('//evil.example/x')}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('First name', { selector: 'input' }), ' Ada ');
    await user.type(field('Last name'), 'Lovelace');
    await user.type(field('Email'), 'ada@example.test');
    await user.type(field('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/`));
    const [request] = requestsTo(fetchMock, 'POST /api/auth/register');
    // "I want to work" unless another choice was made: the account starts as a freelancer, as before.
    expect(await request.json()).toEqual({
      email: 'ada@example.test',
      password: 'correct horse',
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'freelancer',
    });
  });

  it('asks whether the person wants to hire or to work, and sends the choice as the first role', async () => {
    const fetchMock = mockFetch({
      ...signedOut,
      'POST /api/auth/register': jsonResponse(makeUser({ username: null, role: 'client' }), 201),
    });
    renderApp('/login?mode=signup');
    const user = userEvent.setup();

    const hire = await screen.findByRole('radio', { name: /I want to hire/ });
    const work = screen.getByRole('radio', { name: /I want to work/ });
    expect(screen.getByRole('radiogroup', { name: 'What brings you here?' })).toBeTruthy();
    expect(work.getAttribute('aria-checked')).toBe('true');
    expect(hire.getAttribute('aria-checked')).toBe('false');

    await user.click(hire);
    expect(hire.getAttribute('aria-checked')).toBe('true');
    await user.type(field('First name'), 'Grace');
    await user.type(field('Last name'), 'Hopper');
    await user.type(field('Email'), 'grace@example.test');
    await user.type(field('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/`));
    const [request] = requestsTo(fetchMock, 'POST /api/auth/register');
    expect(await request.json()).toMatchObject({ email: 'grace@example.test', role: 'client' });
  });

  it.each([
    ['client', /I want to hire/],
    ['freelancer', /I want to work/],
  ])('opens with the choice ?role=%s made, as the landing page links to it', async (role, label) => {
    mockFetch({ ...signedOut });
    renderApp(`/login?mode=signup&role=${role}`);

    expect((await screen.findByRole('radio', { name: label })).getAttribute('aria-checked')).toBe('true');
  });

  it('does not ask the choice on the Sign in tab', async () => {
    mockFetch({ ...signedOut });
    renderApp('/login');

    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('radio', { name: /I want to hire/ })).toBeNull();
  });

  it.each([
    ['with a username', makeUser()],
    ['without a username yet', makeUser({ username: null })],
  ])('sends a visitor signed in %s straight on to next', async (_state, signedIn) => {
    mockFetch({ 'GET /api/auth/user': signedIn });
    renderApp(`/login?next=${encodeURIComponent('/jobs/42?tab=apply')}`);

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/jobs/42?tab=apply`));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tab', { name: 'Sign in' })).toBeNull();
  });

  it('sends a signed-in visitor home when next is missing or is the sign-in screen itself', async () => {
    mockFetch({ 'GET /api/auth/user': makeUser() });
    renderApp('/login?next=%2Flogin%3Fnext%3D%252Flogin');

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/`));
  });

  it('asks for the authenticator code once the password matched, and signs in with all three', async () => {
    const fetchMock = mockFetch({
      ...signedOut,
      'POST /api/auth/login': async (request: Request) => {
        const { code } = (await request.clone().json()) as { code?: string };
        if (code === undefined) return errorResponse(401, 'IDENTITY.SECOND_FACTOR_REQUIRED', 'Enter the code from your authenticator app');
        if (code !== '123456') return errorResponse(401, 'IDENTITY.SECOND_FACTOR_INVALID', 'That code is not right, or was used already.');
        return jsonResponse(makeUser());
      },
    });
    renderApp('/login?next=%2Fjobs');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'ada@example.test');
    await user.type(field('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('Authentication code', { selector: 'input' });
    expect(descriptionOf(code)).toContain('Or enter one of your recovery codes');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expectFieldError(code, 'Authentication code is required');
    expect(requestsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(1);

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expectFieldError(field('Authentication code'), 'That code is not right, or was used already.'));
    expect(assign).not.toHaveBeenCalled();

    await user.clear(field('Authentication code'));
    await user.type(field('Authentication code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/jobs`));
    const requests = requestsTo(fetchMock, 'POST /api/auth/login');
    expect(await requests[0].json()).toEqual({ email: 'ada@example.test', password: 'correct horse' });
    expect(await requests[2].json()).toEqual({ email: 'ada@example.test', password: 'correct horse', code: '123456' });
  });

  it('goes back from the code step to the password, without the code', async () => {
    mockFetch({
      ...signedOut,
      'POST /api/auth/login': errorResponse(401, 'IDENTITY.SECOND_FACTOR_REQUIRED', 'Enter the code from your authenticator app'),
    });
    renderApp('/login');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'ada@example.test');
    await user.type(field('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Authentication code', { selector: 'input' }), '111');
    await user.click(screen.getByRole('button', { name: 'Use another account' }));

    expect(field('Email').value).toBe('ada@example.test');
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows a suspension with until when and its reason', async () => {
    mockFetch({
      ...signedOut,
      'POST /api/auth/login': jsonResponse(
        {
          statusCode: 403,
          code: 'IDENTITY.ACCOUNT_SUSPENDED',
          message: 'Your account is suspended until 3 December 2026.',
          details: { until: '2026-12-03T12:00:00.000Z', reason: 'Repeated spam in messages' },
        },
        403,
      ),
    });
    renderApp('/login');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'ada@example.test');
    await user.type(field('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your account is suspended until 3 December 2026.');
    expect(alert.textContent).toContain('Reason: Repeated spam in messages');
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('appealing a suspension from the sign-in screen (decision 0065)', () => {
  const ACTION_ID = 'e0000000-0000-4000-8000-000000000001';

  function suspended(appeal: Record<string, unknown>) {
    return jsonResponse(
      {
        statusCode: 403,
        code: 'IDENTITY.ACCOUNT_SUSPENDED',
        message: 'Your account is suspended until an administrator lifts it.',
        details: { until: null, reason: 'Repeated spam in messages', appeal: { actionId: ACTION_ID, ...appeal } },
      },
      403,
    );
  }

  async function signIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Email', { selector: 'input' }), 'ada@example.test');
    await user.type(field('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('files the appeal with the refusal’s token, then says it was sent; a later sign-in says so too', async () => {
    let appeal: Record<string, unknown> | null = null;
    const fetchMock = mockFetch({
      ...signedOut,
      'POST /api/auth/login': () => suspended({ token: 'a1.signed.token', secondFactorRequired: false, appeal }),
      'POST /api/appeals/suspension': () => {
        appeal = { status: 'pending', filedAt: '2026-12-04T10:00:00.000Z', decidedAt: null, decisionReason: null };
        return jsonResponse({ id: 'f0000000-0000-4000-8000-000000000001', status: 'pending' }, 201);
      },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await signIn(user);

    expect((await screen.findByRole('alert')).textContent).toContain('Reason: Repeated spam in messages');
    await user.click(await screen.findByRole('button', { name: 'Appeal' }));
    const text = await screen.findByRole('textbox', { name: /Why should the decision change/ });
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expectFieldError(text, 'Please say why the decision should change');
    await user.click(text);
    await user.paste('I only replied to clients who wrote first.');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));

    const status = await screen.findByRole('status', { name: 'Your appeal' });
    expect(status.textContent).toContain(`Appeal sent on ${new Date().toLocaleDateString()}`);
    const [request] = requestsTo(fetchMock, 'POST /api/appeals/suspension');
    expect(await request.json()).toEqual({ token: 'a1.signed.token', text: 'I only replied to clients who wrote first.' });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(2));
    expect((await screen.findByRole('status', { name: 'Your appeal' })).textContent).toContain(
      `Appeal sent on ${new Date('2026-12-04T10:00:00.000Z').toLocaleDateString()}`,
    );
    expect(screen.queryByRole('button', { name: 'Appeal' })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the decision and its reason once decided', async () => {
    mockFetch({
      ...signedOut,
      'POST /api/auth/login': suspended({
        token: 'a1.signed.token',
        secondFactorRequired: false,
        appeal: {
          status: 'upheld',
          filedAt: '2026-12-04T10:00:00.000Z',
          decidedAt: '2026-12-05T10:00:00.000Z',
          decisionReason: 'The messages were spam',
        },
      }),
    });
    renderApp('/login');
    await signIn(userEvent.setup());

    const status = await screen.findByRole('status', { name: 'Your appeal' });
    expect(status.textContent).toContain(`Appeal declined on ${new Date('2026-12-05T10:00:00.000Z').toLocaleDateString()}`);
    expect(status.textContent).toContain('Reason: The messages were spam');
    expect(screen.queryByRole('button', { name: 'Appeal' })).toBeNull();
  });

  it('asks an account with two-factor sign-in for its code first, then opens the form', async () => {
    const fetchMock = mockFetch({
      ...signedOut,
      'POST /api/auth/login': async (request: Request) => {
        const { code } = (await request.clone().json()) as { code?: string };
        return code === '123456'
          ? suspended({ token: 'a1.signed.token', secondFactorRequired: false, appeal: null })
          : suspended({ token: null, secondFactorRequired: true, appeal: null });
      },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await signIn(user);

    await user.click(await screen.findByRole('button', { name: 'Appeal' }));
    await user.type(await screen.findByLabelText('Authentication code', { selector: 'input' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('textbox', { name: /Why should the decision change/ })).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    const requests = requestsTo(fetchMock, 'POST /api/auth/login');
    expect(await requests[1].json()).toEqual({ email: 'ada@example.test', password: 'correct horse', code: '123456' });
  });
});

describe('sign-in screen after a session ended', () => {
  afterEach(() => window.sessionStorage.clear());

  /** The alert above the form that says why the tab's last session ended. */
  const endedAlert = async () => screen.findByRole('status', { name: /suspended|signed out|deleted/i });

  it('says a suspension with until when and the administrator’s reason, above the form, until signed in again', async () => {
    rememberSessionEnding({
      reason: 'suspended',
      message: 'Your account is suspended until 3 December 2026.',
      suspension: { until: '2026-12-03T12:00:00.000Z', reason: 'Repeated spam in messages' },
    });
    mockFetch({ ...signedOut, 'POST /api/auth/login': makeUser() });
    renderApp('/login');
    const user = userEvent.setup();

    const alert = await endedAlert();
    expect(alert.textContent).toContain('Your account was suspended');
    expect(alert.textContent).toContain('Your account is suspended until 3 December 2026.');
    expect(alert.textContent).toContain('Reason: Repeated spam in messages');
    expect(alert.compareDocumentPosition(field('Email')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.type(field('Email'), 'ada@example.test');
    await user.type(field('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(rememberedSessionEnding()).toBeNull();
  });

  it.each([
    ['password_changed', 'You were signed out because your password was changed.'],
    ['password_reset', 'You were signed out because your password was reset.'],
    ['signed_out_elsewhere', 'You signed out of this device from another session.'],
    ['expired', 'Your session expired. Sign in again to go on.'],
    ['account_deleted', 'Your account was deleted.'],
  ])('says why for %s', async (reason, says) => {
    rememberSessionEnding({ reason });
    mockFetch(signedOut);
    renderApp('/login');
    expect((await endedAlert()).textContent).toContain(says);
  });

  it('says nothing of a session when none ended in this tab', async () => {
    mockFetch(signedOut);
    renderApp('/login');
    await screen.findByLabelText('Email', { selector: 'input' });
    expect(screen.queryByRole('status', { name: /suspended|signed out|deleted/i })).toBeNull();
  });
});
