import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { failure, installFakeApi, meAnswer, success } from '../../../testing/fake-api.js';
import { useSessionStore } from '../../../stores/session-store.js';
import { invalidCode, signedOut, type } from '../testing/account-test-helpers.js';

afterEach(() => {
  cleanup();
  useSessionStore.getState().reset();
});

describe('verification (email and mobile codes)', () => {
  it('verifies the email, resends the SMS code, changes the mobile number', async () => {
    let emailVerified = 0;
    let mobile = '+447700900123';
    const api = installFakeApi({
      'GET /users/me': () => meAnswer({ emailVerification: emailVerified, phoneVerification: 0, mobile }),
      'POST /verify/verifyOTP': ({ body }) => {
        if ((body as { code: string }).code !== '123456') return invalidCode();
        emailVerified = 1;
        return success({ verified: 'email' });
      },
      'POST /verify/resend': () =>
        success({ sent: true, message: 'A new sms verification code was sent to your mobile' }),
      'PATCH /verify/resetMobileCode/{id}': ({ body }) => {
        mobile = (body as { mobile: string }).mobile;
        return success({ sent: true, message: 'A new sms verification code was sent to your mobile' });
      },
    });
    await renderApp('/verification', { details: brandDetails() });
    const email = (await screen.findByRole('heading', { name: 'Email' })).parentElement!;
    fireEvent.change(within(email).getByLabelText('Email code'), { target: { value: '000000' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Verify' }));
    expect(await within(email).findByText('You have entered an invalid code, Please try again.')).toBeTruthy();
    fireEvent.change(within(email).getByLabelText('Email code'), { target: { value: '123456' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your email address is verified.')).toBeTruthy();

    const sms = screen.getByRole('heading', { name: 'Mobile' }).parentElement!;
    fireEvent.click(within(sms).getByRole('button', { name: 'Resend SMS code' }));
    expect(await within(sms).findByText('A new sms verification code was sent to your mobile')).toBeTruthy();
    expect(api.calls.find((call) => call.route === 'POST /verify/resend')?.body).toEqual({ type: 'sms' });

    fireEvent.click(screen.getByRole('button', { name: 'Change mobile number' }));
    type('New mobile number', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Send a code to this number' }));
    expect(await screen.findByText('not a valid mobile number')).toBeTruthy();
    type('New mobile number', '+447700900999');
    fireEvent.click(screen.getByRole('button', { name: 'Send a code to this number' }));
    expect(await screen.findByText('Enter the code we sent to +447700900999.')).toBeTruthy();
    expect(api.calls.find((call) => call.route.startsWith('PATCH /verify/resetMobileCode/'))?.route).toBe(
      'PATCH /verify/resetMobileCode/usr_test1',
    );
  });
});

describe('double-auth (spec §4)', () => {
  it('takes the emailed login code and goes on to the wallets', async () => {
    let verified = false;
    const api = installFakeApi({
      'GET /users/me': () => meAnswer({ OTPLogin: 1, verifications: { OTPLogin: verified ? 'verified' : 'sent' } }),
      'POST /verify/verifyOTP': ({ body }) => {
        if ((body as { code: string }).code !== '123456') return invalidCode();
        verified = true;
        return success({ verified: 'login' });
      },
    });
    const { router } = await renderApp('/double-auth', { details: brandDetails() });
    expect(await screen.findByText('Enter the code we sent to your email address.')).toBeTruthy();
    type('Code', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('You have entered an invalid code, Please try again.')).toBeTruthy();
    type('Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallets'));
    expect(api.calls.filter((call) => call.route === 'POST /verify/verifyOTP').at(-1)?.body).toEqual({
      type: 'login',
      code: '123456',
    });
  });

  it('asks for the authenticator code and accepts a recovery code instead', async () => {
    const api = installFakeApi({
      'GET /users/me': () => meAnswer({ OTPLogin: 1, otp_channel: 'totp', verifications: { OTPLogin: 'sent' } }),
      'POST /verify/verifyOTP': () => invalidCode(),
    });
    await renderApp('/double-auth', { details: brandDetails() });
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    type('Recovery code', 'not a code');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter a recovery code as it was shown to you.')).toBeTruthy();
    type('Recovery code', 'abcde-12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('You have entered an invalid code, Please try again.');
    expect(api.calls.at(-1)?.body).toEqual({ type: 'login', code: 'abcde-12345' });
  });
});

describe('forget-password', () => {
  it("says a reset link was sent (issue 15: not 'A new password sent to you'), or the spec's message for an unknown address", async () => {
    installFakeApi({
      'GET /users/me': signedOut,
      'POST /users/forgetPassword': ({ body }) =>
        (body as { email: string }).email === 'ada@example.com'
          ? success({ message: 'We sent a link to reset your password to your email address.' })
          : failure(404, 'not_found', { email: "The email address that you've entered doesn't exists." }),
    });
    await renderApp('/forget-password', { details: brandDetails() });
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    type('Email', 'nobody@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("The email address that you've entered doesn't exists.")).toBeTruthy();
    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'We sent a link to reset your password to ada@example.com. It works once, within 30 minutes.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('A new password sent to you')).toBeNull();
  });

  it('says it in the interface language', async () => {
    installFakeApi({ 'GET /users/me': signedOut, 'POST /users/forgetPassword': () => success({ message: 'sent' }) });
    await renderApp('/forget-password?lang=de', { details: brandDetails({ active_locales: ['en', 'de'] }) });
    // The German texts are a chunk of their own: wait for them, not just for the form.
    const send = await screen.findByRole('button', { name: 'Senden' });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ada@example.com' } });
    fireEvent.click(send);
    expect(
      await screen.findByText(
        'Wir haben einen Link zum Zurücksetzen Ihres Passworts an ada@example.com gesendet. Er funktioniert einmal, innerhalb von 30 Minuten.',
      ),
    ).toBeTruthy();
  });

  it('sets a new password from the emailed link', async () => {
    const api = installFakeApi({
      'GET /users/me': signedOut,
      'POST /users/resetPassword': () => success({ message: 'Your password was changed. Please log in.' }),
    });
    await renderApp('/forget-password?token=reset_abc', { details: brandDetails() });
    await screen.findByRole('heading', { name: 'Set a new password' });
    type('New password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    type('New password', 'a-much-longer-one');
    type('Confirm Password', 'a-much-longer-one');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password was changed. Please sign in.')).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({
      token: 'reset_abc',
      password: 'a-much-longer-one',
      confirm_password: 'a-much-longer-one',
    });
  });
});

describe('change-password', () => {
  it('refuses a wrong current password with the spec message, then changes it', async () => {
    installFakeApi({
      'GET /users/me': () => meAnswer(),
      'PATCH /users/changePassword': ({ body }) =>
        (body as { current_password: string }).current_password === 'old-password'
          ? success({ message: 'Your password was changed.' })
          : failure(400, 'request_failed', {
              current_password: 'You have entered an invalid password, Please try again.',
            }),
    });
    await renderApp('/change-password', { details: brandDetails() });
    await screen.findByRole('heading', { name: 'Change password' });
    type('Current password', 'wrong');
    type('New password', 'new-password-1');
    type('Confirm Password', 'new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('You have entered an invalid password, Please try again.')).toBeTruthy();
    type('Current password', 'old-password');
    type('New password', 'new-password-1');
    type('Confirm Password', 'new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password was changed\./)).toBeTruthy();
  });
});
