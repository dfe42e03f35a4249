import {
  currencyParamSchema,
  fiatCurrencies,
  isCryptoCurrency,
  merchantPayoutSchema,
  merchantSettlementPageSchema,
  merchantSettlementTabSchema,
  merchantSummarySchema,
  settlementInfoDetailsSchema,
  settlementInfoUpdateSchema,
  toDecimalString,
  type MerchantSettlement,
} from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import { successSchema } from '../../http/legacy-envelope.js';
import { authOf } from '../../http/request-auth.js';
import { failureResponses } from '../../http/serve.js';
import { depositAmount } from '../wallets/index.js';
import { defaultPageSize, maxPageSize, merchantOfUser } from './merchant-area-support.js';
import type { MerchantsService } from './merchants-plugin.js';
import { listPayouts, requestPayout, toMerchantPayout } from './payouts.js';
import { findSettlementInfo, saveSettlementInfo, settlementInfoDetails } from './settlement-info.js';
import { listSettlementRecords, type SettlementRecordRow } from './settlement-records.js';
import { merchantSummary } from './summary.js';

const ok = successSchema;
const failures = failureResponses;
const idempotencyKeySchema = z.string().trim().min(1).max(200);

const pageQuery = {
  limit: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
};

function recordOf(row: SettlementRecordRow): MerchantSettlement {
  return {
    id: row.id,
    tab: row.kind === 'widget' ? 'widget' : 'creditcards',
    status: 'completed',
    currency: row.currency,
    gross: toDecimalString(row.currency, BigInt(row.gross)),
    fee: toDecimalString(row.currency, BigInt(row.fee)),
    net: toDecimalString(row.currency, BigInt(row.net)),
    net_currency: row.currency,
    payout_reference: row.net_transfer_id ?? row.fee_transfer_id,
    bank_reference: null,
    payment_id: row.payment_id,
    order_id: row.order_id,
    date: row.created_at.toISOString(),
  };
}

/**
 * The merchant's settlement side in the merchant area (API base, signed-in merchant users; others
 * 403): settlement info (spec §3), the settlements tabs of spec §2, payouts to the settlement bank
 * account and the dashboard sums of spec §4.
 */
export const settlementRoutes: FastifyPluginAsyncZod<{ service: MerchantsService }> = async (app, options) => {
  const { service } = options;
  const preHandler = app.accounts.requireUser();
  const merchantOf = (userId: string) => merchantOfUser(app.database, userId);
  const mode = service.context.testMode ? 'test' : 'live';

  app.get(
    '/users/settlementInfo',
    {
      preHandler,
      schema: {
        summary: "The merchant's settlement bank details (spec §3 Settlement info)",
        description: "Fields are '' and updated_at null until they are saved.",
        tags: ['merchant area'],
        response: { 200: ok(settlementInfoDetailsSchema), ...failures },
      },
    },
    async (request) => {
      const merchant = await merchantOf(authOf(request).userId);
      return {
        request_status: 1 as const,
        request_details: settlementInfoDetails(await findSettlementInfo(app.database, merchant.id)),
      };
    },
  );

  app.patch(
    '/users/updateSettlementInfo',
    {
      preHandler,
      schema: {
        summary: 'Save the settlement bank details (spec §7)',
        description:
          'All six fields of spec §3. bank_iban is checked with its check digits and country length, bank_swift as a BIC of 8 or 11 characters (spaces and lower case accepted; stored in electronic, upper-case form). A refused field is named in error_message and nothing is saved. Payouts already asked for keep the details they were asked with.',
        tags: ['merchant area'],
        body: settlementInfoUpdateSchema,
        response: { 200: ok(settlementInfoDetailsSchema), ...failures },
      },
    },
    async (request) => {
      const merchant = await merchantOf(authOf(request).userId);
      await saveSettlementInfo(app.database, merchant.id, request.body);
      return {
        request_status: 1 as const,
        request_details: settlementInfoDetails(await findSettlementInfo(app.database, merchant.id)),
      };
    },
  );

  app.get(
    '/transactions/getMerchantSettlments',
    {
      preHandler,
      schema: {
        summary: 'Settlement records of one tab (spec §2 merchantSettlements), newest first, in cursor pages',
        description:
          'widget: each settlement of a merchant payment (gross confirmed coins, the fee, the net credited to the wallet; payout_reference = the ledger transfer). creditcards: guest-checkout card sales credited to the merchant (the checkout is not built yet, so this is empty until it books sales). wire: payouts to the settlement bank account (gross taken from the wallet, net = the fiat wired; payout_reference = our reference on the wire). Amounts at the asset’s full scale.',
        tags: ['merchant area'],
        querystring: z.object({
          tab: merchantSettlementTabSchema.default('widget'),
          ...pageQuery,
          cursor: z
            .string()
            .regex(/^(mset|mpo)_[a-z0-9_]{1,80}$/, 'must be the next_cursor of the previous page')
            .optional(),
        }),
        response: { 200: ok(merchantSettlementPageSchema), ...failures },
      },
    },
    async (request) => {
      const merchant = await merchantOf(authOf(request).userId);
      const { tab, limit, cursor } = request.query;
      if (tab === 'wire') {
        const rows = await listPayouts(app.database, { merchantId: merchant.id, cursor: cursor ?? null, limit });
        const page = rows.slice(0, limit);
        const settlements = page.map((row): MerchantSettlement => {
          const payout = toMerchantPayout(row);
          return {
            id: payout.payout_id,
            tab: 'wire',
            status: payout.status,
            currency: payout.currency,
            gross: payout.amount,
            fee: toDecimalString(payout.currency, 0n),
            net: payout.payout_amount,
            net_currency: payout.payout_currency,
            payout_reference: payout.reference,
            bank_reference: payout.bank_reference,
            payment_id: null,
            order_id: null,
            date: payout.completed_at ?? payout.created_at,
          };
        });
        const next = rows.length > limit ? (page.at(-1)?.id ?? null) : null;
        return { request_status: 1 as const, request_details: { tab, settlements, next_cursor: next } };
      }
      const rows = await listSettlementRecords(app.database, {
        merchantId: merchant.id,
        kind: tab === 'widget' ? 'widget' : 'creditcard',
        cursor: cursor ?? null,
        limit,
      });
      const page = rows.slice(0, limit);
      return {
        request_status: 1 as const,
        request_details: {
          tab,
          settlements: page.map(recordOf),
          next_cursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
        },
      };
    },
  );

  app.get(
    '/users/merchant/summary',
    {
      preHandler,
      schema: {
        summary: "Dashboard: spec §4's pending and completed sums per currency, and the merchant's balances",
        description:
          'Stages per payment: awaiting_currency and new → widget; processing → widget, deposit; settled → widget, deposit, completed; expired paid late (not refunded) → widget, deposit; other expired and invalid → none. Widget adds to pending and completed, deposit subtracts from pending, completed subtracts from completed. Fiat sums from the price (2 decimals), coin sums from the coin amount due (8 decimals). Balances: the wallet (available, held by payouts) and awaiting_settlement (merchant_payable).',
        tags: ['merchant area'],
        response: { 200: ok(merchantSummarySchema), ...failures },
      },
    },
    async (request) => {
      const merchant = await merchantOf(authOf(request).userId);
      return { request_status: 1 as const, request_details: await merchantSummary(app.database, { merchant, mode }) };
    },
  );

  app.post(
    '/users/merchant/payouts',
    {
      preHandler: [preHandler, app.accounts.requireStepUp()],
      schema: {
        summary: 'Pay out an amount of one wallet to the settlement bank account',
        description:
          'Needs a step-up (POST /users/reauthenticate) within 10 minutes, saved settlement info and no withdrawal lock. A fiat wallet is wired as is; a coin is sold to the platform at the newest rate (rounded down) and wired in payout_currency (default EUR). The amount is held at once; the payout is `requested` until an operator marks it `paid` (with the bank reference) or `failed` (the money is back). idempotency_key (or the Idempotency-Key header) is required: the same key answers the same payout, a different request with it is 409.',
        tags: ['merchant area'],
        body: z.strictObject({
          currency: currencyParamSchema,
          amount: z.string().trim().min(1).max(40),
          payout_currency: z.enum(fiatCurrencies).optional(),
          idempotency_key: idempotencyKeySchema.optional(),
        }),
        response: { 200: ok(merchantPayoutSchema), ...failures },
      },
    },
    async (request) => {
      const merchant = await merchantOf(authOf(request).userId);
      const body = request.body;
      const header = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      const idempotencyKey = body.idempotency_key ?? (header.success ? header.data : undefined);
      if (idempotencyKey === undefined) {
        throw new DomainError('validation_failed', {
          idempotency_key: 'An idempotency key is required, so a retried payout is never paid twice.',
        });
      }
      const payout = await requestPayout(service.context, {
        merchant,
        currency: body.currency,
        amountBaseUnits: depositAmount(body.currency, body.amount),
        payoutCurrency: body.payout_currency ?? (isCryptoCurrency(body.currency) ? 'EUR' : body.currency),
        idempotencyKey,
      });
      return { request_status: 1 as const, request_details: payout };
    },
  );

  app.get(
    '/users/merchant/payouts',
    {
      preHandler,
      schema: {
        summary: "The merchant's payouts, newest first, in cursor pages",
        tags: ['merchant area'],
        querystring: z.object({
          ...pageQuery,
          cursor: z
            .string()
            .regex(/^mpo_[a-z0-9]{1,60}$/)
            .optional(),
        }),
        response: {
          200: ok(z.object({ payouts: z.array(merchantPayoutSchema), next_cursor: z.string().nullable() })),
          ...failures,
        },
      },
    },
    async (request) => {
      const merchant = await merchantOf(authOf(request).userId);
      const { limit, cursor } = request.query;
      const rows = await listPayouts(app.database, { merchantId: merchant.id, cursor: cursor ?? null, limit });
      const page = rows.slice(0, limit);
      return {
        request_status: 1 as const,
        request_details: {
          payouts: page.map(toMerchantPayout),
          next_cursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
        },
      };
    },
  );
};
