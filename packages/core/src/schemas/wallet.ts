import { z } from 'zod';
import { wireDecimalSchema, wireIdSchema, wireTimestampSchema } from './wire.js';

/**
 * A wallet of spec §3. The spec names only `currency` and the labels of the wallet screen; each
 * label is a field here (amounts as decimal strings in the wallet's currency):
 * wallet address → address, destination tag → destination_tag (XRP-like coins only),
 * available balance → available_balance, deposit in orders → deposit_in_orders (held by open
 * orders), last receive → last_receive, last withdraw → last_withdraw (when it last happened),
 * total send/receive/withdrawal → total_send, total_receive, total_withdrawal.
 * The currency stays a string: a wallet of a coin this build does not know must still list.
 */
export const walletSchema = z.object({
  id: wireIdSchema.optional(),
  currency: z.string().min(1).max(12),
  /** Display name of the coin or wallet, e.g. "Bitcoin". */
  name: z.string().max(120).optional(),
  address: z.string().max(200).nullable().optional(),
  destination_tag: z.string().max(64).nullable().optional(),
  available_balance: wireDecimalSchema.optional(),
  deposit_in_orders: wireDecimalSchema.optional(),
  last_receive: wireTimestampSchema,
  last_withdraw: wireTimestampSchema,
  total_send: wireDecimalSchema.optional(),
  total_receive: wireDecimalSchema.optional(),
  total_withdrawal: wireDecimalSchema.optional(),
  /** "Make default wallet" of spec §2: the wallet used when no other is chosen. */
  is_default: z.boolean().optional(),
  /** Whether the wallet holds a crypto or a fiat currency. */
  kind: z.enum(['crypto', 'fiat']).optional(),
  /** Chain network of a crypto wallet's address (mainnet, testnet, regtest), for payment URIs; null for fiat. */
  network: z.string().max(20).nullable().optional(),
  /** Fiat wallets: the unique reference a bank transfer must carry to be credited to this wallet. */
  deposit_reference: z.string().max(64).nullable().optional(),
  created_at: wireTimestampSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

/** Wallet lists arrive as an array or as an object keyed by currency; inside they are an array. */
export const walletListSchema = z
  .union([z.array(walletSchema).max(500), z.record(z.string(), walletSchema)])
  .transform((wallets) => (Array.isArray(wallets) ? wallets : Object.values(wallets)));

/**
 * `request_details` of `GET /users/getUserBalances`: the wallets, and the account value in the
 * user's fiat currency (2 decimals) and in BTC (8 decimals). When a rate it needs is missing or
 * too old the values are absent and `account_values_available` is false, with the reason.
 */
export const userBalancesDetailsSchema = z.looseObject({
  wallets: walletListSchema,
  currency: z.string().max(12).optional(),
  account_values: z.record(z.string(), wireDecimalSchema).default({}),
  account_values_available: z.boolean().optional(),
  account_values_error: z.string().max(40).optional(),
  rates_observed_at: wireTimestampSchema,
});
export type UserBalancesDetails = z.infer<typeof userBalancesDetailsSchema>;
