import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brandDetails } from '../../../testing/brand-details.js';
import { renderWalletScreen } from '../testing/render-wallet-screen.js';
import { fakeTransaction, fakeWallet, installWalletsFake } from '../testing/wallets-fake-server.js';

afterEach(cleanup);

const main = () => within(screen.getByRole('main'));
const address = 'bcrt1q6rhpng9evdsfnn833a4f4vej0asu6dk5srld6x';

/** The value shown under a label of the wallet's details list. */
function detail(label: string): string | null | undefined {
  const term = main().getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
}

describe('wallet page (wallets/{coin})', () => {
  it('shows the address with a QR code and copy, and every wallet label of spec §3', async () => {
    installWalletsFake({
      wallets: [
        fakeWallet('BTC', {
          address,
          available_balance: '0.50000000',
          deposit_in_orders: '0.10000000',
          last_receive: '2026-11-20T10:00:00.000Z',
          total_send: '0.00000000',
          total_receive: '0.60000000',
          total_withdrawal: '0.00000000',
          is_default: true,
        }),
      ],
    });
    renderWalletScreen('/wallets/btc', { details: brandDetails() });
    expect(await main().findByRole('heading', { name: 'BTC wallet' })).toBeTruthy();
    expect(main().getByText(address)).toBeTruthy();
    const qr = main().getByRole('img', { name: 'QR code of your BTC wallet address' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(main().queryByText('Destination tag')).toBeNull();
    expect(detail('Available balance')).toBe('0.50000000 BTC');
    expect(detail('Deposit in orders')).toBe('0.10000000 BTC');
    expect(detail('Last receive')).toMatch(/Nov 20, 2026/);
    expect(detail('Last withdraw')).toBe('Never');
    expect(detail('Total send')).toBe('0.00000000 BTC');
    expect(detail('Total receive')).toBe('0.60000000 BTC');
    expect(detail('Total withdrawal')).toBe('0.00000000 BTC');

    fireEvent.click(main().getByRole('button', { name: 'Copy the wallet address' }));
    await waitFor(() =>
      expect(main().getByRole('button', { name: 'Copy the wallet address' }).textContent).toBe('Copied'),
    );
    expect(await navigator.clipboard.readText()).toBe(address);
  });

  it('shows the destination tag when the wallet has one', async () => {
    installWalletsFake({ wallets: [fakeWallet('ETH', { address, destination_tag: '104729' })] });
    renderWalletScreen('/wallets/ETH', { details: brandDetails() });
    expect(await main().findByText('Destination tag')).toBeTruthy();
    expect(detail('Destination tag')).toContain('104729');
  });

  it('lists the wallet activity with Approved for completed movements, as Transactions does, and pages with Load more', async () => {
    const fake = installWalletsFake({
      wallets: [fakeWallet('BTC', { address })],
      transactions: Array.from({ length: 12 }, (_, index) =>
        fakeTransaction(`txn_${index}`, {
          amount: `0.0000000${index % 10}`,
          created_at: `2026-11-${10 + index}T10:00:00.000Z`,
        }),
      ),
    });
    renderWalletScreen('/wallets/btc', { details: brandDetails() });
    await main().findByRole('heading', { name: 'Activity' });
    const table = await main().findByRole('table', { name: 'Activity' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    // One vocabulary (issue 15: the same deposit read COMPLETED here and Approved on Transactions).
    expect(within(table).getAllByText('Approved')).toHaveLength(10);
    expect(within(table).queryByText('COMPLETED')).toBeNull();
    fireEvent.click(main().getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    expect(main().queryByRole('button', { name: 'Load more' })).toBeNull();
    const cursors = fake.callsTo('GET /transactions/getWalletActivity');
    expect(cursors).toHaveLength(2);
  });

  it('says when the user has no wallet of that coin, or the coin is not one of the platform', async () => {
    installWalletsFake({ wallets: [fakeWallet('BTC')] });
    renderWalletScreen('/wallets/ltc', { details: brandDetails() });
    expect(await main().findByText('You have no LTC wallet yet.')).toBeTruthy();
    expect(main().getByRole('link', { name: 'Add Another Wallet' }).getAttribute('href')).toBe(
      '/wallets?addWallet=true',
    );
    cleanup();
    renderWalletScreen('/wallets/doge', { details: brandDetails() });
    expect(await main().findByText('doge is not a currency of this platform.')).toBeTruthy();
  });

  it('makes this wallet the default', async () => {
    const fake = installWalletsFake({ wallets: [fakeWallet('BTC', { is_default: true }), fakeWallet('LTC')] });
    renderWalletScreen('/wallets/ltc', { details: brandDetails() });
    fireEvent.click(await main().findByRole('button', { name: 'Make default' }));
    expect(await main().findByText('Default')).toBeTruthy();
    expect(fake.callsTo('PATCH /users/defaultWallet').map((call) => call.body)).toEqual([{ symbol: 'LTC' }]);
  });
});
