import { z } from 'zod';
import { transactionSchema } from './transaction.js';
import { walletSchema } from './wallet.js';
import { wireDecimalSchema } from './wire.js';

/**
 * `request_details` of the wallets calls beside the entity lists (spec §7 "Wallets and
 * transactions"): what the server answers, and what the typed client checks.
 */

/** PATCH /users/defaultWallet: the wallet, now the default. */
export const walletDetailsSchema = z.object({ wallet: walletSchema });

/** POST /users/createWallet: the wallet, and whether it is new (the call is idempotent). */
export const createdWalletDetailsSchema = z.object({ wallet: walletSchema, created: z.boolean() });
export type CreatedWalletDetails = z.infer<typeof createdWalletDetailsSchema>;

/** GET /transactions/getWalletActivity: one wallet's transactions, newest first, and the next page's cursor. */
export const walletActivityPageSchema = z.object({
  currency: z.string().max(12),
  activity: z.array(transactionSchema).max(100),
  next_cursor: z.string().max(200).nullable(),
});
export type WalletActivityPage = z.infer<typeof walletActivityPageSchema>;

/** GET /transactions/getWalletBalanceActivity: the posted balance at the end of each UTC day, oldest first. */
export const walletBalanceActivitySchema = z.object({
  currency: z.string().max(12),
  points: z.array(z.object({ date: z.string().max(10), balance: wireDecimalSchema })).max(366),
});
export type WalletBalanceActivity = z.infer<typeof walletBalanceActivitySchema>;

/** GET /transactions/getFees: the processing fee and each currency's deposit and withdrawal fee. */
export const feeScheduleSchema = z.object({
  processing_fee_percent: wireDecimalSchema,
  fees: z.record(
    z.string(),
    z.object({
      deposit_fee: wireDecimalSchema,
      withdrawal_fee: wireDecimalSchema.nullable(),
      /** The smallest withdrawal amount of the brand's schedule (null until the withdrawals module serves it). */
      withdrawal_minimum: wireDecimalSchema.nullable().optional(),
    }),
  ),
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

/** GET /transactions/getFavorites: the most used currencies of the last 90 days, most used first. */
export const favoriteCurrenciesSchema = z.object({
  favorites: z
    .array(
      z.object({
        currency: z.string().max(12),
        transactions: z.number().int().min(0),
        last_transaction_at: z.string().max(64),
      }),
    )
    .max(6),
});
export type FavoriteCurrencies = z.infer<typeof favoriteCurrenciesSchema>;

/** POST /transactions/getTransactionStatus: the raw status and payment_status (clients apply core's display rule). */
export const transactionStatusDetailsSchema = z.object({
  transaction_id: z.string().max(200),
  type: z.string().max(40),
  status: z.string().max(40),
  payment_status: z.string().max(40).nullable(),
  updated_at: z.string().max(64),
});
export type TransactionStatusDetails = z.infer<typeof transactionStatusDetailsSchema>;

/** POST /transactions/getTransacionaDetails (and its alias getTransactionDetails). */
export const transactionDetailsSchema = z.object({ transaction: transactionSchema });
export type TransactionDetails = z.infer<typeof transactionDetailsSchema>;
