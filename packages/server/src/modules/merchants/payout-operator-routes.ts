import { merchantPayoutSchema, merchantPayoutStatusSchema } from '@platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../../http/legacy-envelope.js';
import { authOf } from '../../http/request-auth.js';
import { failureResponses } from '../../http/serve.js';
import { defaultPageSize, maxPageSize } from './merchant-area-support.js';
import type { MerchantsService } from './merchants-plugin.js';
import { listPayouts, payoutIdPattern, settlePayout, toMerchantPayout } from './payouts.js';

const ok = successSchema;
const failures = failureResponses;
const params = z.object({ id: z.string().regex(payoutIdPattern) });

/**
 * The operator's side of payouts (role operator, their brand only; 403 for other roles): list the
 * requested ones, then mark each paid once the wire left the bank (posts the hold) or failed (voids
 * it: the merchant's money is back). Repeating the same outcome answers it unchanged.
 */
export const payoutOperatorRoutes: FastifyPluginAsyncZod<{ service: MerchantsService }> = async (app, options) => {
  const { service } = options;
  const preHandler = app.accounts.requireOperator;

  app.get(
    '/operator/merchant/payouts',
    {
      preHandler,
      schema: {
        summary: "Merchants' payouts of the operator's brand, newest first (default: requested ones)",
        tags: ['operator'],
        querystring: z.object({
          status: merchantPayoutStatusSchema.default('requested'),
          limit: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
          cursor: z.string().regex(payoutIdPattern).optional(),
        }),
        response: {
          200: ok(z.object({ payouts: z.array(merchantPayoutSchema), next_cursor: z.string().nullable() })),
          ...failures,
        },
      },
    },
    async (request) => {
      const { status, limit, cursor } = request.query;
      const rows = await listPayouts(app.database, {
        brandId: authOf(request).brandId,
        status,
        cursor: cursor ?? null,
        limit,
      });
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

  app.post(
    '/operator/merchant/payouts/:id/paid',
    {
      preHandler,
      schema: {
        summary: 'The wire was sent: the payout is paid (its hold posted)',
        tags: ['operator'],
        params,
        body: z.strictObject({ bank_reference: z.string().trim().min(1).max(200) }),
        response: { 200: ok(merchantPayoutSchema), ...failures },
      },
    },
    async (request) => ({
      request_status: 1 as const,
      request_details: await settlePayout(service.context, {
        payoutId: request.params.id,
        brandId: authOf(request).brandId,
        outcome: 'paid',
        bankReference: request.body.bank_reference,
      }),
    }),
  );

  app.post(
    '/operator/merchant/payouts/:id/failed',
    {
      preHandler,
      schema: {
        summary: 'The wire could not be sent: the payout failed (its hold voided, the money back in the wallet)',
        tags: ['operator'],
        params,
        body: z.strictObject({ reason: z.string().trim().min(1).max(500) }),
        response: { 200: ok(merchantPayoutSchema), ...failures },
      },
    },
    async (request) => ({
      request_status: 1 as const,
      request_details: await settlePayout(service.context, {
        payoutId: request.params.id,
        brandId: authOf(request).brandId,
        outcome: 'failed',
        reason: request.body.reason,
      }),
    }),
  );
};
