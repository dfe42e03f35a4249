import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { failure, installFakeApi, meAnswer, profileAnswer, success } from '../../../testing/fake-api.js';
import { setUpAccountScreenTests, stepUpRequired } from '../testing/account-screen-tests.js';

/** Account screens: the profile tabs, personal details and the email address change (shared set-up: ../testing/account-screen-tests.ts). */
setUpAccountScreenTests();

describe('profile tabs', () => {
  it('offers the Account Statements tab only when the brand has enable_statements on', async () => {
    installFakeApi({ 'GET /users/me': () => meAnswer() });
    await renderApp('/profile', { details: brandDetails({ enable_statements: 1 }) });
    const tabs = await screen.findByRole('navigation', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Personal details', 'Security', 'Account Statements']);
    cleanup();
    installFakeApi({ 'GET /users/me': () => meAnswer() });
    await renderApp('/profile', { details: brandDetails({ enable_statements: 0 }) });
    const without = await screen.findByRole('navigation', { name: 'Profile sections' });
    expect(
      within(without)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Personal details', 'Security']);
  });
});

describe('profile personal details', () => {
  it('validates with the spec rules and saves through PATCH /users/edit', async () => {
    const api = installFakeApi({
      'GET /users/me': () => meAnswer(),
      'PATCH /users/edit': () => profileAnswer(),
    });
    await renderApp('/profile', { details: brandDetails() });
    fireEvent.change(await screen.findByLabelText('Last Name'), { target: { value: 'L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Last Name must be at least 2 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Byron' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
    expect(api.calls.find((call) => call.route === 'PATCH /users/edit')?.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      city: 'London',
    });
  });
});

describe('profile: changing the email address', () => {
  it('asks for a step-up, then the code sent to the new address, and shows the new address', async () => {
    let steppedUp = false;
    let email = 'ada@example.com';
    const api = installFakeApi({
      'GET /users/me': () => meAnswer({ email }),
      'POST /users/reauthenticate': () => {
        steppedUp = true;
        return success({ step_up_until: '' });
      },
      'PATCH /users/changeEmail': () =>
        steppedUp ? success({ sent: true, email: 'new@example.com' }) : stepUpRequired(),
      'POST /verify/verifyOTP': ({ body }) => {
        if ((body as { code: string }).code !== '123456') {
          return failure(400, 'request_failed', { code: 'You have entered an invalid code, Please try again.' });
        }
        email = 'new@example.com';
        return success({ verified: 'email_change', email_verified: true });
      },
    });
    await renderApp('/profile', { details: brandDetails() });
    const section = (await screen.findByRole('heading', { name: 'Change email address' })).parentElement!;
    fireEvent.change(within(section).getByLabelText('New email address'), { target: { value: 'nope' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send a code' }));
    expect(await within(section).findByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('New email address'), { target: { value: 'New@Example.com' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send a code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'my-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(section).findByText('Enter the code we sent to new@example.com.')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Verify' }));
    expect(await within(section).findByText('You have entered an invalid code, Please try again.')).toBeTruthy();
    fireEvent.change(within(section).getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Verify' }));
    expect(await within(section).findByText('Your email address was changed.')).toBeTruthy();
    expect(await screen.findByText('Email: new@example.com')).toBeTruthy();
    expect(api.calls.filter((call) => call.route === 'PATCH /users/changeEmail').at(-1)?.body).toEqual({
      email: 'new@example.com',
    });
    expect(api.calls.filter((call) => call.route === 'POST /verify/verifyOTP').at(-1)?.body).toEqual({
      type: 'email_change',
      code: '123456',
    });
  });
});
