import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { countryCodes } from '@platform/core';
import { brandDetails } from '../../../testing/brand-details.js';
import { installFakeApi, meAnswer, profileAnswer, success } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';
import { type } from '../testing/account-test-helpers.js';

afterEach(cleanup);

const located = (country: string) => () => success({ country, ip: '203.0.113.9', located: true, served: true });
const countrySelect = () => screen.getByLabelText<HTMLSelectElement>(/^(Country|Land)$/);
const optionLabels = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent ?? '');

/**
 * Issue 15: Country was a 2-character text field, so "Germany" was saved as "Ge". These render the
 * whole app with a 250-option select (slow on a loaded two-core machine: a longer test timeout).
 */
describe('the country picker (address details, profile, KYC)', () => {
  it('lists the ISO countries by name in the interface language, sorted, defaults to the IP country and saves its code', async () => {
    const api = installFakeApi({
      'GET /users/me': () => meAnswer({ country: '', city: '', address1: '', zipCode: '', dateOfBirth: '' }),
      'GET /locate': located('AT'),
      'PATCH /users/edit': () => profileAnswer({ country: 'DE' }),
      'POST /users/onboarding': () => success({ onboarded: true }),
    });
    await renderApp('/register/address_details?lang=de', { details: brandDetails({ active_locales: ['en', 'de'] }) });
    await screen.findByRole('heading', { name: 'Adresse' });
    const select = countrySelect();
    expect(select.tagName).toBe('SELECT');
    await waitFor(() => expect(select.value).toBe('AT'));
    const labels = optionLabels(select);
    expect(labels[0]).toBe('Land auswählen');
    expect(labels).toHaveLength(countryCodes.length + 1);
    expect(labels).toContain('Deutschland');
    expect(labels.slice(1)).toEqual([...labels.slice(1)].sort(new Intl.Collator('de').compare));
    expect(select.selectedOptions[0]?.textContent).toBe('Österreich');

    fireEvent.change(select, { target: { value: 'DE' } });
    type('Geburtsdatum', '1990-01-31');
    type('Straße', '1 Analytical Street');
    type('Stadt', 'Berlin');
    type('Bundesland/Region', 'Berlin');
    type('Postleitzahl', '10115');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.route === 'PATCH /users/edit')?.body).toMatchObject({ country: 'DE' }),
    );
  }, 15_000);

  it('keeps the saved country, and replaces a free-text one saved before the picker with the IP country', async () => {
    installFakeApi({ 'GET /users/me': () => meAnswer({ country: 'GB' }), 'GET /locate': located('DE') });
    await renderApp('/profile', { details: brandDetails() });
    await screen.findByLabelText('Country');
    await waitFor(() => expect(countrySelect().value).toBe('GB'));
    expect(countrySelect().selectedOptions[0]?.textContent).toBe('United Kingdom');
    cleanup();
    installFakeApi({ 'GET /users/me': () => meAnswer({ country: 'Ge' }), 'GET /locate': located('DE') });
    await renderApp('/profile', { details: brandDetails() });
    await screen.findByLabelText('Country');
    await waitFor(() => expect(countrySelect().value).toBe('DE'));
  }, 15_000);
});
