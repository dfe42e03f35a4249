import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { failure, installFakeApi, meAnswer, success } from '../../../testing/fake-api.js';
import { expectDesignSystemTable } from '../../../testing/design-system-table.js';
import { setUpAccountScreenTests, stepUpRequired } from '../testing/account-screen-tests.js';

/** Account screens: profile#security: the authenticator app, sessions and login activity, two-factor settings (shared set-up: ../testing/account-screen-tests.ts). */
setUpAccountScreenTests();

describe('profile#security', () => {
  it('sets up the authenticator app after a step-up: QR code, key, confirmation, recovery codes once', async () => {
    let steppedUp = false;
    let active = false;
    const api = installFakeApi({
      'GET /users/me': () => meAnswer(),
      'GET /users/totp': () =>
        success({ status: active ? 'active' : 'off', confirmed_at: null, recovery_codes_left: 0 }),
      'GET /users/sessions': () => success({ sessions: [] }),
      'GET /users/loginActivity': () => success({ events: [], next_before: null }),
      'POST /users/reauthenticate': ({ body }) => {
        if ((body as { password?: string }).password !== 'my-password') {
          return failure(400, 'request_failed', {
            password: 'You have entered an invalid password, Please try again.',
          });
        }
        steppedUp = true;
        return success({ step_up_until: new Date(Date.now() + 600_000).toISOString() });
      },
      'POST /users/totp/setup': () =>
        steppedUp
          ? success({
              secret: 'JBSWY3DPEHPK3PXP',
              otpauth_uri: 'otpauth://totp/Demo:ada?secret=JBSWY3DPEHPK3PXP',
              qr_text: 'otpauth://totp/Demo:ada?secret=JBSWY3DPEHPK3PXP',
              issuer: 'Demo',
              account_name: 'ada@example.com',
              algorithm: 'SHA1',
              digits: 6,
              period: 30,
            })
          : stepUpRequired(),
      'POST /users/totp/confirm': () => {
        active = true;
        return success({
          status: 'active',
          recovery_codes: ['aaaaa-11111', 'bbbbb-22222'],
          OTPLogin: 1,
          channel: 'totp',
        });
      },
    });
    await renderApp('/profile#security', { details: brandDetails() });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up the authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('You have entered an invalid password, Please try again.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'my-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const totpSection = screen.getByRole('heading', { name: 'Authenticator app' }).parentElement!;
    fireEvent.change(within(totpSection).getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(within(totpSection).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaaa-11111', 'bbbbb-22222']);
    expect(await screen.findByText('The authenticator app is on.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(api.calls.find((call) => call.route === 'POST /users/totp/confirm')?.body).toEqual({ code: '123456' });
  });

  it('lists active sessions with "End session" and the login activity with time, IP, country and device', async () => {
    let sessions = [
      {
        id: 'ses_current',
        created_at: '2026-11-22T07:00:00Z',
        last_seen_at: '2026-11-22T07:30:00Z',
        expires_at: '',
        ip: '127.0.0.1',
        country: 'GB',
        device: 'Chrome on Linux',
        current: true,
      },
      {
        id: 'ses_other',
        created_at: '2026-11-21T07:00:00Z',
        last_seen_at: '2026-11-21T07:30:00Z',
        expires_at: '',
        ip: '203.0.113.9',
        country: 'DE',
        device: 'Safari on iOS',
        current: false,
      },
    ];
    const api = installFakeApi({
      'GET /users/me': () => meAnswer(),
      'GET /users/totp': () => success({ status: 'off', confirmed_at: null, recovery_codes_left: 0 }),
      'GET /users/sessions': () => success({ sessions }),
      'DELETE /users/sessions/{id}': ({ path }) => {
        sessions = sessions.filter((session) => !path.endsWith(session.id));
        return success({ ended: true });
      },
      'GET /users/loginActivity': ({ query }) =>
        query.get('before') === null
          ? success({
              events: [
                {
                  id: '2',
                  time: '2026-11-22T07:00:00Z',
                  ip: '127.0.0.1',
                  country: null,
                  device: 'Chrome on Linux',
                  outcome: 'success',
                },
              ],
              next_before: '2',
            })
          : success({
              events: [
                {
                  id: '1',
                  time: '2026-11-20T07:00:00Z',
                  ip: '198.51.100.7',
                  country: 'FR',
                  device: 'Firefox on Windows',
                  outcome: 'wrong_password',
                },
              ],
              next_before: null,
            }),
    });
    await renderApp('/profile#security', { details: brandDetails() });
    const sessionsSection = (await screen.findByRole('heading', { name: 'Active sessions' })).parentElement!;
    await within(sessionsSection).findByText('Safari on iOS');
    expectDesignSystemTable(within(sessionsSection).getByRole('table', { name: 'Active sessions' }));
    expect(within(sessionsSection).getByText('This device')).toBeTruthy();
    fireEvent.click(within(sessionsSection).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(within(sessionsSection).queryByText('Safari on iOS')).toBeNull());
    expect(api.calls.map((call) => call.route)).toContain('DELETE /users/sessions/ses_other');

    const activity = screen.getByRole('heading', { name: 'Login activity' }).parentElement!;
    const firstRow = (await within(activity).findByText('Chrome on Linux')).closest('tr')!;
    expectDesignSystemTable(within(activity).getByRole('table', { name: 'Login activity' }));
    expect(within(firstRow).getByText('127.0.0.1')).toBeTruthy();
    expect(within(firstRow).getByText('Unknown')).toBeTruthy();
    fireEvent.click(within(activity).getByRole('button', { name: 'Load more' }));
    const older = (await within(activity).findByText('Firefox on Windows')).closest('tr')!;
    expect(within(older).getByText('198.51.100.7')).toBeTruthy();
    expect(within(older).getByText('FR')).toBeTruthy();
    expect(within(activity).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('saves the two-factor settings behind a step-up', async () => {
    let steppedUp = false;
    const api = installFakeApi({
      'GET /users/me': () => meAnswer(),
      'GET /users/totp': () => success({ status: 'off', confirmed_at: null, recovery_codes_left: 0 }),
      'GET /users/sessions': () => success({ sessions: [] }),
      'GET /users/loginActivity': () => success({ events: [], next_before: null }),
      'POST /users/reauthenticate': () => {
        steppedUp = true;
        return success({ step_up_until: '' });
      },
      'PATCH /users/changeOTP': ({ body }) => (steppedUp ? success(body) : stepUpRequired()),
    });
    await renderApp('/profile#security', { details: brandDetails() });
    fireEvent.click(await screen.findByLabelText('Ask for a code when I sign in'));
    fireEvent.click(screen.getByRole('button', { name: 'Save two-factor settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter your password or a code.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Or a two-factor code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Two-factor settings saved. Withdrawals are locked for 24 hours.')).toBeTruthy();
    expect(api.calls.filter((call) => call.route === 'PATCH /users/changeOTP').at(-1)?.body).toEqual({
      OTPLogin: 1,
      OTPWithdrawal: 0,
      channel: 'email',
    });
    expect(api.calls.find((call) => call.route === 'POST /users/reauthenticate')?.body).toEqual({ code: '123456' });
  });
});
