import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { installMerchantFake, merchantPermissions } from '../testing/merchant-fake.js';

afterEach(cleanup);

const sidebarLinks = async () =>
  within(await screen.findByRole('complementary'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('merchant routes in the whole app (router from core routes, members layout, lazy pages)', () => {
  it.each([
    ['/generatePaymentLink', 'Payment Link'],
    ['/merchantTransactions', 'Merchant Transactions'],
    ['/merchantSettlements', 'Settlements'],
    ['/merchantSettlements/creditcards', 'Settlements'],
    ['/merchantSettlements/widget', 'Settlements'],
    ['/merchantSettlements/wire', 'Settlements'],
  ])('%s renders its page for a merchant with the spec’s permissions', async (url, heading) => {
    installMerchantFake();
    await renderApp(url, { details: brandDetails({ enable_widget: 1 }) });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(await sidebarLinks()).toEqual(
      expect.arrayContaining(['Merchant Transactions', 'Settlements', 'Payment Link']),
    );
  });

  it.each(['/generatePaymentLink', '/merchantTransactions', '/merchantSettlements/wire'])(
    '%s says "You do not have access to this page." to a user without the permissions (the sidebar hides its link)',
    async (url) => {
      installMerchantFake({}, { permissions: { send: '1', withdrawal: '0', fiat_withdrawals: '0', widget: '0' } });
      await renderApp(url, { details: brandDetails({ enable_widget: 1 }) });
      const main = within(await screen.findByRole('main'));
      expect(await main.findByRole('heading', { level: 1, name: 'You do not have access to this page.' })).toBeTruthy();
      expect(main.getByText('403')).toBeTruthy();
      expect(main.queryByText('This page could not be found.')).toBeNull();
      const links = await sidebarLinks();
      expect(links).not.toContain('Merchant Transactions');
      expect(links).not.toContain('Payment Link');
    },
  );

  it('says it in the interface language', async () => {
    installMerchantFake({}, { permissions: { send: '1', withdrawal: '0', fiat_withdrawals: '0', widget: '0' } });
    await renderApp('/merchantTransactions', { details: brandDetails({ active_locales: ['en', 'de'] }), locale: 'de' });
    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByRole('heading', { level: 1, name: 'Sie haben keinen Zugriff auf diese Seite.' }),
    ).toBeTruthy();
  });

  it('profile#widgetSettings is a profile tab for users with enable_widget and the widget permission', async () => {
    installMerchantFake();
    await renderApp('/profile#widgetSettings', { details: brandDetails({ enable_widget: 1 }) });
    const tabs = within(await screen.findByRole('navigation', { name: 'Profile sections' }));
    expect(tabs.getByRole('link', { name: 'Widget Settings' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: 'Widget appearance' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'API keys' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Webhook' })).toBeTruthy();
  });

  it('profile has no Widget Settings tab without the widget permission or the brand switch', async () => {
    installMerchantFake({}, { permissions: { ...merchantPermissions, widget: '0' } });
    await renderApp('/profile#widgetSettings', { details: brandDetails({ enable_widget: 1 }) });
    const tabs = within(await screen.findByRole('navigation', { name: 'Profile sections' }));
    expect(tabs.queryByRole('link', { name: 'Widget Settings' })).toBeNull();
    cleanup();
    installMerchantFake();
    await renderApp('/profile#widgetSettings', { details: brandDetails({ enable_widget: 0 }) });
    const without = within(await screen.findByRole('navigation', { name: 'Profile sections' }));
    expect(without.queryByRole('link', { name: 'Widget Settings' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Widget appearance' })).toBeNull();
  });
});
