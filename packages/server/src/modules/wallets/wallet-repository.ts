import { currencyCodes, isCryptoCurrency, type CurrencyCode } from '@platform/core';
import type { ChainNetwork } from '@platform/core/addresses';
import type { Queryable, Transaction } from '../../db/database.js';

/** A wallet row with its deposit address (crypto) or deposit reference (fiat). */
export interface WalletRecord {
  id: string;
  userId: string;
  brandId: string;
  currency: CurrencyCode;
  isDefault: boolean;
  address: string | null;
  network: ChainNetwork | null;
  destinationTag: string | null;
  depositReference: string | null;
  createdAt: string;
}

interface WalletRow {
  id: string;
  user_id: string;
  brand_id: string;
  currency: CurrencyCode;
  is_default: boolean;
  address: string | null;
  network: ChainNetwork | null;
  destination_tag: string | null;
  deposit_reference: string | null;
  created_at: string;
}

/** ISO 8601 in UTC with milliseconds, the same text from PGlite and node-postgres. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const selectWallets = `select w.id, w.user_id, w.brand_id, w.currency, w.is_default, a.address, a.network,
    a.destination_tag, w.deposit_reference, ${isoTimestamp('w.created_at')} as created_at
  from wallets w left join deposit_addresses a on a.id = w.deposit_address_id`;

function toWallet(row: WalletRow): WalletRecord {
  return {
    id: row.id,
    userId: row.user_id,
    brandId: row.brand_id,
    currency: row.currency,
    isDefault: row.is_default,
    address: row.address,
    network: row.network,
    destinationTag: row.destination_tag,
    depositReference: row.deposit_reference,
    createdAt: row.created_at,
  };
}

const currencyOrder = (currency: CurrencyCode) => currencyCodes.indexOf(currency);

/** The user's wallets in the fixed order of the spec: BTC, LTC, ETH, BCH, USDT, USDC, then the fiat. */
export async function listWallets(queryable: Queryable, userId: string): Promise<WalletRecord[]> {
  const result = await queryable.query<WalletRow>(`${selectWallets} where w.user_id = $1`, [userId]);
  return result.rows.map(toWallet).sort((left, right) => currencyOrder(left.currency) - currencyOrder(right.currency));
}

export async function findWallet(
  queryable: Queryable,
  key: { userId: string; currency: CurrencyCode },
): Promise<WalletRecord | undefined> {
  const result = await queryable.query<WalletRow>(`${selectWallets} where w.user_id = $1 and w.currency = $2`, [
    key.userId,
    key.currency,
  ]);
  return result.rows[0] === undefined ? undefined : toWallet(result.rows[0]);
}

/**
 * Serializes wallet changes of one user (creation, default) for the rest of the transaction, so
 * two concurrent "create BTC wallet" calls cannot both decide it is missing. Other users are not
 * blocked. A transaction-scoped advisory lock is released at commit or rollback.
 */
export async function lockUserWallets(transaction: Transaction, userId: string): Promise<void> {
  await transaction.query(`select pg_advisory_xact_lock(hashtext('wallets:' || $1))`, [userId]);
}

export async function insertWallet(
  transaction: Transaction,
  wallet: {
    id: string;
    userId: string;
    brandId: string;
    currency: CurrencyCode;
    depositAddressId: string | null;
    depositReference: string | null;
    isDefault: boolean;
  },
): Promise<void> {
  if (isCryptoCurrency(wallet.currency) !== (wallet.depositAddressId !== null)) {
    throw new Error('A crypto wallet has a deposit address and a fiat wallet none');
  }
  await transaction.query(
    `insert into wallets (id, user_id, brand_id, currency, deposit_address_id, deposit_reference, is_default)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      wallet.id,
      wallet.userId,
      wallet.brandId,
      wallet.currency,
      wallet.depositAddressId,
      wallet.depositReference,
      wallet.isDefault,
    ],
  );
}

/** Makes the wallet of `currency` the user's only default; false when the user has no such wallet. */
export async function setDefaultWallet(
  transaction: Transaction,
  key: { userId: string; currency: CurrencyCode },
): Promise<boolean> {
  const exists = await transaction.query('select 1 from wallets where user_id = $1 and currency = $2', [
    key.userId,
    key.currency,
  ]);
  if (exists.rows.length === 0) return false;
  // Clear first: the partial unique index allows one default per user at any moment.
  await transaction.query(
    'update wallets set is_default = false where user_id = $1 and is_default and currency <> $2',
    [key.userId, key.currency],
  );
  await transaction.query('update wallets set is_default = true where user_id = $1 and currency = $2', [
    key.userId,
    key.currency,
  ]);
  return true;
}
