import { endpoints } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import { serve } from '../../http/serve.js';
import { findBrandByHostname } from '../brands/index.js';
import { hostnameFromHost, unknownHostError } from '../brands/index.js';
import { authenticateMerchantKey } from './api-keys.js';
import { merchantOr404 } from './merchant-lookups.js';
import { findMerchantByUser, type MerchantRecord } from './merchant-repository.js';
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
 * The row's `merchant_key_or_session`, checked here: the merchant user's own session, or the
 * merchant's secret key of this platform's mode (a publishable key cannot send email: it lives in
 * browsers).
 */
async function authorise(app: FastifyInstance, request: FastifyRequest, merchant: MerchantRecord, mode: string) {
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
}

/** Links in emails point at PUBLIC_URL, else at the host of the request when it is one of the merchant's brand. */
async function linkOrigin(
  app: FastifyInstance,
  service: MerchantsService,
  request: FastifyRequest,
  merchant: MerchantRecord,
) {
  if (service.context.publicUrl !== undefined) return service.context.publicUrl.replace(/\/$/, '');
  const brand = await findBrandByHostname(app.database, hostnameFromHost(request.host));
  // Links point at a host of the merchant's own brand only (no Host-header poisoning); any other is 421.
  if (brand === undefined || brand.id !== merchant.brandId) throw unknownHostError();
  return `${request.protocol}://${request.host}`;
}

/**
 * POST /api/sendlink (spec §7 "Merchant widget", merchant base): emails a payment's hosted link to
 * the customer. Authorised by the merchant's secret key of this platform's mode, or by the
 * merchant user's signed-in session.
 */
export const sendLinkRoutes: FastifyPluginAsync<{ service: MerchantsService }> = async (app, options) => {
  const { service } = options;
  const mode = service.context.testMode ? 'test' : 'live';

  serve(app, endpoints.sendLink, async function sendLink(request) {
    const { body } = request;
    const merchant = await merchantOr404(app.database, body.merchant_id);
    await authorise(app, request, merchant, mode);
    const header = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
    return sendPaymentLink(service.context, app.notify.queue, {
      merchant,
      paymentId: body.transaction_id,
      email: body.email,
      locale: sendLinkLocale(body.lang),
      idempotencyKey: body.idempotency_key ?? (header.success ? header.data : undefined),
      origin: await linkOrigin(app, service, request, merchant),
    });
  });
};
