import type { DepositAccountType, DepositBankAccount, FiatCurrency } from '@platform/core';
import type { ValidDepositBankAccount } from '@platform/core/banking';
import type { Queryable } from '../../../db/database.js';
import { isoTimestamp } from '../wallet-repository.js';

/** A brand's deposit bank account for one fiat currency (table brand_deposit_bank_accounts). */
export interface BrandBankAccount {
  brandId: string;
  currency: FiatCurrency;
  accountType: DepositAccountType;
  beneficiaryName: string;
  beneficiaryAddress: string;
  bankName: string;
  bankAddress: string;
  paymentScheme: string;
  iban: string | null;
  bic: string | null;
  accountNumber: string | null;
  sortCode: string | null;
  routingNumber: string | null;
  /** Seeded in test mode with public example identifiers. */
  isDemo: boolean;
  updatedAt: string;
}

interface BankAccountRow {
  brand_id: string;
  currency: FiatCurrency;
  account_type: DepositAccountType;
  beneficiary_name: string;
  beneficiary_address: string;
  bank_name: string;
  bank_address: string;
  payment_scheme: string;
  iban: string | null;
  bic: string | null;
  account_number: string | null;
  sort_code: string | null;
  routing_number: string | null;
  is_demo: boolean;
  updated_at: string;
}

const columns = `brand_id, currency, account_type, beneficiary_name, beneficiary_address, bank_name, bank_address,
  payment_scheme, iban, bic, account_number, sort_code, routing_number, is_demo, ${isoTimestamp('updated_at')} as updated_at`;

function toAccount(row: BankAccountRow): BrandBankAccount {
  return {
    brandId: row.brand_id,
    currency: row.currency,
    accountType: row.account_type,
    beneficiaryName: row.beneficiary_name,
    beneficiaryAddress: row.beneficiary_address,
    bankName: row.bank_name,
    bankAddress: row.bank_address,
    paymentScheme: row.payment_scheme,
    iban: row.iban,
    bic: row.bic,
    accountNumber: row.account_number,
    sortCode: row.sort_code,
    routingNumber: row.routing_number,
    isDemo: row.is_demo,
    updatedAt: row.updated_at,
  };
}

/** The account as the API sends it: only the identifiers of its type, in electronic format. */
export function toBankAccountWire(account: BrandBankAccount): DepositBankAccount {
  const common = {
    currency: account.currency,
    account_type: account.accountType,
    beneficiary_name: account.beneficiaryName,
    beneficiary_address: account.beneficiaryAddress,
    bank_name: account.bankName,
    bank_address: account.bankAddress,
    payment_scheme: account.paymentScheme,
    bic: account.bic,
  };
  switch (account.accountType) {
    case 'iban':
      return { ...common, iban: account.iban ?? '' };
    case 'sort_code':
      return { ...common, sort_code: account.sortCode ?? '', account_number: account.accountNumber ?? '' };
    case 'routing_number':
      return { ...common, routing_number: account.routingNumber ?? '', account_number: account.accountNumber ?? '' };
  }
}

export async function findBrandBankAccount(
  queryable: Queryable,
  key: { brandId: string; currency: FiatCurrency },
): Promise<BrandBankAccount | undefined> {
  const result = await queryable.query<BankAccountRow>(
    `select ${columns} from brand_deposit_bank_accounts where brand_id = $1 and currency = $2`,
    [key.brandId, key.currency],
  );
  return result.rows[0] === undefined ? undefined : toAccount(result.rows[0]);
}

export async function listBrandBankAccounts(queryable: Queryable, brandId: string): Promise<BrandBankAccount[]> {
  const result = await queryable.query<BankAccountRow>(
    `select ${columns} from brand_deposit_bank_accounts where brand_id = $1 order by currency`,
    [brandId],
  );
  return result.rows.map(toAccount);
}

function rowValues(brandId: string, account: ValidDepositBankAccount, isDemo: boolean): unknown[] {
  return [
    brandId,
    account.currency,
    account.account_type,
    account.beneficiary_name,
    account.beneficiary_address,
    account.bank_name,
    account.bank_address,
    account.payment_scheme,
    account.account_type === 'iban' ? account.iban : null,
    account.bic ?? null,
    account.account_type === 'iban' ? null : account.account_number,
    account.account_type === 'sort_code' ? account.sort_code : null,
    account.account_type === 'routing_number' ? account.routing_number : null,
    isDemo,
  ];
}

const insertColumns = `brand_id, currency, account_type, beneficiary_name, beneficiary_address, bank_name, bank_address,
  payment_scheme, iban, bic, account_number, sort_code, routing_number, is_demo`;
const insertValues = '$1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14';

/**
 * Sets or replaces the brand's account for the account's currency (validated by core's
 * depositBankAccountInputSchema before it gets here). A replaced account is no longer a demo one.
 */
export async function setBrandBankAccount(
  queryable: Queryable,
  brandId: string,
  account: ValidDepositBankAccount,
): Promise<BrandBankAccount> {
  const result = await queryable.query<BankAccountRow>(
    `insert into brand_deposit_bank_accounts (${insertColumns}) values (${insertValues})
     on conflict (brand_id, currency) do update set
       account_type = excluded.account_type, beneficiary_name = excluded.beneficiary_name,
       beneficiary_address = excluded.beneficiary_address, bank_name = excluded.bank_name,
       bank_address = excluded.bank_address, payment_scheme = excluded.payment_scheme, iban = excluded.iban,
       bic = excluded.bic, account_number = excluded.account_number, sort_code = excluded.sort_code,
       routing_number = excluded.routing_number, is_demo = excluded.is_demo, updated_at = now()
     returning ${columns}`,
    rowValues(brandId, account, false),
  );
  const row = result.rows[0];
  if (row === undefined) throw new Error('The bank account just written is missing');
  return toAccount(row);
}

/** The seed's write: a demo account where the brand has none for the currency; never overwrites. */
export async function insertDemoBankAccountIfAbsent(
  queryable: Queryable,
  brandId: string,
  account: ValidDepositBankAccount,
): Promise<boolean> {
  const result = await queryable.query(
    `insert into brand_deposit_bank_accounts (${insertColumns}) values (${insertValues})
     on conflict (brand_id, currency) do nothing returning currency`,
    rowValues(brandId, account, true),
  );
  return result.rows.length > 0;
}
