import { randomBytes } from 'node:crypto';
import { flowTokenCookieMaxAgeSeconds } from '@platform/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { sha256Hex } from './checkout-ids.js';
import { checkoutText } from './checkout-texts.js';

/**
 * The flow token (spec §6, §9): the guest checkout's credential, issued when a checkout is created,
 * kept in the `flow_tokens` cookie for 12000 s and carried in Authorization as the cookie's JSON
 * (`{"flow_token":"…","checkout_id":"chk_…"}`, also when that JSON comes JSON-encoded as a string),
 * like the members token. Stored as a SHA-256 hash only. The cookie is HttpOnly; the flow (an
 * iframe, where third-party cookies are often blocked) keeps the value from the answer in memory
 * and sends it in the header.
 */
export const flowTokenCookieName = 'flow_tokens';
const flowTokenPattern = /^[A-Za-z0-9_-]{43}$/;
const maxAuthorizationLength = 512;

const flowTokenValueSchema = z.looseObject({
  flow_token: z.string().regex(flowTokenPattern),
  checkout_id: z.string().max(60),
});

export interface IssuedFlowToken {
  /** The flow_tokens cookie's value and what the Authorization header carries. */
  value: string;
  expiresAt: Date;
}

export async function issueFlowToken(queryable: Queryable, orderId: string, now: Date): Promise<IssuedFlowToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + flowTokenCookieMaxAgeSeconds * 1000);
  await queryable.query(
    `insert into checkout_flow_tokens (token_hash, order_id, expires_at, created_at) values ($1, $2, $3, $4)`,
    [sha256Hex(token), orderId, expiresAt, now],
  );
  return { value: JSON.stringify({ flow_token: token, checkout_id: orderId }), expiresAt };
}

export function setFlowTokenCookie(reply: FastifyReply, issued: IssuedFlowToken, secure: boolean): void {
  reply.setCookie(flowTokenCookieName, issued.value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: flowTokenCookieMaxAgeSeconds,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function tokenOf(value: string): string | undefined {
  let decoded = parseJson(value.trim());
  if (typeof decoded === 'string') decoded = parseJson(decoded);
  const parsed = flowTokenValueSchema.safeParse(decoded);
  return parsed.success ? parsed.data.flow_token : undefined;
}

/** The flow token a request presents: the Authorization header first, then the cookie. */
export function presentedFlowToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.length > 0 && header.length <= maxAuthorizationLength) {
    const token = tokenOf(header);
    if (token !== undefined) return token;
  }
  const cookie = request.cookies[flowTokenCookieName];
  if (typeof cookie === 'string' && cookie.length <= maxAuthorizationLength) return tokenOf(cookie);
  return undefined;
}

export const flowTokenMissingMessage = checkoutText('sessionExpired');

/** The order a live flow token stands for; 401 without one, 403 when it is another order's. */
export async function requireFlowCheckout(options: {
  queryable: Queryable;
  request: FastifyRequest;
  checkoutId?: string;
  now: Date;
}): Promise<string> {
  const token = presentedFlowToken(options.request);
  if (token === undefined) throw new DomainError('unauthorized', flowTokenMissingMessage);
  const result = await options.queryable.query<{ order_id: string }>(
    `select order_id from checkout_flow_tokens where token_hash = $1 and expires_at > $2`,
    [sha256Hex(token), options.now],
  );
  const orderId = result.rows[0]?.order_id;
  if (orderId === undefined) throw new DomainError('unauthorized', flowTokenMissingMessage);
  if (options.checkoutId !== undefined && options.checkoutId !== orderId)
    throw new DomainError('forbidden', checkoutText('otherSession'));
  return orderId;
}
