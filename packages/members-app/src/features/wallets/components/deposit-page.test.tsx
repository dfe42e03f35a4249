import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { brandDetails } from '../../../testing/brand-details.js';
import { renderWalletScreen } from '../testing/render-wallet-screen.js';
import { answerBankDetails, fakeBankAccount } from '../testing/bank-details-fake.js';
import { fakeWallet, installWalletsFake } from '../testing/wallets-fake-server.js';
import { failure } from '../../../testing/fake-api.js';

afterEach(cleanup);

const main = () => within(screen.getByRole('main'));

describe('deposit page', () => {
  it('shows the crypto deposit address with its QR code for the chosen coin', async () => {
    installWalletsFake({ wallets: [fakeWallet('LTC', { address: 'rltc1qexampleaddress' })] });
    renderWalletScreen('/deposit?currency=LTC', { details: brandDetails() });
    expect(await main().findByText('rltc1qexampleaddress')).toBeTruthy();
    expect(main().getByRole('img', { name: 'QR code of your LTC wallet address' })).toBeTruthy();
    expect(main().getByText('Send only LTC to this address. Other coins sent here are lost.')).toBeTruthy();
  });

  it('shows the EUR bank transfer: the brand’s IBAN and the wallet’s unique reference', async () => {
    const fake = installWalletsFake({ wallets: [fakeWallet('EUR', { deposit_reference: 'DEP7K3Q9XWM2A' })] });
    answerBankDetails(fake, { accounts: { EUR: fakeBankAccount() } });
    renderWalletScreen('/deposit?currency=EUR', {
      details: brandDetails({ company_name: 'Demo Exchange Ltd', support_email: 'support@demo.example' }),
    });
    expect(await main().findByRole('heading', { name: 'Deposit EUR by bank transfer' })).toBeTruthy();
    expect((await main().findByTestId('bank-iban')).textContent).toBe('DE89 3704 0044 0532 0130 00');
    expect(main().getByTestId('deposit-reference').textContent).toBe('DEP7K3Q9XWM2A');
    expect(fake.callsTo('GET /users/depositBankDetails')).toHaveLength(1);
    expect(main().queryByRole('img')).toBeNull();
  });

  it('switches currency with the picker and offers to create a missing wallet', async () => {
    const fake = installWalletsFake({ wallets: [fakeWallet('BTC', { is_default: true })] });
    answerBankDetails(fake, { accounts: { EUR: fakeBankAccount() } });
    const { router } = renderWalletScreen('/deposit', { details: brandDetails() });
    const picker = await main().findByRole('combobox', { name: 'Currency' });
    expect((picker as HTMLSelectElement).value).toBe('BTC');
    fireEvent.change(picker, { target: { value: 'EUR' } });
    expect(router.state.location.search).toBe('?currency=EUR');
    fireEvent.click(await main().findByRole('button', { name: 'Create EUR wallet' }));
    expect(await main().findByTestId('deposit-reference')).toBeTruthy();
    expect(fake.callsTo('POST /users/createWallet').map((call) => call.body)).toEqual([{ symbol: 'EUR' }]);
  });

  it('says so when the brand has no deposit addresses for a coin', async () => {
    const fake = installWalletsFake({ wallets: [] });
    fake.on('POST /users/createWallet', () =>
      failure(503, 'configuration_missing', { symbol: 'Deposit addresses for BCH are not configured for this brand.' }),
    );
    renderWalletScreen('/deposit?currency=BCH', { details: brandDetails() });
    fireEvent.click(await main().findByRole('button', { name: 'Create BCH wallet' }));
    expect((await main().findByRole('alert')).textContent).toBe(
      'Deposit addresses for BCH are not available yet. Please contact support.',
    );
  });
});
