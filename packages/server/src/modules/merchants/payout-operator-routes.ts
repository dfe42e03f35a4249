import { endpoints } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { authOf } from '../../http/request-auth.js';
import { serve } from '../../http/serve.js';
import type { MerchantsService } from './merchants-plugin.js';
import { listPayouts, settlePayout, toMerchantPayout } from './payouts.js';

/**
 * The operator's side of payouts (role operator, their brand only; 403 for other roles): list the
 * requested ones, then mark each paid once the wire left the bank (posts the hold) or failed (voids
 * it: the merchant's money is back). Repeating the same outcome answers it unchanged.
 */
export const payoutOperatorRoutes: FastifyPluginAsync<{ service: MerchantsService }> = async (app, options) => {
  const { service } = options;

  serve(app, endpoints.listOperatorPayouts, async function payoutsToPay(request) {
    const { status, limit, cursor } = request.query;
    const rows = await listPayouts(app.database, {
      brandId: authOf(request).brandId,
      status,
      cursor: cursor ?? null,
      limit,
    });
    const page = rows.slice(0, limit);
    return {
      payouts: page.map(toMerchantPayout),
      next_cursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    };
  });

  serve(app, endpoints.markPayoutPaid, async function payoutPaid(request) {
    return settlePayout(service.context, {
      payoutId: request.params.id,
      brandId: authOf(request).brandId,
      outcome: 'paid',
      bankReference: request.body.bank_reference,
    });
  });

  serve(app, endpoints.markPayoutFailed, async function payoutFailed(request) {
    return settlePayout(service.context, {
      payoutId: request.params.id,
      brandId: authOf(request).brandId,
      outcome: 'failed',
      reason: request.body.reason,
    });
  });
};
