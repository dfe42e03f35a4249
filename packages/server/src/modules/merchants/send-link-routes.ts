import { paymentLinkSendLimit, sendLinkDetailsSchema } from '@platform/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import { findBrandByHostname } from '../brands/brand-repository.js';
import { hostnameFromHost } from '../brands/host-name.js';
import { successSchema } from '../../http/legacy-envelope.js';
import { failureResponses } from '../../http/serve.js';
import { authenticateMerchantKey } from './api-keys.js';
import { findMerchant, findMerchantByUser, type MerchantRecord } from './merchant-repository.js';
import type { MerchantsService } from './merchants-plugin.js';
import { sendLinkLocale, sendPaymentLink } from './send-link.js';

const idempotencyKeySchema = z.string().trim().min(1).max(200);

/** `Authorization: Bearer sk_…` (or the bare key), as POST /api/transaction reads it. */
function secretKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.length > 200) return undefined;
  const key = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : header.trim();
  return /^sk_(test|live)_/.test(key) ? key : undefined;
}

/**
 * POST /api/sendlink (spec §7 "Merchant widget", merchant base): emails a payment's hosted link to
 * the customer. Authorised by the merchant's secret key of this platform's mode, or by the
 * merchant user's signed-in session; a publishable key cannot send email (it lives in browsers).
 */
export const sendLinkRoutes: FastifyPluginAsyncZod<{ service: MerchantsService }> = async (app, options) => {
  const { service } = options;
  const mode = service.context.testMode ? 'test' : 'live';

  const authorise = async (request: FastifyRequest, merchant: MerchantRecord): Promise<void> => {
    const auth = request.auth;
    if (auth !== null && auth.otpState !== 'sent') {
      const own = await findMerchantByUser(app.database, auth.userId);
      if (own?.id === merchant.id) return;
      throw new DomainError('forbidden', 'This account is not this merchant.');
    }
    const key = secretKeyOf(request);
    const authenticated = key === undefined ? null : await authenticateMerchantKey(app.database, key);
    if (authenticated === null || authenticated.kind !== 'secret') {
      throw new DomainError('unauthorized', "The merchant's secret key or a merchant session is required.");
    }
    if (authenticated.merchantId !== merchant.id) {
      throw new DomainError('forbidden', 'This key belongs to another merchant.');
    }
    if (authenticated.mode !== mode) {
      throw new DomainError('forbidden', `This platform runs in ${mode} mode: use a ${mode} key.`);
    }
  };

  /** Links in emails point at PUBLIC_URL, else at the host of the request when it is one of the merchant's brand. */
  const linkOrigin = async (request: FastifyRequest, merchant: MerchantRecord): Promise<string> => {
    if (service.context.publicUrl !== undefined) return service.context.publicUrl.replace(/\/$/, '');
    const brand = await findBrandByHostname(app.database, hostnameFromHost(request.host));
    if (brand === undefined || brand.id !== merchant.brandId) {
      throw new DomainError('configuration_missing', {
        configuration: "Set PUBLIC_URL (or call from the merchant's brand host) to send payment links.",
      });
    }
    return `${request.protocol}://${request.host}`;
  };

  app.post(
    '/api/sendlink',
    {
      schema: {
        summary: "Email a payment's hosted link to the customer, in the customer's language",
        description: `Authorization: Bearer sk_… of the merchant, or the merchant's session. The payment must be the merchant's and still open (no coin chosen before the link expires, or inside the 900 s window), else 409 with the widget guard message. lang: en, es, cz, de, fi, it or no (anything else: en). At most ${paymentLinkSendLimit} emails per payment (then 429). idempotency_key (or the Idempotency-Key header): the same key answers the first send and sends nothing.`,
        tags: ['merchant widget'],
        body: z.strictObject({
          merchant_id: z.string().trim().min(1).max(200),
          transaction_id: z.string().trim().min(1).max(200),
          email: z.email('Please enter a valid email address').max(254).toLowerCase(),
          lang: z.string().max(20).optional(),
          idempotency_key: idempotencyKeySchema.optional(),
        }),
        response: { 200: successSchema(sendLinkDetailsSchema), ...failureResponses, 429: failureResponses[409] },
      },
    },
    async (request) => {
      const body = request.body;
      const merchant = await findMerchant(app.database, body.merchant_id);
      if (merchant === null) throw new DomainError('not_found', 'Merchant not recognized!');
      await authorise(request, merchant);
      const header = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      const details = await sendPaymentLink(service.context, app.notify.queue, {
        merchant,
        paymentId: body.transaction_id,
        email: body.email,
        locale: sendLinkLocale(body.lang),
        idempotencyKey: body.idempotency_key ?? (header.success ? header.data : undefined),
        origin: await linkOrigin(request, merchant),
      });
      return { request_status: 1 as const, request_details: details };
    },
  );
};
