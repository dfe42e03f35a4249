import { z } from 'zod';
import { localeCodes } from '../i18n/locales.js';
import { calendarDateSchema, fromBoundSchema, toBoundSchema } from './calendar-dates.js';
import {
  currencyCodes,
  isCryptoCurrency,
  isCurrencyCode,
  isFiatCurrency,
  type CurrencyCode,
  type FiatCurrency,
} from './currencies.js';
import { chainOf } from './deposit-chains.js';
import { transactionStatuses, transactionTypes } from './transaction.js';

/**
 * Request schemas of the wallets calls (spec §7 "Wallets and transactions"), shared by the server
 * routes (which validate with them) and the typed client. Messages are the server's.
 */

export const unsupportedCurrencyMessage = `must be one of ${currencyCodes.join(', ')}`;

/** A currency code as clients send it: any case, surrounding spaces ignored. */
export const currencyParamSchema = z
  .string()
  .max(12)
  .transform((text) => text.trim().toUpperCase())
  .refine((code) => isCurrencyCode(code), { message: unsupportedCurrencyMessage })
  .transform((code) => code as CurrencyCode);

/** A fiat currency code as clients send it; a coin is told where its deposits go instead. */
export const fiatParamSchema = currencyParamSchema
  .superRefine((code, context) => {
    if (!isFiatCurrency(code)) {
      context.addIssue({
        code: 'custom',
        message: `${code} is deposited on chain to your wallet address; bank deposits are for fiat currencies.`,
      });
    }
  })
  .transform((code) => code as FiatCurrency);

/** Token chains as clients name them: the coin's own chain, or ERC20 for the Ethereum tokens. */
const chainAliases: Record<string, string> = { ERC20: 'ETH', 'ERC-20': 'ETH', ETHEREUM: 'ETH' };

/** Body of POST /users/createWallet: { symbol } or { chain, symbol }; custom tokens are refused. */
export const createWalletBodySchema = z
  .object({
    symbol: currencyParamSchema,
    chain: z.string().max(20).optional(),
    contract_address: z.string().max(100).optional(),
  })
  .superRefine((body, context) => {
    if (body.contract_address !== undefined) {
      context.addIssue({ code: 'custom', path: ['contract_address'], message: 'Custom tokens are not supported.' });
    }
    if (body.chain === undefined) return;
    const chain = body.chain.trim().toUpperCase();
    const expected = isCryptoCurrency(body.symbol) ? chainOf(body.symbol) : undefined;
    if (expected === undefined || (chainAliases[chain] ?? chain) !== expected) {
      context.addIssue({
        code: 'custom',
        path: ['chain'],
        message:
          expected === undefined
            ? `${body.symbol} is not on a chain.`
            : `${body.symbol} wallets are on the ${expected} chain.`,
      });
    }
  });

/** Body of PATCH /users/defaultWallet ("Make default wallet", spec §2). */
export const defaultWalletBodySchema = z.object({ symbol: currencyParamSchema });

/** Rows one page of a transactions list holds at most. */
export const maxTransactionPageSize = 100;

const cursorSchema = z.string().regex(/^[0-9]{1,18}$/, { message: 'must be the next_cursor of a previous page' });
const pageLimitSchema = z.coerce
  .number()
  .int({ message: 'must be a whole number' })
  .min(1)
  .max(maxTransactionPageSize, { message: `must be at most ${maxTransactionPageSize}` })
  .default(25);

/** Query of GET /transactions/getTransactions: filters, cursor and page size. */
export const transactionListQuerySchema = z
  .object({
    asset: currencyParamSchema.optional(),
    type: z.enum(transactionTypes, { message: `must be one of ${transactionTypes.join(', ')}` }).optional(),
    status: z.enum(transactionStatuses, { message: `must be one of ${transactionStatuses.join(', ')}` }).optional(),
    from: fromBoundSchema.optional(),
    to: toBoundSchema.optional(),
    cursor: cursorSchema.optional(),
    limit: pageLimitSchema,
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from < query.to, {
    message: 'from must be before to',
    path: ['from'],
  });

/** Query of GET /transactions/getWalletActivity. */
export const walletActivityQuerySchema = z.object({
  currency: currencyParamSchema,
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema,
});

/** Query of GET /transactions/getWalletBalanceActivity: the last `days` UTC days (today included). */
export const walletBalanceActivityQuerySchema = z.object({
  currency: currencyParamSchema,
  days: z.coerce.number().int({ message: 'must be a whole number' }).min(1).max(366).default(30),
});

/** Body of getTransactionStatus and getTransacionaDetails / getTransactionDetails. */
export const transactionIdBodySchema = z.object({
  transaction_id: z.string().regex(/^txn_[a-z0-9]{1,60}$/, { message: 'must be a transaction id (txn_…)' }),
});

export const statementFormats = ['csv', 'pdf'] as const;

/** Longest period one account statement covers (GET /users/statements). */
export const maxStatementDays = 366;

/** Query of GET /users/statements: the period (dates, UTC, both included), the file format and the language. */
export const statementQuerySchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  format: z.enum(statementFormats, { message: 'must be csv or pdf' }).default('csv'),
  lang: z.enum(localeCodes, { message: `must be one of ${localeCodes.join(', ')}` }).optional(),
});

/** Query of GET /users/depositBankDetails. */
export const depositBankDetailsQuerySchema = z.object({ currency: fiatParamSchema });
