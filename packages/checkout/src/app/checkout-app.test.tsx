import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import { CheckoutApp } from './checkout-app.js';
import { syncLocation } from '../router/location-store.js';

const { cz } = allLocaleResources();
const configuration = {
  request_status: 1,
  request_details: {
    module: { label_name: 'Demo Exchange', company_name: 'Demo Exchange Ltd', api: '/api', mapi: '/m', wl_id: 1 },
    test_mode: true,
    meta: {},
    more: {},
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('checkout iframe', () => {
  it('shows nothing until the texts of its language arrive, then that language: never English first', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(configuration))));
    window.history.replaceState(null, '', '/flow/details?lang=cz');
    syncLocation();
    // Only English is in the bundle; Czech is a chunk this test has not loaded yet.
    const { container } = render(<CheckoutApp />);
    expect(container.textContent).toBe('');
    // The details step, reached without choosing an order first, in Czech.
    expect(await screen.findByRole('heading', { name: cz.checkout.details.title })).toBeTruthy();
    expect(screen.getByText(cz.checkout.details.startWithBuy)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: cz.app.flowSteps })).toBeTruthy();
  });
});
