import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { failure, installFakeApi, meAnswer, success } from '../../../testing/fake-api.js';
import { useSessionStore } from '../../../stores/session-store.js';
import { signedOut, type } from '../testing/account-test-helpers.js';

afterEach(() => {
  cleanup();
  useSessionStore.getState().reset();
  document.cookie = 'regAttempt=; Max-Age=0; Path=/';
});

describe('login (spec §4, §5)', () => {
  it('shows the spec messages for an invalid email and an empty password, and sends nothing', async () => {
    const api = installFakeApi({ 'GET /users/me': signedOut });
    await renderApp('/login', { details: brandDetails() });
    await screen.findByRole('heading', { name: 'Sign in' });
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid password')).toBeTruthy();
    expect(api.calls.some((call) => call.route === 'POST /users/login')).toBe(false);
  });

  it("shows the API's wrong-password message in the interface language", async () => {
    installFakeApi({
      'GET /users/me': signedOut,
      'POST /users/login': () =>
        failure(400, 'request_failed', { password: 'You have entered an invalid password, Please try again.' }),
    });
    await renderApp('/login?lang=de', { details: brandDetails({ active_locales: ['en', 'de'] }) });
    await screen.findByRole('heading', { name: 'Anmelden' });
    type('E-Mail', 'ada@example.com');
    type('Passwort', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sie haben ein ungültiges Passwort eingegeben. Bitte versuchen Sie es erneut.',
    );
  });

  it('signs in and the login gate sends a verified user to /wallets', async () => {
    let signedIn = false;
    const api = installFakeApi({
      'GET /users/me': () => (signedIn ? meAnswer() : signedOut()),
      'POST /users/login': () => {
        signedIn = true;
        return success({ user_token: 'opaque', session_key: 'ses_1' });
      },
    });
    const { router } = await renderApp('/login', { details: brandDetails() });
    await screen.findByRole('heading', { name: 'Sign in' });
    type('Email', ' Ada@Example.com ');
    type('Password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('complementary');
    expect(router.state.location.pathname).toBe('/wallets');
    expect(api.calls.find((call) => call.route === 'POST /users/login')?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it('the gate sends an OTP user to /double-auth, and a regAttempt user to /buy clearing the cookie', async () => {
    installFakeApi({ 'GET /users/me': () => meAnswer({ OTPLogin: 1, verifications: { OTPLogin: 'sent' } }) });
    const first = await renderApp('/login', { details: brandDetails() });
    await screen.findByRole('heading', { name: 'Two-factor authentication' });
    expect(first.router.state.location.pathname).toBe('/double-auth');
    cleanup();

    document.cookie = 'regAttempt=1; Path=/';
    installFakeApi({ 'GET /users/me': () => meAnswer() });
    const second = await renderApp('/login', { details: brandDetails() });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(second.router.state.location.pathname).toBe('/buy');
    expect(document.cookie).not.toContain('regAttempt');
  });

  it('shows the region message when the visitor’s country is not served', async () => {
    installFakeApi({
      'GET /users/me': signedOut,
      'GET /locate': () => success({ country: 'US', ip: '203.0.113.9', located: true, served: false }),
    });
    await renderApp('/login', { details: brandDetails({ blocked_countries: ['US'] } as never) });
    expect(await screen.findByText('Unfortunately we do not provide our services for this region.')).toBeTruthy();
  });
});

describe('login by emailed code (login/token)', () => {
  it('asks for the email, then the code, and signs in', async () => {
    let signedIn = false;
    const api = installFakeApi({
      'GET /users/me': () => (signedIn ? meAnswer() : signedOut()),
      'POST /verify/requestOTP': () =>
        success({ sent: true, message: 'If an account exists for this email address, a login code was sent to it.' }),
      'POST /verify/verifyOTP': ({ body }) => {
        if ((body as { code: string }).code !== '123456') {
          return failure(400, 'request_failed', { code: 'You have entered an invalid code, Please try again.' });
        }
        signedIn = true;
        return success({ verified: 'login_by_email', user_token: 'opaque', session_key: 'ses_1' });
      },
    });
    const { router } = await renderApp('/login/token', { details: brandDetails() });
    await screen.findByRole('heading', { name: 'Sign in with an email code' });
    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('If an account exists for ada@example.com, a sign-in code is on its way.');
    type('Code', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Code must be 6 digits')).toBeTruthy();
    type('Code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('You have entered an invalid code, Please try again.')).toBeTruthy();
    type('Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('complementary');
    expect(router.state.location.pathname).toBe('/wallets');
    expect(api.calls.filter((call) => call.route === 'POST /verify/verifyOTP').at(-1)?.body).toEqual({
      email: 'ada@example.com',
      code: '123456',
      type: 'login_by_email',
    });
  });
});
