import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWalletScreen } from '../testing/render-wallet-screen.js';
import { brandDetails } from '../../../testing/brand-details.js';
import { fakeWallet, installWalletsFake } from '../testing/wallets-fake-server.js';
import { expectDesignSystemTable } from '../../../testing/design-system-table.js';

afterEach(cleanup);

const main = () => within(screen.getByRole('main'));

describe('wallets page', () => {
  it('lists each wallet with its available balance and deposit in orders, formatted per spec §9', async () => {
    installWalletsFake({
      wallets: [
        fakeWallet('BTC', { available_balance: '1234.50000000', deposit_in_orders: '0.25000000', is_default: true }),
        fakeWallet('EUR', { available_balance: '1234567.80', deposit_in_orders: '0.00' }),
      ],
    });
    renderWalletScreen('/wallets', { details: brandDetails() });
    const btcRow = (await main().findByRole('rowheader', { name: 'BTC' })).closest('tr') as HTMLElement;
    expect(within(btcRow).getByText('1,234.50000000 BTC')).toBeTruthy();
    expect(within(btcRow).getByText('0.25000000 BTC')).toBeTruthy();
    expect(within(btcRow).getByText('Default')).toBeTruthy();
    const eurRow = main().getByRole('rowheader', { name: 'EUR' }).closest('tr') as HTMLElement;
    expect(within(eurRow).getByText('€1,234,567.80')).toBeTruthy();
    expect(within(eurRow).getByText('€0.00')).toBeTruthy();
    expect(within(eurRow).getByRole('button', { name: 'Make default (EUR)' })).toBeTruthy();
    expectDesignSystemTable(main().getByRole('table', { name: 'Wallets' }));
  });

  it('counts the account value up to the fiat (2 decimals) and BTC (8 decimals) values', async () => {
    installWalletsFake({
      wallets: [fakeWallet('BTC', { available_balance: '0.02000000' })],
      accountValues: { EUR: '1234.56', BTC: '0.02000000' },
    });
    renderWalletScreen('/wallets', { details: brandDetails() });
    const value = within(
      await main()
        .findByText('Account Value')
        .then((title) => title.closest('dl') as HTMLElement),
    );
    // Assistive text has the final value at once; the visible figure counts to it (1500 ms).
    expect(value.getByText('€1,234.56', { selector: '.visually-hidden' })).toBeTruthy();
    expect(value.getByText('0.02000000 BTC', { selector: '.visually-hidden' })).toBeTruthy();
    const visibleFiat = () =>
      value.getByTestId('account-value-fiat').querySelector('[aria-hidden="true"]')?.textContent;
    expect(visibleFiat()).not.toBe('€1,234.56');
    await waitFor(() => expect(visibleFiat()).toBe('€1,234.56'), { timeout: 3000 });
    expect(value.getByTestId('account-value-btc').querySelector('[aria-hidden="true"]')?.textContent).toBe(
      '0.02000000 BTC',
    );
  });

  it('says the account value is unavailable when the server could not price it', async () => {
    installWalletsFake({ wallets: [fakeWallet('BTC')], accountValues: {} });
    renderWalletScreen('/wallets', { details: brandDetails() });
    const value = within(
      await main()
        .findByText('Account Value')
        .then((title) => title.closest('dl') as HTMLElement),
    );
    expect(value.getAllByText('Not available right now')).toHaveLength(2);
  });

  it('makes another wallet the default', async () => {
    const fake = installWalletsFake({ wallets: [fakeWallet('BTC', { is_default: true }), fakeWallet('LTC')] });
    renderWalletScreen('/wallets', { details: brandDetails() });
    fireEvent.click(await main().findByRole('button', { name: 'Make default (LTC)' }));
    expect(await main().findByText('LTC is now your default wallet.')).toBeTruthy();
    expect(fake.callsTo('PATCH /users/defaultWallet').map((call) => call.body)).toEqual([{ symbol: 'LTC' }]);
    const ltcRow = main().getByRole('rowheader', { name: 'LTC' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(ltcRow).getByText('Default')).toBeTruthy());
    expect(main().getByRole('button', { name: 'Make default (BTC)' })).toBeTruthy();
  });

  it('opens "Add Another Wallet" on ?addWallet=true with only the coins the user lacks, and creates one', async () => {
    const fake = installWalletsFake({ wallets: [fakeWallet('BTC', { is_default: true })] });
    const { router } = renderWalletScreen('/wallets?addWallet=true', {
      details: brandDetails({ languages_wallets: ['BTC', 'ETH', 'LTC'] }),
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Add new crypto wallet' }));
    const options = dialog.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['LTC', 'ETH']);
    fireEvent.change(dialog.getByRole('combobox', { name: 'Coin' }), { target: { value: 'ETH' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallets/eth'));
    expect(fake.callsTo('POST /users/createWallet').map((call) => call.body)).toEqual([{ symbol: 'ETH' }]);
    // The dialog hides the rest of the page from assistive tech until it is gone.
    expect(await screen.findByRole('heading', { name: 'ETH wallet' })).toBeTruthy();
  });

  it('closes the add wallet dialog with Cancel and drops ?addWallet from the URL', async () => {
    installWalletsFake({ wallets: [] });
    const { router } = renderWalletScreen('/wallets', { details: brandDetails() });
    fireEvent.click(await main().findByRole('button', { name: 'Add Another Wallet' }));
    expect(router.state.location.search).toBe('?addWallet=true');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(main().getByText('You have no wallets yet.')).toBeTruthy();
  });

  it('shows a failure with a retry when the balances call fails', async () => {
    const fake = installWalletsFake();
    fake.on('GET /users/getUserBalances', () => ({
      status: 503,
      body: { request_status: 0, error_code: 'service_unavailable', error_message: {} },
    }));
    renderWalletScreen('/wallets', { details: brandDetails() });
    expect(
      await main().findByText('Your wallets could not be loaded. Please try again.', {}, { timeout: 4000 }),
    ).toBeTruthy();
  });
});
