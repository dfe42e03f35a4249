import { z } from 'zod';
import { chainNetworks } from '../addresses/networks.js';
import { currencyParamSchema, fiatParamSchema } from './wallet-requests.js';
import { depositBankAccountSchema } from './deposit-bank-details.js';
import { depositChains } from './deposit-chains.js';
import { transactionSchema } from './transaction.js';

/**
 * Request and response schemas of the wallets module's operator calls (role operator, own brand
 * only): deposit bank accounts, crediting bank transfers, deposit keys, the ledger reconciliation
 * and test-mode deposits. Messages are the server's.
 */

/** A brand's deposit bank account as operators see it: the user's view plus whether it is seeded demo data. */
export const operatorBankAccountSchema = depositBankAccountSchema.extend({
  is_demo: z.boolean(),
  updated_at: z.string().max(64),
});
export type OperatorBankAccount = z.infer<typeof operatorBankAccountSchema>;

/** GET /operator/depositBankAccounts. */
export const depositBankAccountsDetailsSchema = z.object({ accounts: z.array(operatorBankAccountSchema) });
/** PUT /operator/depositBankAccounts (the body is `depositBankAccountInputSchema` of `@platform/core/banking`). */
export const depositBankAccountDetailsSchema = z.object({ account: operatorBankAccountSchema });

/** A bank's own id of a statement line: the idempotency key of a bank deposit. */
export const bankTransactionIdPattern = /^[A-Za-z0-9][A-Za-z0-9._:/+-]{0,63}$/;
/** A fiat wallet's deposit reference: DEP and 10 upper-case letters or digits. */
export const depositReferencePattern = /^DEP[0-9A-Z]{10}$/;
export const valueDatePattern = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** How far ahead a value date may be (banks announce forward-dated credits a few days early). */
const maxValueDateAheadDays = 7;
const dayMs = 86_400_000;

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function isPlausibleValueDate(text: string): boolean {
  const latest = new Date(Date.now() + maxValueDateAheadDays * dayMs).toISOString().slice(0, 10);
  return text >= '2000-01-01' && text <= latest;
}

/** Body of POST /operator/bankDeposits: one line of the brand's bank statement. Unknown fields are refused. */
export const bankDepositBodySchema = z.strictObject({
  reference: z
    .string()
    .max(40)
    .trim()
    .toUpperCase()
    .regex(depositReferencePattern, { message: 'must be a deposit reference: DEP and 10 letters or digits' }),
  currency: fiatParamSchema,
  amount: z.string().max(100),
  bank_transaction_id: z.string().max(100).trim().regex(bankTransactionIdPattern, {
    message: 'must be the bank’s transaction id: 1 to 64 of A-Z, a-z, 0-9 and . _ : / + - (first a letter or digit)',
  }),
  value_date: z
    .string()
    .max(10)
    .regex(valueDatePattern, { message: 'must be a date as YYYY-MM-DD' })
    .refine(isCalendarDate, { message: 'is not a calendar date' })
    .refine(isPlausibleValueDate, {
      message: `must be from 2000-01-01 to at most ${maxValueDateAheadDays} days from today`,
    }),
});

/** A credited bank statement line. */
export const bankDepositSchema = z.object({
  id: z.string(),
  bank_transaction_id: z.string(),
  reference: z.string(),
  currency: z.string(),
  /** Decimal string at the currency's 2 decimals. */
  amount: z.string(),
  value_date: z.string(),
  user_id: z.string(),
  credited_by: z.string(),
  created_at: z.string(),
});
export type BankDeposit = z.infer<typeof bankDepositSchema>;

/** POST /operator/bankDeposits: the deposit transaction, whether it was credited before, and the line. */
export const recordBankDepositDetailsSchema = z.object({
  transaction: transactionSchema,
  replayed: z.boolean(),
  bank_deposit: bankDepositSchema,
});

/** A brand's account-level extended public key of a chain and network, and the next receive index. */
export const depositKeySchema = z.object({
  chain: z.enum(depositChains),
  network: z.enum(chainNetworks),
  xpub: z.string(),
  next_index: z.number().int(),
  is_demo: z.boolean(),
  account_path: z.string(),
});
export type DepositKey = z.infer<typeof depositKeySchema>;

/** GET /operator/depositKeys. */
export const depositKeysDetailsSchema = z.object({ keys: z.array(depositKeySchema) });

/** Body of PUT /operator/depositKeys (network: default the server's deposit network). */
export const setDepositKeyBodySchema = z.object({
  chain: z.enum(depositChains, { message: `must be one of ${depositChains.join(', ')}` }),
  network: z.enum(chainNetworks, { message: `must be one of ${chainNetworks.join(', ')}` }).optional(),
  xpub: z.string().trim().min(1).max(200),
});

/** PUT /operator/depositKeys: the key, and whether this call stored it (false: the same key was already set). */
export const setDepositKeyDetailsSchema = z.object({ inserted: z.boolean(), key: depositKeySchema });

/** GET /operator/ledger/reconcile: per asset totals (base-unit integers as strings) and every violation. */
export const ledgerReconciliationSchema = z.object({
  clean: z.boolean(),
  accounts_checked: z.number().int(),
  assets: z.array(
    z.object({
      asset: z.string(),
      debits_posted: z.string(),
      credits_posted: z.string(),
      debits_pending: z.string(),
      credits_pending: z.string(),
      balanced: z.boolean(),
    }),
  ),
  violations: z.array(z.object({ type: z.string(), subject: z.string(), detail: z.string() })),
});
export type LedgerReconciliation = z.infer<typeof ledgerReconciliationSchema>;

/** The client id of a test deposit: the request's idempotency key. */
export const testDepositClientIdPattern = /^[A-Za-z0-9_-]{1,48}$/;

/** Body of POST /operator/testDeposit (test mode only). */
export const testDepositBodySchema = z.object({
  user_id: z.string().regex(/^usr_[a-z0-9]{1,60}$/, { message: 'must be a user id (usr_…)' }),
  currency: currencyParamSchema,
  amount: z.string().max(100),
  client_id: z
    .string()
    .regex(testDepositClientIdPattern, { message: 'must be 1 to 48 characters of A-Z, a-z, 0-9, _ and -' }),
});

/** POST /operator/testDeposit: the deposit transaction and whether the client id was credited before. */
export const testDepositDetailsSchema = z.object({ transaction: transactionSchema, replayed: z.boolean() });
