import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { authenticateMerchantKey, type AuthenticatedKey } from './api-keys.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant key of a merchant-base call, once looked up (merchant-api-guard.ts); null: none or invalid. */
    merchantKey?: AuthenticatedKey | null;
  }
}

/** The key of a call: `Authorization: Bearer <key>` (or the bare key). */
export function bearerKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.length > 200) return undefined;
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : header.trim();
}

/**
 * The merchant key a request carries, looked up once per request: the merchant API guard reads it
 * for its limits and CORS, and payment creation reuses it (one query, not two, on the hot path).
 */
export async function merchantKeyOf(queryable: Queryable, request: FastifyRequest): Promise<AuthenticatedKey | null> {
  if (request.merchantKey !== undefined) return request.merchantKey;
  const key = bearerKey(request);
  request.merchantKey = key === undefined ? null : await authenticateMerchantKey(queryable, key);
  return request.merchantKey;
}
