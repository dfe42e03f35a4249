import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import { WidgetApp } from './widget-app.js';
import { loadTexts, resolveLocale } from '../i18n/texts.js';
import { syncLocation } from '../router/location-store.js';
import { FakeMerchantServer, awaitingPayment, paymentQuery } from '../testing/fake-merchant-server.js';

function goTo(url: string) {
  window.history.replaceState(null, '', url);
  syncLocation();
}

/** Opens the iframe at `url` with the texts of its language loaded (as they are before it shows anything). */
async function open(url: string) {
  goTo(url);
  await loadTexts(resolveLocale(window.location.search, document.cookie).locale);
  return render(<WidgetApp />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'locale=; max-age=0; path=/';
});

describe('widget iframe', () => {
  it('rejects a payment page without merchant_id and transaction_id (spec §5 wording)', async () => {
    const server = new FakeMerchantServer(awaitingPayment());
    vi.stubGlobal('fetch', server.fetch);
    await open('/widget/payment?merchant_id=m_1');
    expect(screen.getByRole('alert').textContent).toBe(
      'Merchant not recognized or Session Expired Please Make another transaction.',
    );
    expect(server.requests).toEqual([]);
  });

  it('shows the guard message in the language of ?lang= and 404s an unknown language or path', async () => {
    await open('/widget/home?lang=de');
    expect(screen.getByRole('alert').textContent).toContain('Händler nicht erkannt');
    cleanup();
    await open('/widget/home?lang=xx&merchant_id=m_1&transaction_id=tx_9');
    expect(screen.getByText('This page could not be found.')).toBeTruthy();
    cleanup();
    await open('/widget/nowhere?merchant_id=m_1&transaction_id=tx_9');
    expect(screen.getByText('This page could not be found.')).toBeTruthy();
  });

  it('takes the language from the locale cookie when there is no ?lang=', async () => {
    vi.stubGlobal('fetch', new FakeMerchantServer(awaitingPayment()).fetch);
    document.cookie = 'locale=es; path=/';
    await open(`/widget/${paymentQuery}`);
    expect(screen.getByText('Cargando…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Elige cómo pagar' })).toBeTruthy();
  });

  it('shows nothing until the texts of its language arrive, then that language: never English first', async () => {
    // Only English is in the bundle; Czech is a chunk this test has not loaded yet.
    goTo('/widget/home?lang=cz');
    const { container } = render(<WidgetApp />);
    expect(container.textContent).toBe('');
    const czech = allLocaleResources().cz.messages.guard.merchantNotRecognizedOrSessionExpired;
    expect((await screen.findByRole('alert')).textContent).toBe(czech);
  });
});
