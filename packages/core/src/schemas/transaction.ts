import { z } from 'zod';
import { wireDecimalSchema, wireIdSchema, wireTimestampSchema } from './wire.js';

/**
 * Transaction types the platform writes. The spec names withdrawal and conversion "and others";
 * the schema keeps any string so an older type still lists, and these are the ones it knows.
 */
export const transactionTypes = [
  'deposit',
  'withdrawal',
  'conversion',
  'buy',
  'sell',
  'send',
  'receive',
  'payment',
] as const;
export type KnownTransactionType = (typeof transactionTypes)[number];

/** Statuses the spec's display rules know (spec §4 "Transaction status display"). */
export const transactionStatuses = ['initial', 'pending', 'completed', 'canceled', 'failed'] as const;

/** payment_status values of a transaction (spec §4): authorized, pending, canceled, failed, or absent. */
export const transactionPaymentStatuses = ['authorized', 'pending', 'canceled', 'failed', 'successful'] as const;

/**
 * A Transaction of spec §3. Table columns map to: order → order_id, amount → amount,
 * payment method → payment_method, status → status, from amount → from_amount,
 * to amount → to_amount, price → price, quantity → quantity, rate → rate,
 * transaction fee → transaction_fee. Amounts are decimal strings; currency_iso is the currency
 * of amount/from_amount, currency_2_iso the other side of a conversion or buy.
 */
export const transactionSchema = z.object({
  id: wireIdSchema,
  order_id: wireIdSchema.optional(),
  type: z.string().min(1).max(40),
  status: z.string().min(1).max(40),
  payment_status: z.string().max(40).nullable().optional(),
  currency_iso: z.string().max(12),
  currency_2_iso: z.string().max(12).nullable().optional(),
  /** For a conversion: whether this row debits or credits the wallet it is listed under. */
  conversion_t: z.enum(['debit', 'credit']).nullable().optional(),
  amount: wireDecimalSchema,
  payment_method: z.string().max(60).nullable().optional(),
  from_amount: wireDecimalSchema.optional(),
  to_amount: wireDecimalSchema.optional(),
  price: wireDecimalSchema.optional(),
  quantity: wireDecimalSchema.optional(),
  rate: wireDecimalSchema.optional(),
  transaction_fee: wireDecimalSchema.optional(),
  /** On-chain rows (crypto deposits): the transaction hash. */
  txid: z.string().min(1).max(100).optional(),
  /** A chain deposit's confirmations so far and the number it needs before it is credited (n of N). */
  confirmations: z.number().int().min(0).optional(),
  required_confirmations: z.number().int().min(1).optional(),
  created_at: wireTimestampSchema,
  /** Whether the amount went into (credit) or out of (debit) the wallet of currency_iso. */
  direction: z.enum(['debit', 'credit']).optional(),
  updated_at: wireTimestampSchema,
  completed_at: wireTimestampSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

/** `GET /transactions/getTransactions` answers a list keyed by transaction id (spec §7). */
export const keyedTransactionsSchema = z.record(z.string(), transactionSchema);
export type KeyedTransactions = z.infer<typeof keyedTransactionsSchema>;

/** A page of `GET /transactions/getTransactions`: the keyed list (newest first) and the next page's cursor. */
export const transactionPageSchema = z.object({
  transactions: keyedTransactionsSchema,
  next_cursor: z.string().max(200).nullable(),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;
