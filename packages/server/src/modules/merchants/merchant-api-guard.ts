import { endpoints } from '@platform/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { enforceRateLimit } from '../../lib/rate-limits.js';
import type { MerchantsEnv } from './merchants-env.js';
import { anyMerchantAllowsOrigin, findMerchant } from './merchant-repository.js';
import { merchantKeyOf } from './request-key.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact Origin this merchant-base answer is shared with (CORS), when it is one. */
    corsOrigin?: string;
  }
}

export interface MerchantApiGuardOptions {
  merchantApiBase: string;
  limits: Pick<MerchantsEnv, 'apiRequestsPerIpPerMinute' | 'apiRequestsPerPublishableKeyPerMinute'>;
}

export const merchantApiRateLimitedMessage = 'Too many requests to the merchant API. Please try again later.';
const windowSeconds = 60;
/** What a merchant's front end sends with a publishable key (preflight's Access-Control-Request-Headers). */
const allowedRequestHeaders = 'authorization, content-type, idempotency-key';

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

/** A preflight of POST /m/api/transaction from an origin some merchant allows: 204 with CORS; any other preflight 204 without. */
async function answerPreflight(request: FastifyRequest, reply: FastifyReply, createPath: string) {
  const origin = request.headers.origin;
  const method = request.headers['access-control-request-method'];
  reply.header('vary', 'Origin');
  const allowed =
    pathOf(request) === createPath &&
    method === 'POST' &&
    typeof origin === 'string' &&
    (await anyMerchantAllowsOrigin(request.server.database, origin));
  if (allowed) {
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', allowedRequestHeaders)
      .header('access-control-max-age', '600');
  }
  return reply.code(204).send();
}

/** Shares an answer of the create call with the page of one of the key's merchant's allowed origins. */
async function markCors(request: FastifyRequest, createPath: string, keyMerchantId: string): Promise<void> {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || pathOf(request) !== createPath || request.method !== 'POST') return;
  const merchant = await findMerchant(request.server.database, keyMerchantId);
  if (merchant?.allowedOrigins.includes(origin) === true) request.corsOrigin = origin;
}

/**
 * The merchant base's guard (issue 19), in front of every `/m` call:
 * - rate limits in PostgreSQL (lib/rate-limits.ts, shared by every instance): per client IP on
 *   every call (MERCHANT_API_RATE_LIMIT_PER_IP a minute), and per publishable key on every call
 *   made with one (MERCHANT_API_RATE_LIMIT_PER_KEY a minute, from every IP together); 429
 *   `rate_limited` with Retry-After. Calls with a valid secret key are the merchant's servers and
 *   count against neither (the open-payments cap still bounds what they create).
 * - CORS for the publishable-key call only (POST /api/transaction): a preflight from an origin a
 *   merchant allows, and the answer to a call whose publishable key belongs to a merchant allowing
 *   the request's Origin. Nothing else on the platform answers CORS.
 */
export const merchantApiGuard = fp<MerchantApiGuardOptions>(
  async (app, options) => {
    const base = options.merchantApiBase;
    const createPath = `${base}${endpoints.createMerchantTransaction.path}`;
    const perIp = { limit: options.limits.apiRequestsPerIpPerMinute, windowSeconds };
    const perKey = { limit: options.limits.apiRequestsPerPublishableKeyPerMinute, windowSeconds };
    app.addHook('onRequest', async (request, reply) => {
      const path = pathOf(request);
      if (path !== base && !path.startsWith(`${base}/`)) return;
      const key = await merchantKeyOf(app.database, request);
      if (key?.kind === 'secret') return;
      if (key?.kind === 'publishable') await markCors(request, createPath, key.merchantId);
      await enforceRateLimit(app.database, `merchant_api:ip:${request.ip}`, perIp, merchantApiRateLimitedMessage);
      if (key?.kind === 'publishable') {
        await enforceRateLimit(app.database, `merchant_api:pk:${key.keyId}`, perKey, merchantApiRateLimitedMessage);
      }
      if (request.method === 'OPTIONS') return answerPreflight(request, reply, createPath);
      return undefined;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.corsOrigin !== undefined) {
        reply
          .header('access-control-allow-origin', request.corsOrigin)
          .header('access-control-expose-headers', 'retry-after, x-request-id')
          .header('vary', 'Origin');
      }
      return payload;
    });
  },
  { name: 'merchant-api-guard', dependencies: ['database'] },
);
