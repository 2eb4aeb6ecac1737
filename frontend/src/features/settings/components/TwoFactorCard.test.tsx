import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { browser } from '../../../lib/browser';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { expectFieldError } from '../../../test/field-error';
import { renderWithProviders } from '../../../test/render';
import { TwoFactorCard } from './TwoFactorCard';

const SECRET = 'JBSWY3DPEHPK3PXP';
const QR_CODE = 'data:image/png;base64,iVBORw0KGgo=';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${String(index).padStart(2, '0')}`);

const off = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
const on = { enabled: true, enabledAt: '2026-11-20T10:00:00.000Z', recoveryCodesLeft: 3 };

const wrongPassword = () => errorResponse(400, 'IDENTITY.WRONG_CURRENT_PASSWORD', 'Your current password is not right');
const wrongCode = () => errorResponse(400, 'IDENTITY.WRONG_TWO_FACTOR_CODE', 'That code is not right, or was used already.');

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

let saveFile: MockInstance<typeof browser.saveFile>;

beforeEach(() => {
  saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
});

afterEach(() => {
  saveFile.mockRestore();
});

function renderCard() {
  const onTurnedOnOrOff = vi.fn();
  renderWithProviders(<TwoFactorCard email="amara@demo.local" onTurnedOnOrOff={onTurnedOnOrOff} />);
  return { onTurnedOnOrOff, user: userEvent.setup() };
}

describe('two-factor card', () => {
  it('turns two-factor sign-in on: password, QR code and setup key, a code, then the recovery codes once', async () => {
    let status: object = off;
    const fetchMock = mockFetch({
      'GET /api/auth/two-factor': () => jsonResponse(status),
      'POST /api/auth/two-factor/setup': async (request: Request) => {
        const { password } = (await request.clone().json()) as { password: string };
        if (password !== 'correct horse') return wrongPassword();
        return jsonResponse({ secret: SECRET, otpauthUrl: `otpauth://totp/VerifiedWork:amara?secret=${SECRET}`, qrCode: QR_CODE });
      },
      'POST /api/auth/two-factor/enable': async (request: Request) => {
        const { code } = (await request.clone().json()) as { code: string };
        if (code !== '123456') return wrongCode();
        status = { ...on, recoveryCodesLeft: 10 };
        return jsonResponse({ recoveryCodes: RECOVERY_CODES });
      },
    });
    const { onTurnedOnOrOff, user } = renderCard();

    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(section.id).toBe('two-factor');
    expect(await within(section).findByText('Off')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));

    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expectFieldError(input('Password'), 'Password is required');
    await user.type(input('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expectFieldError(input('Password'), 'Your current password is not right'));

    await user.clear(input('Password'));
    await user.type(input('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const qrCode = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qrCode.getAttribute('src')).toBe(QR_CODE);
    expect(input('Setup key').value).toBe(SECRET);

    await user.type(input('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    await waitFor(() => expectFieldError(input('Authentication code'), 'That code is not right, or was used already.'));

    await user.clear(input('Authentication code'));
    await user.type(input('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(screen.getByRole('dialog', { name: 'Save your recovery codes' })).toBeTruthy();
    expect(onTurnedOnOrOff).toHaveBeenCalledTimes(1);
    expect(await requestsTo(fetchMock, 'POST /api/auth/two-factor/enable')[1].json()).toEqual({ code: '123456' });

    await user.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'verifiedwork-recovery-codes.txt');
    expect(await saveFile.mock.calls[0][0].text()).toBe(`${RECOVERY_CODES.join('\n')}\n`);

    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section).findByText(/On since .* · 10 recovery codes left/)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('creates new recovery codes with a code, and counts those left', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/two-factor': on,
      'POST /api/auth/two-factor/recovery-codes': jsonResponse({ recoveryCodes: RECOVERY_CODES }),
    });
    const { onTurnedOnOrOff, user } = renderCard();

    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(await within(section).findByText(/· 3 recovery codes left$/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recovery codes' });
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await user.type(input('Authentication code'), 'abcd-efgh-jkmn-pqrs');
    await user.click(within(dialog).getByRole('button', { name: 'Create new codes' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(await requestsTo(fetchMock, 'POST /api/auth/two-factor/recovery-codes')[0].json()).toEqual({ code: 'abcd-efgh-jkmn-pqrs' });
    expect(onTurnedOnOrOff).not.toHaveBeenCalled();
  });

  it('sets it up again with the password and a code of the current app', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/two-factor': on,
      'POST /api/auth/two-factor/setup': jsonResponse({ secret: SECRET, otpauthUrl: 'otpauth://totp/x', qrCode: QR_CODE }),
    });
    const { user } = renderCard();

    await user.click(await screen.findByRole('button', { name: 'Set up again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor sign-in again' });
    await user.type(input('Password'), 'correct horse');
    await user.type(input('Authentication code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(await requestsTo(fetchMock, 'POST /api/auth/two-factor/setup')[0].json()).toEqual({ password: 'correct horse', code: '654321' });
  });

  it('turns it off with the password and a code', async () => {
    let status: object = on;
    const fetchMock = mockFetch({
      'GET /api/auth/two-factor': () => jsonResponse(status),
      'DELETE /api/auth/two-factor': () => {
        status = off;
        return new Response(null, { status: 204 });
      },
    });
    const { onTurnedOnOrOff, user } = renderCard();

    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expectFieldError(input('Password'), 'Password is required');
    expectFieldError(input('Authentication code'), 'Authentication code is required');

    await user.type(input('Password'), 'correct horse');
    await user.type(input('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off two-factor sign-in' }));

    expect(await screen.findByText('Two-factor sign-in is off')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(onTurnedOnOrOff).toHaveBeenCalledTimes(1);
    expect(await requestsTo(fetchMock, 'DELETE /api/auth/two-factor')[0].json()).toEqual({ password: 'correct horse', code: '123456' });
  });
});
