import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { balancePollingMs } from '@platform/core';
import { brandDetails } from '../../testing/brand-details.js';
import { renderWalletScreen } from '../../features/wallets/testing/render-wallet-screen.js';
import { fakeWallet, installWalletsFake } from '../../features/wallets/testing/wallets-fake-server.js';
import { MembersSidebar } from './members-sidebar.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderWithSidebar(url: string, permissions: Record<string, string> | null = null) {
  const details = brandDetails();
  return renderWalletScreen(url, {
    details,
    aside: <MembersSidebar configuration={details.module} user={{ permissions }} />,
  });
}

const sidebar = () => within(screen.getByRole('complementary'));

describe('members sidebar: crypto accounts and account value', () => {
  it('lists the crypto wallets with their balances, View All and Add Another Wallet', async () => {
    installWalletsFake({
      wallets: [
        fakeWallet('BTC', { available_balance: '0.50000000' }),
        fakeWallet('ETH', { available_balance: '1.25000000' }),
        fakeWallet('EUR', { available_balance: '10.00' }),
      ],
      accountValues: { EUR: '31000.00', BTC: '0.55000000' },
    });
    renderWithSidebar('/transactions');
    const accounts = within(await screen.findByRole('region', { name: 'Crypto Accounts' }));
    const btc = await accounts.findByRole('link', { name: /^BTC/ });
    expect(btc.getAttribute('href')).toBe('/wallets/btc');
    expect(btc.textContent).toBe('BTC 0.50000000 BTC');
    expect(accounts.getByRole('link', { name: /^ETH/ }).textContent).toBe('ETH 1.25000000 ETH');
    // Fiat wallets are not crypto accounts.
    expect(accounts.queryByRole('link', { name: /^EUR/ })).toBeNull();
    expect(accounts.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/wallets');
    expect(accounts.getByRole('link', { name: 'Add Another Wallet' }).getAttribute('href')).toBe(
      '/wallets?addWallet=true',
    );
    expect(sidebar().getByText('€31,000.00', { selector: '.visually-hidden' })).toBeTruthy();
    expect(sidebar().getByText('0.55000000 BTC', { selector: '.visually-hidden' })).toBeTruthy();
  });

  it('hides the wallets (and asks for no balances) when the send permission is off', async () => {
    const fake = installWalletsFake({ wallets: [fakeWallet('BTC')] });
    renderWithSidebar('/transactions', { send: '0', withdrawal: '0', fiat_withdrawals: '0', widget: '0' });
    await screen.findByText('No transactions found.');
    await waitFor(() => expect(fake.callsTo('GET /users/me').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Crypto Accounts' })).toBeNull();
    expect(fake.callsTo('GET /users/getUserBalances')).toHaveLength(0);
  });

  it('polls the balances every 10 s (spec §9) and shows the new balance', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fake = installWalletsFake({ wallets: [fakeWallet('BTC', { available_balance: '0.50000000' })] });
    renderWithSidebar('/transactions');
    const accounts = within(await screen.findByRole('region', { name: 'Crypto Accounts' }));
    expect((await accounts.findByRole('link', { name: /^BTC/ })).textContent).toBe('BTC 0.50000000 BTC');
    const firstWallet = fake.state.wallets[0];
    if (firstWallet) firstWallet.available_balance = '0.75000000';
    await act(() => vi.advanceTimersByTimeAsync(balancePollingMs - 1_000));
    expect(fake.callsTo('GET /users/getUserBalances')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect((await accounts.findByText('0.75000000 BTC')).closest('a')?.getAttribute('href')).toBe('/wallets/btc');
    expect(fake.callsTo('GET /users/getUserBalances')).toHaveLength(2);
    // The balances changed, so the transactions list on screen is asked again too.
    await waitFor(() => expect(fake.callsTo('GET /transactions/getTransactions')).toHaveLength(2));
  });

  it('does not refresh the lists when a poll finds the same balances', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fake = installWalletsFake({ wallets: [fakeWallet('BTC', { available_balance: '0.50000000' })] });
    renderWithSidebar('/transactions');
    await screen.findByText('No transactions found.');
    await act(() => vi.advanceTimersByTimeAsync(balancePollingMs));
    await waitFor(() => expect(fake.callsTo('GET /users/getUserBalances')).toHaveLength(2));
    expect(fake.callsTo('GET /transactions/getTransactions')).toHaveLength(1);
  });
});
