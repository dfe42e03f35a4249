import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { configurationSchema } from '@platform/core';
import { FlowLayout } from './flow-layout.js';
import { flowStepOf } from './flow-steps.js';
import { loadTexts, translator } from '../i18n/texts.js';

const configuration = configurationSchema.parse({
  label_name: 'Demo Exchange',
  company_name: 'Demo Exchange Ltd',
  disclaimer: 'Crypto assets are volatile.',
  disclaimer_de: 'Krypto-Assets sind volatil.',
  terms_url: 'https://demo.example/terms',
  privacy_url: 'https://demo.example/privacy',
  api: '/api',
  mapi: '/m',
  wl_id: 1,
});

afterEach(cleanup);

describe('flow layout', () => {
  it('shows the stepper with the current step, the disclaimer, company line, terms and privacy links', () => {
    render(
      <FlowLayout
        configuration={configuration}
        locale="en"
        t={translator('en')}
        activeStep={flowStepOf('/flow/payment')}
      >
        <p>page</p>
      </FlowLayout>,
    );
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Buy Coins', '2Details', '3Payment', '4KYC']);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Crypto assets are volatile.')).toBeTruthy();
    expect(screen.getByText(/Demo Exchange Ltd All rights reserved\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe(
      'https://demo.example/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://demo.example/privacy',
    );
  });

  it('prefers the per-locale disclaimer and translates the stepper', async () => {
    await loadTexts('de');
    render(
      <FlowLayout configuration={configuration} locale="de" t={translator('de')} activeStep={flowStepOf('/flow/kyc')}>
        <p>page</p>
      </FlowLayout>,
    );
    expect(screen.getByText('Krypto-Assets sind volatil.')).toBeTruthy();
    expect(screen.queryByText('Crypto assets are volatile.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen' })).toBeTruthy();
    const current = screen.getByRole('navigation', { name: 'Kaufschritte' }).querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe('4KYC');
  });
});
