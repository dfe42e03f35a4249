import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { failure, installFakeApi, meAnswer, profileAnswer, success } from '../../../testing/fake-api.js';
import { useSessionStore } from '../../../stores/session-store.js';
import { invalidCode, signedOut, type } from '../testing/account-test-helpers.js';

afterEach(() => {
  cleanup();
  useSessionStore.getState().reset();
});

const attemptAnswer = (token: string) => success({ reg_token: token, reg_token_id: token, expires_in_seconds: 1800 });

function fillPersonalDetails() {
  type('First Name', 'Ada');
  type('Last Name', 'Lovelace');
  type('Email', 'Ada@Example.com');
  type('Mobile Number', '+44 7700 900123');
  type('Password', 'analytical-engine');
  type('Confirm Password', 'analytical-engine');
}

describe('register (classic, spec §5)', () => {
  it('shows every field message of spec §5 and sends nothing', async () => {
    const api = installFakeApi({ 'GET /users/me': signedOut });
    await renderApp('/register', { details: brandDetails({ registration_new_flow: 0 }) });
    await screen.findByRole('heading', { name: 'Create your account' });
    type('First Name', 'A');
    type('Mobile Number', '12');
    type('Password', 'short');
    type('Confirm Password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Last Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('not a valid mobile number')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(api.calls.some((call) => call.route === 'POST /users/register')).toBe(false);
    fillPersonalDetails();
    type('Confirm Password', 'analytical-engine!');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(api.calls.some((call) => call.route === 'POST /users/register')).toBe(false);
  });

  it('registers, and the login gate sends the new user to /verification', async () => {
    let registered = false;
    const api = installFakeApi({
      'GET /users/me': () => (registered ? meAnswer({ emailVerification: 0, phoneVerification: 0 }) : signedOut()),
      'POST /users/register': () => {
        registered = true;
        return success({ user_token: 'opaque', session_key: 'ses_1' });
      },
    });
    const { router } = await renderApp('/register', { details: brandDetails({ registration_new_flow: 0 }) });
    await screen.findByRole('heading', { name: 'Create your account' });
    fillPersonalDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Verify your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verification');
    expect(api.calls.find((call) => call.route === 'POST /users/register')?.body).toMatchObject({
      email: 'ada@example.com',
      mobile: '+447700900123',
    });
  });

  it('a duplicate email is a clear error', async () => {
    installFakeApi({
      'GET /users/me': signedOut,
      'POST /users/register': () =>
        failure(409, 'conflict', { email: 'An account with this email address exists already.' }),
    });
    await renderApp('/register', { details: brandDetails({ registration_new_flow: 0 }) });
    await screen.findByRole('heading', { name: 'Create your account' });
    fillPersonalDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email address exists already.');
  });

  it('goes to register/personal_details when the brand uses the new flow', async () => {
    installFakeApi({ 'GET /users/me': signedOut });
    const { router } = await renderApp('/register', { details: brandDetails({ registration_new_flow: 1 }) });
    await screen.findByRole('heading', { name: 'Personal details' });
    expect(router.state.location.pathname).toBe('/register/personal_details');
  });
});

describe('new registration flow (spec §2, §5, §6)', () => {
  it('personal details → email and SMS codes with resend → address details → onboarding', async () => {
    let created = false;
    let addressDone = false;
    const api = installFakeApi({
      'GET /users/me': () =>
        !created
          ? signedOut()
          : meAnswer(
              addressDone ? {} : { address1: '', city: '', state: '', dateOfBirth: null, country: '', zipCode: '' },
            ),
      'POST /users/registrationAttempt': () => attemptAnswer('reg_opaque_token'),
      'POST /verify/resendOTP': () =>
        success({ sent: true, message: 'A new sms verification code was sent to your mobile' }),
      'POST /verify/verifyOTP': ({ body }) => {
        const { code, type: channel } = body as { code: string; type: string };
        if (code !== (channel === 'email' ? '111111' : '222222')) return invalidCode();
        if (channel === 'sms') created = true;
        return success({ verified: channel });
      },
      'PATCH /users/edit': () => profileAnswer(),
      'POST /users/onboarding': () => {
        addressDone = true;
        return success({ onboarded: true });
      },
    });
    const { router } = await renderApp('/register/personal_details', {
      details: brandDetails({ registration_new_flow: 1 }),
    });
    await screen.findByRole('heading', { name: 'Personal details' });
    fillPersonalDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Verify your email and mobile' });
    const emailSection = screen.getByRole('heading', { name: 'Email code' }).parentElement!;
    const smsSection = screen.getByRole('heading', { name: 'SMS code' }).parentElement!;
    fireEvent.click(within(smsSection).getByRole('button', { name: 'Resend SMS code' }));
    expect(await within(smsSection).findByText('A new sms verification code was sent to your mobile')).toBeTruthy();
    fireEvent.change(within(emailSection).getByLabelText('Email code'), { target: { value: '999999' } });
    fireEvent.click(within(emailSection).getByRole('button', { name: 'Verify' }));
    expect(await within(emailSection).findByText('You have entered an invalid code, Please try again.')).toBeTruthy();
    fireEvent.change(within(emailSection).getByLabelText('Email code'), { target: { value: '111111' } });
    fireEvent.click(within(emailSection).getByRole('button', { name: 'Verify' }));
    expect(await within(emailSection).findByText('Verified')).toBeTruthy();
    fireEvent.change(within(smsSection).getByLabelText('SMS code'), { target: { value: '222222' } });
    fireEvent.click(within(smsSection).getByRole('button', { name: 'Verify' }));

    await screen.findByRole('heading', { name: 'Address details' });
    expect(router.state.location.pathname).toBe('/register/address_details');
    for (const call of api.calls.filter((entry) => entry.route.startsWith('POST /verify/'))) {
      expect(call.body).toMatchObject({ reg_token_id: 'reg_opaque_token' });
    }

    type('City', 'Lo');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('City must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Date Of Birth is required')).toBeTruthy();
    expect(screen.getByText('Street Name is required')).toBeTruthy();
    expect(screen.getByText('Zip Code is required')).toBeTruthy();
    expect(screen.getByText('State is required')).toBeTruthy();
    expect(screen.getByText('Country is required')).toBeTruthy();

    type('Date Of Birth', '1990-01-31');
    type('Street Name', '1 Analytical Street');
    type('City', 'London');
    type('State/Province', 'Greater London');
    type('Zip Code', 'N1 9GU');
    type('Country', 'GB');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Welcome aboard' });
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(api.calls.find((call) => call.route === 'PATCH /users/edit')?.body).toEqual({
      address1: '1 Analytical Street',
      address2: '',
      city: 'London',
      state: 'Greater London',
      zipCode: 'N1 9GU',
      country: 'GB',
      dateOfBirth: '1990-01-31',
    });
    fireEvent.click(screen.getByRole('link', { name: 'Go to your wallets' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallets'));
  });

  it("an expired registration token shows the spec's message", async () => {
    installFakeApi({
      'GET /users/me': signedOut,
      'POST /users/registrationAttempt': () => attemptAnswer('reg_old'),
      'POST /verify/verifyOTP': () => failure(400, 'request_failed', { reg_token_id: 'Registration token Expired!' }),
    });
    await renderApp('/register/personal_details?lang=es', {
      details: brandDetails({ registration_new_flow: 1, active_locales: ['en', 'es'] }),
    });
    await screen.findByRole('heading', { name: 'Datos personales' });
    type('Nombre', 'Ada');
    type('Apellido', 'Lovelace');
    type('Correo electrónico', 'ada@example.com');
    type('Número de móvil', '+447700900123');
    type('Contraseña', 'analytical-engine');
    type('Confirmar contraseña', 'analytical-engine');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const emailSection = (await screen.findByRole('heading', { name: 'Código del correo' })).parentElement!;
    fireEvent.change(within(emailSection).getByLabelText('Código del correo'), { target: { value: '111111' } });
    fireEvent.click(within(emailSection).getByRole('button', { name: 'Verificar' }));
    expect(await within(emailSection).findByText('¡El token de registro ha caducado!')).toBeTruthy();
  });
});
