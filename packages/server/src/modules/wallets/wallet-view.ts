import { isCryptoCurrency, type CurrencyCode } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { accountIdOf, getAccount } from '../ledger/index.js';
import { displayAmount } from './display-amount.js';
import { summarizeWalletTransactions } from './transactions/transaction-repository.js';
import { listWallets, type WalletRecord } from './wallet-repository.js';

/** A wallet as the API sends it (checked on the way out by the rows' core walletSchema). */
export interface WalletWire {
  id: string;
  currency: string;
  kind: 'crypto' | 'fiat';
  address: string | null;
  network: string | null;
  destination_tag: string | null;
  deposit_reference: string | null;
  available_balance: string;
  deposit_in_orders: string;
  last_receive: string | null;
  last_withdraw: string | null;
  total_send: string;
  total_receive: string;
  total_withdrawal: string;
  is_default: boolean;
  created_at: string;
}

/** A wallet's ledger figures in base units; all zero before the first posting. */
export interface WalletBalance {
  currency: CurrencyCode;
  /** Settled: available + held. */
  posted: bigint;
  available: bigint;
  /** Reserved by pending transfers (open orders, withdrawals): "deposit in orders". */
  held: bigint;
  /** Everything ever credited / debited (posted). */
  creditsPosted: bigint;
  debitsPosted: bigint;
}

/** The balance of the user's ledger account of one currency (kind user, owner = the user id). */
export async function walletBalance(
  queryable: Queryable,
  userId: string,
  currency: CurrencyCode,
): Promise<WalletBalance> {
  const account = await getAccount(queryable, accountIdOf({ owner: userId, asset: currency, kind: 'user' }));
  if (account === undefined) {
    return { currency, posted: 0n, available: 0n, held: 0n, creditsPosted: 0n, debitsPosted: 0n };
  }
  const posted = account.creditsPosted - account.debitsPosted;
  return {
    currency,
    posted,
    available: posted - account.debitsPending,
    held: account.debitsPending,
    creditsPosted: account.creditsPosted,
    debitsPosted: account.debitsPosted,
  };
}

export interface WalletView {
  record: WalletRecord;
  balance: WalletBalance;
  wire: WalletWire;
}

/**
 * The user's wallets with what the wallet screens show: balances from the ledger (available,
 * deposit in orders, total receive = credits posted, total send = debits posted) and dates and
 * withdrawal totals from the transactions list.
 */
export async function loadWalletViews(queryable: Queryable, userId: string): Promise<WalletView[]> {
  const records = await listWallets(queryable, userId);
  if (records.length === 0) return [];
  const summaries = await summarizeWalletTransactions(queryable, userId);
  const views: WalletView[] = [];
  for (const record of records) {
    const balance = await walletBalance(queryable, userId, record.currency);
    const summary = summaries.get(record.currency);
    const amount = (baseUnits: bigint) => displayAmount(record.currency, baseUnits);
    views.push({
      record,
      balance,
      wire: {
        id: record.id,
        currency: record.currency,
        kind: isCryptoCurrency(record.currency) ? 'crypto' : 'fiat',
        address: record.address,
        network: record.network,
        destination_tag: record.destinationTag,
        deposit_reference: record.depositReference,
        available_balance: amount(balance.available),
        deposit_in_orders: amount(balance.held),
        last_receive: summary?.lastReceive ?? null,
        last_withdraw: summary?.lastWithdraw ?? null,
        total_send: amount(balance.debitsPosted),
        total_receive: amount(balance.creditsPosted),
        total_withdrawal: amount(summary?.totalWithdrawalBaseUnits ?? 0n),
        is_default: record.isDefault,
        created_at: record.createdAt,
      },
    });
  }
  return views;
}
