import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { fakeWallet, installWalletsFake } from '../testing/wallets-fake-server.js';

afterEach(cleanup);

describe('wallet routes in the whole app (router from core routes, members layout, sidebar)', () => {
  it.each([
    ['/wallets', 'Wallets'],
    ['/wallets/btc', 'BTC wallet'],
    ['/deposit', 'Deposit'],
    ['/transactions', 'Transactions'],
  ])('%s renders its page under the members layout', async (url, heading) => {
    installWalletsFake({
      wallets: [fakeWallet('BTC', { available_balance: '0.50000000', is_default: true })],
      accountValues: { EUR: '25000.00', BTC: '0.50000000' },
    });
    await renderApp(url, { details: brandDetails() });
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const accounts = within(await screen.findByRole('region', { name: 'Crypto Accounts' }));
    expect((await accounts.findByRole('link', { name: /^BTC/ })).textContent).toBe('BTC 0.50000000 BTC');
  });
});
