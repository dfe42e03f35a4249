import { calendarDayMs, currencyCodes, endpoints, type CurrencyCode } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/database.js';
import { DomainError } from '../../../errors/domain-error.js';
import { authOf } from '../../../http/request-auth.js';
import { serve } from '../../../http/serve.js';
import { displayAmount } from '../display-amount.js';
import { balanceAt, walletHistorySince } from '../ledger-history.js';
import { refusingWalletsErrors } from '../wallets-error.js';
import { favoriteCurrencies, findUserTransaction, listTransactions } from './transaction-repository.js';
import { toTransactionWire, type TransactionWire } from './transaction-wire.js';

/** The user's transaction, or 404: another user's id is as unknown as a made-up one. */
async function userTransaction(database: Database, userId: string, transactionId: string) {
  const record = await findUserTransaction(database, { userId, transactionId });
  if (record === undefined) throw new DomainError('not_found', { transaction_id: 'No such transaction.' });
  return record;
}

/** The wallet's posted balance at the end of each of the last `days` UTC days (today: now), oldest first. */
async function dailyBalances(database: Database, input: { userId: string; currency: CurrencyCode; days: number }) {
  const now = new Date();
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstDayStart = new Date(todayStart - (input.days - 1) * calendarDayMs);
  const history = await refusingWalletsErrors(() =>
    database.transaction(async (transaction) => {
      await transaction.query('set transaction isolation level repeatable read');
      return walletHistorySince(transaction, { userId: input.userId, currency: input.currency, since: firstDayStart });
    }),
  );
  return Array.from({ length: input.days }, (_, index) => {
    const dayStart = firstDayStart.getTime() + index * calendarDayMs;
    return {
      date: new Date(dayStart).toISOString().slice(0, 10),
      balance: displayAmount(input.currency, balanceAt(history, new Date(dayStart + calendarDayMs))),
    };
  });
}

type FeeRow = { deposit_fee: string; withdrawal_fee: string | null; withdrawal_minimum: string | null };

/** Deposits are free; withdrawal fees and minimums are the brand's (the withdrawals module's), null without it. */
async function feeSchedule(app: FastifyInstance, brandId: string) {
  const withdrawal = await app.wallets.withdrawalFees()?.(brandId);
  const fees: Record<string, FeeRow> = {};
  for (const currency of currencyCodes) {
    const own = withdrawal?.[currency];
    fees[currency] = {
      deposit_fee: displayAmount(currency, 0n),
      withdrawal_fee: own === undefined ? null : displayAmount(currency, own.fee),
      withdrawal_minimum: own === undefined ? null : displayAmount(currency, own.minimum),
    };
  }
  return { processing_fee_percent: '0.00', fees };
}

/**
 * Spec §7 transactions calls under /transactions/. Lists return RAW status and payment_status; the
 * clients show them through core's transactionStatusDisplay (list 'orders' for the transactions
 * page, 'walletActivity' for a wallet's activity). Rows that rule hides (an initial order with no
 * payment_status) are skipped by the page query itself. Needs accounts.
 */
export const transactionsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.getTransactions, async function getTransactions(request) {
    const { asset, ...filter } = request.query;
    const page = await listTransactions(app.database, { userId: authOf(request).userId, currency: asset, ...filter });
    const transactions: Record<string, TransactionWire> = {};
    for (const record of page.transactions) transactions[record.id] = toTransactionWire(record);
    return { transactions, next_cursor: page.nextCursor };
  });

  serve(app, endpoints.getWalletActivity, async function getWalletActivity(request) {
    const { currency, cursor, limit } = request.query;
    const page = await listTransactions(app.database, { userId: authOf(request).userId, currency, cursor, limit });
    return { currency, activity: page.transactions.map(toTransactionWire), next_cursor: page.nextCursor };
  });

  serve(app, endpoints.getWalletBalanceActivity, async function getWalletBalanceActivity(request) {
    const { currency, days } = request.query;
    return { currency, points: await dailyBalances(app.database, { userId: authOf(request).userId, currency, days }) };
  });

  serve(app, endpoints.getFees, async function getFees(request) {
    return feeSchedule(app, authOf(request).brandId);
  });

  serve(app, endpoints.getFavorites, async function getFavorites(request) {
    const favorites = await favoriteCurrencies(app.database, authOf(request).userId);
    return {
      favorites: favorites.map((favorite) => ({
        currency: favorite.currency,
        transactions: favorite.transactions,
        last_transaction_at: favorite.lastTransactionAt,
      })),
    };
  });

  serve(app, endpoints.getTransactionStatus, async function getTransactionStatus(request) {
    const record = await userTransaction(app.database, authOf(request).userId, request.body.transaction_id);
    return {
      transaction_id: record.id,
      type: record.type,
      status: record.status,
      payment_status: record.paymentStatus,
      updated_at: record.updatedAt,
    };
  });

  for (const endpoint of [endpoints.getTransacionaDetails, endpoints.getTransactionDetails]) {
    serve(app, endpoint, async function getTransactionDetails(request) {
      const record = await userTransaction(app.database, authOf(request).userId, request.body.transaction_id);
      return { transaction: toTransactionWire(record) };
    });
  }
};
