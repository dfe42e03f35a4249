import { currencyCodes, transactionTypes } from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.js';
import { displayAmount } from '../display-amount.js';
import { balanceAt, walletHistorySince } from '../ledger-history.js';
import { authOf, currencyParamSchema, failureResponses, successSchema, toHttpFailure } from '../route-support.js';
import { dayMs, fromBoundSchema, toBoundSchema } from './query-dates.js';
import {
  favoriteCurrencies,
  findUserTransaction,
  listTransactions,
  maxTransactionPageSize,
  transactionStatusValues,
} from './transaction-repository.js';
import { toTransactionWire, transactionWireSchema } from './transaction-wire.js';

const cursorSchema = z.string().regex(/^[0-9]{1,18}$/, { message: 'must be the next_cursor of a previous page' });
const limitSchema = z.coerce
  .number()
  .int({ message: 'must be a whole number' })
  .min(1)
  .max(maxTransactionPageSize, { message: `must be at most ${maxTransactionPageSize}` })
  .default(25);

const transactionIdBodySchema = z.object({
  transaction_id: z.string().regex(/^txn_[a-z0-9]{1,60}$/, { message: 'must be a transaction id (txn_…)' }),
});

const listQuerySchema = z
  .object({
    asset: currencyParamSchema.optional(),
    type: z.enum(transactionTypes, { message: `must be one of ${transactionTypes.join(', ')}` }).optional(),
    status: z
      .enum(transactionStatusValues, { message: `must be one of ${transactionStatusValues.join(', ')}` })
      .optional(),
    from: fromBoundSchema.optional(),
    to: toBoundSchema.optional(),
    cursor: cursorSchema.optional(),
    limit: limitSchema,
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from < query.to, {
    message: 'from must be before to',
    path: ['from'],
  });

const statusDetailsSchema = z.object({
  transaction_id: z.string(),
  type: z.string(),
  status: z.string(),
  payment_status: z.string().nullable(),
  updated_at: z.string(),
});

/**
 * Spec §7 transactions calls under /transactions/. Lists return RAW status and payment_status; the
 * clients show them through core's transactionStatusDisplay (list 'orders' for the transactions
 * page, 'walletActivity' for a wallet's activity), which also hides initial rows without a
 * payment_status. Needs accounts.
 */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/transactions/getTransactions',
    {
      schema: {
        summary: 'The user’s transactions, keyed by id, newest first, with a cursor to the next page',
        description: `Filters: asset, type, status, from (inclusive), to (a date includes that whole UTC day). limit 1–${maxTransactionPageSize} (default 25). next_cursor is null on the last page.`,
        tags: ['transactions'],
        querystring: listQuerySchema,
        response: {
          200: successSchema(
            z.object({ transactions: z.record(z.string(), transactionWireSchema), next_cursor: z.string().nullable() }),
          ),
          ...failureResponses,
        },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const query = request.query;
      const page = await listTransactions(app.database, {
        userId: auth.userId,
        currency: query.asset,
        type: query.type,
        status: query.status,
        from: query.from,
        to: query.to,
        cursor: query.cursor,
        limit: query.limit,
      });
      const transactions: Record<string, z.infer<typeof transactionWireSchema>> = {};
      for (const record of page.transactions) transactions[record.id] = toTransactionWire(record);
      return { request_status: 1 as const, request_details: { transactions, next_cursor: page.nextCursor } };
    },
  );

  app.get(
    '/transactions/getWalletActivity',
    {
      schema: {
        summary: 'One wallet’s transactions, newest first',
        tags: ['transactions'],
        querystring: z.object({ currency: currencyParamSchema, cursor: cursorSchema.optional(), limit: limitSchema }),
        response: {
          200: successSchema(
            z.object({
              currency: z.string(),
              activity: z.array(transactionWireSchema),
              next_cursor: z.string().nullable(),
            }),
          ),
          ...failureResponses,
        },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const { currency, cursor, limit } = request.query;
      const page = await listTransactions(app.database, { userId: auth.userId, currency, cursor, limit });
      return {
        request_status: 1 as const,
        request_details: { currency, activity: page.transactions.map(toTransactionWire), next_cursor: page.nextCursor },
      };
    },
  );

  app.get(
    '/transactions/getWalletBalanceActivity',
    {
      schema: {
        summary: 'A wallet’s posted balance at the end of each UTC day, oldest first (today: now)',
        tags: ['transactions'],
        querystring: z.object({
          currency: currencyParamSchema,
          days: z.coerce.number().int({ message: 'must be a whole number' }).min(1).max(366).default(30),
        }),
        response: {
          200: successSchema(
            z.object({ currency: z.string(), points: z.array(z.object({ date: z.string(), balance: z.string() })) }),
          ),
          ...failureResponses,
        },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const { currency, days } = request.query;
      const now = new Date();
      const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const firstDayStart = new Date(todayStart - (days - 1) * dayMs);
      try {
        const history = await app.database.transaction(async (transaction) => {
          await transaction.query('set transaction isolation level repeatable read');
          return walletHistorySince(transaction, { userId: auth.userId, currency, since: firstDayStart });
        });
        const points = Array.from({ length: days }, (_, index) => {
          const dayStart = firstDayStart.getTime() + index * dayMs;
          return {
            date: new Date(dayStart).toISOString().slice(0, 10),
            balance: displayAmount(currency, balanceAt(history, new Date(dayStart + dayMs))),
          };
        });
        return { request_status: 1 as const, request_details: { currency, points } };
      } catch (error) {
        throw toHttpFailure(error);
      }
    },
  );

  app.get(
    '/transactions/getFees',
    {
      schema: {
        summary: 'The fee schedule per currency',
        description:
          'Deposits are free; withdrawal_fee is null until the withdrawal feature sets per-coin network fees; processing_fee_percent is the buy processing fee (spec §9 sample: 0.00%).',
        tags: ['transactions'],
        response: {
          200: successSchema(
            z.object({
              processing_fee_percent: z.string(),
              fees: z.record(z.string(), z.object({ deposit_fee: z.string(), withdrawal_fee: z.string().nullable() })),
            }),
          ),
          ...failureResponses,
        },
      },
      preHandler: app.accounts.requireUser(),
    },
    async () => {
      const fees: Record<string, { deposit_fee: string; withdrawal_fee: string | null }> = {};
      for (const currency of currencyCodes)
        fees[currency] = { deposit_fee: displayAmount(currency, 0n), withdrawal_fee: null };
      return { request_status: 1 as const, request_details: { processing_fee_percent: '0.00', fees } };
    },
  );

  app.get(
    '/transactions/getFavorites',
    {
      schema: {
        summary: 'The user’s most used currencies over the last 90 days (at most 6)',
        tags: ['transactions'],
        response: {
          200: successSchema(
            z.object({
              favorites: z.array(
                z.object({ currency: z.string(), transactions: z.number().int(), last_transaction_at: z.string() }),
              ),
            }),
          ),
          ...failureResponses,
        },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const auth = authOf(request);
      const favorites = await favoriteCurrencies(app.database, auth.userId);
      return {
        request_status: 1 as const,
        request_details: {
          favorites: favorites.map((favorite) => ({
            currency: favorite.currency,
            transactions: favorite.transactions,
            last_transaction_at: favorite.lastTransactionAt,
          })),
        },
      };
    },
  );

  const findOrFail = async (userId: string, transactionId: string) => {
    const record = await findUserTransaction(app.database, { userId, transactionId });
    if (record === undefined) throw new DomainError('not_found', { transaction_id: 'No such transaction.' });
    return record;
  };

  app.post(
    '/transactions/getTransactionStatus',
    {
      schema: {
        summary: 'The raw status of one of the user’s transactions (checkout-style: success true)',
        tags: ['transactions'],
        body: transactionIdBodySchema,
        response: {
          200: z.object({ success: z.literal(true), request_details: statusDetailsSchema }),
          ...failureResponses,
        },
      },
      preHandler: app.accounts.requireUser(),
    },
    async (request) => {
      const record = await findOrFail(authOf(request).userId, request.body.transaction_id);
      return {
        success: true as const,
        request_details: {
          transaction_id: record.id,
          type: record.type,
          status: record.status,
          payment_status: record.paymentStatus,
          updated_at: record.updatedAt,
        },
      };
    },
  );

  for (const path of ['/transactions/getTransacionaDetails', '/transactions/getTransactionDetails']) {
    app.post(
      path,
      {
        schema: {
          summary:
            path === '/transactions/getTransacionaDetails'
              ? 'One of the user’s transactions (the spec’s spelling)'
              : 'One of the user’s transactions (correctly spelled alias of getTransacionaDetails)',
          tags: ['transactions'],
          body: transactionIdBodySchema,
          response: { 200: successSchema(z.object({ transaction: transactionWireSchema })), ...failureResponses },
        },
        preHandler: app.accounts.requireUser(),
      },
      async (request) => {
        const record = await findOrFail(authOf(request).userId, request.body.transaction_id);
        return { request_status: 1 as const, request_details: { transaction: toTransactionWire(record) } };
      },
    );
  }
};
