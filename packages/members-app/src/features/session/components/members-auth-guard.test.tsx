import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { failure, installFakeApi, meAnswer, success } from '../../../testing/fake-api.js';
import { useSessionStore } from '../../../stores/session-store.js';
import { currentUserPollingMs } from '../../../lib/session/get-current-user.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useSessionStore.getState().reset();
});

const unauthorized = () => failure(401, 'unauthorized', { session_key: 'unauthorized' });
const invalidSession = () => failure(401, 'invalid_session', { session_key: 'invalid_session' });

describe('members auth guard (spec §4)', () => {
  it('sends a visitor without a session to /login', async () => {
    installFakeApi({ 'GET /users/me': unauthorized });
    const { router } = await renderApp('/profile', { details: brandDetails() });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a user with OTPLogin on and the code only sent to /double-auth', async () => {
    installFakeApi({ 'GET /users/me': () => meAnswer({ OTPLogin: 1, verifications: { OTPLogin: 'sent' } }) });
    const { router } = await renderApp('/profile', { details: brandDetails() });
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/double-auth');
  });

  it('sends a user with an unverified mobile to /verification with the spec message', async () => {
    installFakeApi({ 'GET /users/me': () => meAnswer({ phoneVerification: 0 }) });
    const { router } = await renderApp('/wallets', { details: brandDetails() });
    expect(await screen.findByText('Please Verify Your Mobile And Email')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verification');
  });

  it('sends an expired password to /change-password and says why', async () => {
    installFakeApi({
      'GET /users/me': () => failure(400, 'request_failed', { me: 'expired_password' }),
    });
    const { router } = await renderApp('/wallets', { details: brandDetails() });
    expect(await screen.findByText('Your password has expired. Please choose a new one.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/change-password');
  });

  it('clears the session and goes to /login when the first lookup fails', async () => {
    const api = installFakeApi({
      'GET /users/me': invalidSession,
      'POST /users/logout': () => success({ logged_out: true }),
    });
    const { router } = await renderApp('/profile', { details: brandDetails() });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls.map((call) => call.route)).toContain('POST /users/logout');
  });
});

describe('Session Timeout modal (spec §2, §8)', () => {
  it('polls GET /users/me every 10 s and shows the modal when the session was replaced; Login goes to /login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let replaced = false;
    const api = installFakeApi({
      'GET /users/me': () => (replaced ? invalidSession() : meAnswer()),
      'POST /users/logout': () => success({ logged_out: true }),
    });
    const { router } = await renderApp('/profile', { details: brandDetails() });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    const before = api.calls.filter((call) => call.route === 'GET /users/me').length;
    replaced = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(currentUserPollingMs);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Session Timeout' });
    expect(api.calls.filter((call) => call.route === 'GET /users/me').length).toBeGreaterThan(before);
    expect(
      within(dialog).getByText('You are logged in on other devices or browsers. Please login again.'),
    ).toBeTruthy();
    expect(api.calls.map((call) => call.route)).toContain('POST /users/logout');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('members header (spec §2)', () => {
  it('shows the initials and account number, the dropdown from core rules, and signs out', async () => {
    const api = installFakeApi({
      'GET /users/me': () =>
        meAnswer({ permissions: { send: '1', withdrawal: '1', fiat_withdrawals: '0', widget: '1' } }),
      'POST /users/logout': () => success({ logged_out: true }),
    });
    const { router } = await renderApp('/profile', {
      details: brandDetails({ enable_statements: 1, enable_widget: 1 }),
    });
    const toggle = await screen.findByRole('button', { name: /^Account menu/ });
    expect(toggle.textContent).toContain('AL');
    expect(toggle.textContent).toContain('10000001');
    // A menu button (Radix DropdownMenu): the keyboard opens it, its entries are menu items.
    fireEvent.keyDown(toggle, { key: 'Enter' });
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    expect(within(menu).getByText('Account number: 10000001')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.tagName, item.textContent]),
    ).toEqual([
      ['A', 'Withdraw Fiat'],
      ['A', 'View Profile'],
      ['A', 'Verify Account'],
      ['A', 'Security Settings'],
      ['A', 'Account Statements'],
      ['A', 'Widget Settings'],
      ['A', 'Transactions'],
      ['DIV', 'Sign out'],
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls.map((call) => call.route)).toContain('POST /users/logout');
  });

  it('renders stored names as text, never as HTML', async () => {
    installFakeApi({ 'GET /users/me': () => meAnswer({ firstName: '<img src=x onerror=alert(1)>' }) });
    await renderApp('/profile', { details: brandDetails() });
    const input = await screen.findByLabelText('First Name');
    expect((input as HTMLInputElement).value).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('route change (spec §4)', () => {
  it('hides an open modal and its backdrop when the user moves to another members page', async () => {
    installFakeApi({
      'GET /users/me': () => meAnswer(),
      'GET /users/totp': () => success({ status: 'off', confirmed_at: null, recovery_codes_left: 0 }),
      'GET /users/sessions': () => success({ sessions: [] }),
      'GET /users/loginActivity': () => success({ events: [], next_before: null }),
      'PATCH /users/changeOTP': () => failure(403, 'step_up_required', { step_up: 'Confirm first.' }),
    });
    const { router } = await renderApp('/profile#security', { details: brandDetails() });
    fireEvent.click(await screen.findByRole('button', { name: 'Save two-factor settings' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm it is you' })).toBeTruthy();
    await act(async () => {
      await router.navigate('/verification');
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('modal-backdrop')).toBeNull(), { timeout: 2000 });
  });
});
