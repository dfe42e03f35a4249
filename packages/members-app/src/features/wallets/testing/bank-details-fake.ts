import type { DepositBankAccount } from '@platform/core';
import { failure, success } from '../../../testing/fake-api.js';
import type { WalletsFake } from './wallets-fake-server.js';

/** A brand's EUR deposit account as GET /users/depositBankDetails sends it (electronic format). */
export function fakeBankAccount(fields: Partial<DepositBankAccount> = {}): DepositBankAccount {
  return {
    currency: 'EUR',
    account_type: 'iban',
    beneficiary_name: 'Demo Exchange Ltd',
    beneficiary_address: '1 Demo Street, London',
    bank_name: 'Demo Test Bank AG',
    bank_address: 'Teststraße 1, Frankfurt am Main',
    payment_scheme: 'SEPA',
    iban: 'DE89370400440532013000',
    bic: 'DEMODEF0XXX',
    ...fields,
  };
}

/**
 * Answers GET /users/depositBankDetails like the server: the brand's account for the currency (or
 * null), the reference of the user's wallet in the fake's state, 404 without such a wallet.
 */
export function answerBankDetails(
  fake: WalletsFake,
  options: { accounts: Record<string, DepositBankAccount>; testMode?: boolean },
): void {
  fake.on('GET /users/depositBankDetails', ({ query }) => {
    const currency = (query.get('currency') ?? '').toUpperCase();
    const wallet = fake.state.wallets.find((candidate) => candidate.currency === currency);
    if (!wallet?.deposit_reference)
      return failure(404, 'not_found', { currency: `You have no ${currency} wallet yet.` });
    return success({
      currency,
      reference: wallet.deposit_reference,
      test_mode: options.testMode ?? false,
      bank_account: options.accounts[currency] ?? null,
    });
  });
}
