import {
  endpoints,
  isCryptoCurrency,
  toDecimalString,
  type MerchantSettlement,
  type MerchantSettlementPage,
} from '@platform/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { authOf } from '../../http/request-auth.js';
import { serve } from '../../http/serve.js';
import { depositAmount } from '../wallets/index.js';
import { merchantOfUser } from './merchant-lookups.js';
import type { MerchantsService } from './merchants-plugin.js';
import { listPayouts, requestPayout, toMerchantPayout } from './payouts.js';
import { findSettlementInfo, saveSettlementInfo, settlementInfoDetails } from './settlement-info.js';
import { listSettlementRecords, type SettlementRecordRow } from './settlement-records.js';
import { merchantSummary } from './summary.js';

const idempotencyKeySchema = z.string().trim().min(1).max(200);

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

type PageQuery = { merchantId: string; cursor?: string | undefined; limit: number };

/** The wire tab: payouts to the settlement bank account as settlement records. */
async function wireSettlements(queryable: Queryable, query: PageQuery): Promise<MerchantSettlementPage> {
  const rows = await listPayouts(queryable, {
    merchantId: query.merchantId,
    cursor: query.cursor ?? null,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
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
  return { tab: 'wire', settlements, next_cursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null };
}

/** The widget and creditcards tabs: the settlement records of merchant payments and card sales. */
async function ledgerSettlements(
  queryable: Queryable,
  tab: 'widget' | 'creditcards',
  query: PageQuery,
): Promise<MerchantSettlementPage> {
  const rows = await listSettlementRecords(queryable, {
    merchantId: query.merchantId,
    kind: tab === 'widget' ? 'widget' : 'creditcard',
    cursor: query.cursor ?? null,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  return {
    tab,
    settlements: page.map(recordOf),
    next_cursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The payout's idempotency key: the body's, else the Idempotency-Key header; required. */
function payoutIdempotencyKey(request: FastifyRequest, fromBody: string | undefined): string {
  const header = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
  const key = fromBody ?? (header.success ? header.data : undefined);
  if (key === undefined) {
    throw new DomainError('validation_failed', {
      idempotency_key: 'An idempotency key is required, so a retried payout is never paid twice.',
    });
  }
  return key;
}

/**
 * The merchant's settlement side in the merchant area (API base, signed-in merchant users; others
 * 403): settlement info (spec §3), the settlements tabs of spec §2, payouts to the settlement bank
 * account and the dashboard sums of spec §4.
 */
export const settlementRoutes: FastifyPluginAsync<{ service: MerchantsService }> = async (app, options) => {
  const { service } = options;
  const merchantOf = (request: FastifyRequest) => merchantOfUser(app.database, authOf(request).userId);
  const mode = service.context.testMode ? 'test' : 'live';

  serve(app, endpoints.getSettlementInfo, async function settlementInfo(request) {
    const merchant = await merchantOf(request);
    return settlementInfoDetails(await findSettlementInfo(app.database, merchant.id));
  });

  serve(app, endpoints.updateSettlementInfo, async function updateSettlementInfo(request) {
    const merchant = await merchantOf(request);
    await saveSettlementInfo(app.database, merchant.id, request.body);
    return settlementInfoDetails(await findSettlementInfo(app.database, merchant.id));
  });

  serve(app, endpoints.getMerchantSettlments, async function merchantSettlements(request) {
    const merchant = await merchantOf(request);
    const { tab, limit, cursor } = request.query;
    const query = { merchantId: merchant.id, cursor, limit };
    return tab === 'wire' ? wireSettlements(app.database, query) : ledgerSettlements(app.database, tab, query);
  });

  serve(app, endpoints.getMerchantSummary, async function merchantDashboard(request) {
    const merchant = await merchantOf(request);
    return merchantSummary(app.database, { merchant, mode });
  });

  serve(app, endpoints.createMerchantPayout, async function createPayout(request) {
    const merchant = await merchantOf(request);
    const { body } = request;
    const idempotencyKey = payoutIdempotencyKey(request, body.idempotency_key);
    return requestPayout(service.context, {
      merchant,
      currency: body.currency,
      amountBaseUnits: depositAmount(body.currency, body.amount),
      payoutCurrency: body.payout_currency ?? (isCryptoCurrency(body.currency) ? 'EUR' : body.currency),
      idempotencyKey,
    });
  });

  serve(app, endpoints.listMerchantPayouts, async function merchantPayouts(request) {
    const merchant = await merchantOf(request);
    const { limit, cursor } = request.query;
    const rows = await listPayouts(app.database, { merchantId: merchant.id, cursor: cursor ?? null, limit });
    const page = rows.slice(0, limit);
    return {
      payouts: page.map(toMerchantPayout),
      next_cursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    };
  });
};
