import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LocaleCode } from '@platform/core';
import { brandDetails } from '../../../testing/brand-details.js';
import { renderWithProviders } from '../../../testing/render-with-providers.js';
import { failure } from '../../../testing/fake-api.js';
import { answerBankDetails, fakeBankAccount } from '../testing/bank-details-fake.js';
import { fakeWallet, installWalletsFake, type FakeWallet } from '../testing/wallets-fake-server.js';
import { BankDeposit } from './bank-deposit.js';

afterEach(cleanup);

function renderBankDeposit(wallet: FakeWallet, options: { locale?: LocaleCode; supportEmail?: string } = {}) {
  const configuration = brandDetails({ support_email: options.supportEmail ?? '' }).module;
  return renderWithProviders(<BankDeposit wallet={wallet} configuration={configuration} />, {
    locale: options.locale ?? 'en',
  });
}

/** The value shown next to a label of the details list. */
function detail(label: string): string {
  const term = within(screen.getByTestId('bank-account')).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.querySelector('.bank-deposit__value')?.textContent ?? '';
}

async function copyAndRead(buttonName: string): Promise<string> {
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
  await waitFor(() => expect(screen.getByRole('button', { name: buttonName }).textContent).toBe('Copied'));
  return navigator.clipboard.readText();
}

describe('bank deposit', () => {
  const eurWallet = fakeWallet('EUR', { deposit_reference: 'DEP7K3Q9XWM2A' });

  it('shows the brand’s account with the IBAN in groups of four and the reference the transfer must carry', async () => {
    const fake = installWalletsFake({ wallets: [eurWallet] });
    answerBankDetails(fake, { accounts: { EUR: fakeBankAccount() }, testMode: true });
    renderBankDeposit(eurWallet);
    expect(await screen.findByTestId('bank-iban')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deposit EUR by bank transfer' })).toBeTruthy();
    expect(detail('IBAN')).toBe('DE89 3704 0044 0532 0130 00');
    expect(detail('BIC / SWIFT')).toBe('DEMODEF0XXX');
    expect(detail('Beneficiary')).toBe('Demo Exchange Ltd');
    expect(detail('Beneficiary address')).toBe('1 Demo Street, London');
    expect(detail('Bank')).toBe('Demo Test Bank AG');
    expect(detail('Bank address')).toBe('Teststraße 1, Frankfurt am Main');
    expect(detail('Payment scheme')).toBe('SEPA');
    expect(screen.getByTestId('deposit-reference').textContent).toBe('DEP7K3Q9XWM2A');
    expect(
      screen.getByText('Your transfer must carry this reference. Without it we cannot match the money to your wallet.'),
    ).toBeTruthy();
    expect(screen.getByTestId('bank-test-mode').textContent).toBe(
      'TEST MODE: test details only. Do not send real money.',
    );
    expect(fake.callsTo('GET /users/depositBankDetails')).toHaveLength(1);
  });

  it('copies the IBAN without spaces, and every other detail as shown', async () => {
    const fake = installWalletsFake({ wallets: [eurWallet] });
    answerBankDetails(fake, { accounts: { EUR: fakeBankAccount() } });
    renderBankDeposit(eurWallet);
    await screen.findByTestId('bank-iban');
    expect(await copyAndRead('Copy IBAN')).toBe('DE89370400440532013000');
    expect(await copyAndRead('Copy the reference')).toBe('DEP7K3Q9XWM2A');
    expect(await copyAndRead('Copy BIC / SWIFT')).toBe('DEMODEF0XXX');
    expect(await copyAndRead('Copy Beneficiary')).toBe('Demo Exchange Ltd');
    expect(await copyAndRead('Copy Beneficiary address')).toBe('1 Demo Street, London');
    expect(await copyAndRead('Copy Bank')).toBe('Demo Test Bank AG');
    expect(await copyAndRead('Copy Bank address')).toBe('Teststraße 1, Frankfurt am Main');
    // Live mode: no test-mode label.
    expect(screen.queryByTestId('bank-test-mode')).toBeNull();
  });

  it('shows a UK account by sort code and account number, and copies the sort code as digits', async () => {
    const gbpWallet = fakeWallet('GBP', { deposit_reference: 'DEPGBP0000001' });
    const fake = installWalletsFake({ wallets: [gbpWallet] });
    const { iban: _iban, ...eurAccount } = fakeBankAccount();
    const account = {
      ...eurAccount,
      currency: 'GBP',
      account_type: 'sort_code' as const,
      sort_code: '123456',
      account_number: '98765432',
      bic: null,
      payment_scheme: 'Faster Payments',
    };
    answerBankDetails(fake, { accounts: { GBP: account } });
    renderBankDeposit(gbpWallet);
    expect(await screen.findByText('Sort code')).toBeTruthy();
    expect(detail('Sort code')).toBe('12-34-56');
    expect(detail('Account number')).toBe('98765432');
    expect(screen.queryByText('IBAN')).toBeNull();
    expect(screen.queryByText('BIC / SWIFT')).toBeNull();
    expect(await copyAndRead('Copy Sort code')).toBe('123456');
  });

  it('says clearly when the brand has no account for the currency, still showing the reference', async () => {
    const fake = installWalletsFake({ wallets: [eurWallet] });
    answerBankDetails(fake, { accounts: {} });
    renderBankDeposit(eurWallet, { supportEmail: 'support@demo.example' });
    const notice = (await screen.findByText('Bank account details for deposits are not available yet.')).parentElement;
    expect(notice?.getAttribute('role')).toBe('status');
    expect(notice?.textContent).toContain('For the bank account details, write to support@demo.example.');
    expect(screen.queryByTestId('bank-account')).toBeNull();
    expect(screen.getByTestId('deposit-reference').textContent).toBe('DEP7K3Q9XWM2A');
  });

  it('offers a retry when the details fail to load', async () => {
    const fake = installWalletsFake({ wallets: [eurWallet] });
    fake.on('GET /users/depositBankDetails', () => failure(503, 'service_unavailable', { general: 'down' }));
    renderBankDeposit(eurWallet);
    // The query client retries once (a second later) before it reports the failure.
    const alert = await screen.findByRole('alert', {}, { timeout: 3_000 });
    expect(alert.textContent).toContain('The bank details could not be loaded. Please try again.');
    answerBankDetails(fake, { accounts: { EUR: fakeBankAccount() } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('bank-iban')).toBeTruthy();
  });

  it('speaks the user’s language', async () => {
    const fake = installWalletsFake({ wallets: [eurWallet] });
    answerBankDetails(fake, { accounts: { EUR: fakeBankAccount() }, testMode: true });
    renderBankDeposit(eurWallet, { locale: 'de' });
    expect(await screen.findByRole('button', { name: 'IBAN kopieren' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'EUR per Banküberweisung einzahlen' })).toBeTruthy();
    expect(screen.getByTestId('bank-test-mode').textContent).toContain('TESTMODUS');
  });
});
