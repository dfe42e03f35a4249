import { isCryptoCurrency, type CurrencyCode } from '@platform/core';
import type { ChainNetwork } from '@platform/core/addresses';
import type { Database, Transaction } from '../../db/database.js';
import { chainOf } from './deposits/chains.js';
import { assignDepositAddress } from './deposits/deposit-addresses.js';
import { newDepositReference, newWalletId } from './wallet-ids.js';
import { findWallet, insertWallet, lockUserWallets, type WalletRecord } from './wallet-repository.js';

export interface EnsureWalletInput {
  userId: string;
  brandId: string;
  currency: CurrencyCode;
  /** The chain network deposit addresses are derived for (WalletsEnv.depositNetwork). */
  network: ChainNetwork;
}

export interface EnsureWalletResult {
  wallet: WalletRecord;
  created: boolean;
}

/**
 * Inside the caller's transaction: the user's wallet of the currency, created when missing (with a
 * deposit address for crypto, a deposit reference for fiat). The first wallet a user gets is their
 * default. Throws WalletsError deposits_not_configured when a crypto wallet needs a key the brand lacks.
 */
export async function ensureWalletInTransaction(
  transaction: Transaction,
  input: EnsureWalletInput,
): Promise<EnsureWalletResult> {
  await lockUserWallets(transaction, input.userId);
  const existing = await findWallet(transaction, input);
  if (existing !== undefined) return { wallet: existing, created: false };
  const address = isCryptoCurrency(input.currency)
    ? await assignDepositAddress(transaction, {
        brandId: input.brandId,
        userId: input.userId,
        chain: chainOf(input.currency),
        network: input.network,
      })
    : undefined;
  const others = await transaction.query('select 1 from wallets where user_id = $1 limit 1', [input.userId]);
  await insertWallet(transaction, {
    id: newWalletId(),
    userId: input.userId,
    brandId: input.brandId,
    currency: input.currency,
    depositAddressId: address?.id ?? null,
    depositReference: address === undefined ? newDepositReference() : null,
    isDefault: others.rows.length === 0,
  });
  const wallet = await findWallet(transaction, input);
  if (wallet === undefined) throw new Error('The wallet just inserted is missing');
  return { wallet, created: true };
}

const maxAttempts = 3;

function isUniqueViolationOf(error: unknown, constraintPart: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const record = error as { code?: unknown; constraint?: unknown; message?: unknown };
  const text = `${String(record.constraint ?? '')} ${String(record.message ?? '')}`;
  return record.code === '23505' && text.includes(constraintPart);
}

/**
 * The same in its own transaction. Idempotent: an existing wallet is returned with created false
 * (read without a lock first).
 * A deposit-reference collision (50 random bits, so rare) runs the transaction again, at most 3 times.
 */
export async function ensureWallet(database: Database, input: EnsureWalletInput): Promise<EnsureWalletResult> {
  // Wallets are never deleted: one that exists is answered without taking the user's wallet lock
  // (every payment creation of a merchant asks for the wallet its settlement lands in).
  const existing = await findWallet(database, input);
  if (existing !== undefined) return { wallet: existing, created: false };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await database.transaction((transaction) => ensureWalletInTransaction(transaction, input));
    } catch (error) {
      if (attempt >= maxAttempts || !isUniqueViolationOf(error, 'deposit_reference')) throw error;
    }
  }
}
