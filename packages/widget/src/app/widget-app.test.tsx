import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { WidgetApp } from './widget-app.js';
import { syncLocation } from '../router/location-store.js';

function open(url: string) {
  window.history.replaceState(null, '', url);
  syncLocation();
  return render(<WidgetApp />);
}

afterEach(() => {
  cleanup();
  document.cookie = 'locale=; max-age=0; path=/';
});

describe('widget iframe', () => {
  it('rejects a payment page without merchant_id and transaction_id (spec §5 wording)', () => {
    open('/widget/payment?merchant_id=m_1');
    expect(screen.getByRole('alert').textContent).toBe(
      'Merchant not recognized or Session Expired Please Make another transaction.',
    );
  });

  it('passes the guard with both ids and says honestly that payments are not available yet', () => {
    open('/widget/payment?merchant_id=m_1&transaction_id=tx_9');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('This part of the platform is not available yet.');
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

  it('takes the language from the locale cookie when there is no ?lang=', () => {
    document.cookie = 'locale=es; path=/';
    open('/widget/?merchant_id=m_1&transaction_id=tx_9');
    expect(screen.getByRole('status').textContent).toBe('Esta parte de la plataforma aún no está disponible.');
  });
});
