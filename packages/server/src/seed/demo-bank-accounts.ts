import { depositBankAccountInputSchema, type DepositBankAccountInput } from '@platform/core/banking';
import type { Database } from '../db/database.js';
import { insertDemoBankAccountIfAbsent } from '../modules/wallets/index.js';
import { brandExists } from '../modules/brands/index.js';

/**
 * The demo brands' deposit bank accounts, test mode only. The identifiers are the public example
 * IBANs of the SWIFT IBAN registry (checksum-valid, printed in countless manuals) and BICs whose
 * location ends in "0", which ISO 9362 reserves for test BICs: no real money can be sent to them.
 * Every name says "test mode".
 */
export const demoBankAccounts: Record<string, DepositBankAccountInput[]> = {
  brd_demo: [
    {
      currency: 'EUR',
      account_type: 'iban',
      beneficiary_name: 'Demo Exchange Ltd (test mode)',
      beneficiary_address: '1 Demo Street, London (demonstration address)',
      bank_name: 'Demo Test Bank AG (test mode, not a real bank)',
      bank_address: 'Teststraße 1, 60311 Frankfurt am Main (demonstration address)',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'DEMODEF0XXX',
      payment_scheme: 'SEPA',
    },
    {
      currency: 'GBP',
      account_type: 'sort_code',
      beneficiary_name: 'Demo Exchange Ltd (test mode)',
      beneficiary_address: '1 Demo Street, London (demonstration address)',
      bank_name: 'Demo Test Bank plc (test mode, not a real bank)',
      bank_address: '2 Test Lane, London (demonstration address)',
      sort_code: '12-34-56',
      account_number: '98765432',
      bic: 'DEMOGB20',
      payment_scheme: 'Faster Payments',
    },
  ],
  brd_alt: [
    {
      currency: 'EUR',
      account_type: 'iban',
      beneficiary_name: 'Alt Exchange AS (test mode)',
      beneficiary_address: '2 Demo Gate, Oslo (demonstration address)',
      bank_name: 'Alt Test Bank ASA (test mode, not a real bank)',
      bank_address: 'Testveien 1, Oslo (demonstration address)',
      iban: 'NO93 8601 1117 947',
      bic: 'ALTBNOK0',
      payment_scheme: 'SEPA',
    },
  ],
};

/**
 * Test mode only: gives each demo brand that exists its demo deposit bank accounts where it has
 * none for the currency (an operator's account is never overwritten). Returns how many it added.
 */
export async function seedDemoBankAccounts(database: Database, options: { testMode?: boolean }): Promise<number> {
  if (options.testMode !== true) return 0;
  let added = 0;
  for (const [brandId, accounts] of Object.entries(demoBankAccounts)) {
    if (!(await brandExists(database, brandId))) continue;
    for (const account of accounts) {
      const valid = depositBankAccountInputSchema.parse(account);
      if (await insertDemoBankAccountIfAbsent(database, brandId, valid)) added += 1;
    }
  }
  return added;
}
