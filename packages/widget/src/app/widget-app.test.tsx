import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { WidgetApp } from './widget-app.js';
import { syncLocation } from '../router/location-store.js';
import { FakeMerchantServer, awaitingPayment, paymentQuery } from '../testing/fake-merchant-server.js';

function open(url: string) {
  window.history.replaceState(null, '', url);
  syncLocation();
  return render(<WidgetApp />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'locale=; max-age=0; path=/';
});

describe('widget iframe', () => {
  it('rejects a payment page without merchant_id and transaction_id (spec §5 wording)', () => {
    const server = new FakeMerchantServer(awaitingPayment());
    vi.stubGlobal('fetch', server.fetch);
    open('/widget/payment?merchant_id=m_1');
    expect(screen.getByRole('alert').textContent).toBe(
      'Merchant not recognized or Session Expired Please Make another transaction.',
    );
    expect(server.requests).toEqual([]);
  });

  it('shows the guard message in the language of ?lang= and 404s an unknown language or path', () => {
    open('/widget/home?lang=de');
    expect(screen.getByRole('alert').textContent).toContain('Händler nicht erkannt');
    cleanup();
    open('/widget/home?lang=xx&merchant_id=m_1&transaction_id=tx_9');
    expect(screen.getByText('This page could not be found.')).toBeTruthy();
    cleanup();
    open('/widget/nowhere?merchant_id=m_1&transaction_id=tx_9');
    expect(screen.getByText('This page could not be found.')).toBeTruthy();
  });

  it('takes the language from the locale cookie when there is no ?lang=', async () => {
    vi.stubGlobal('fetch', new FakeMerchantServer(awaitingPayment()).fetch);
    document.cookie = 'locale=es; path=/';
    open(`/widget/${paymentQuery}`);
    expect(screen.getByText('Cargando…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Elige cómo pagar' })).toBeTruthy();
  });
});
