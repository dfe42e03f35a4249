import {
  checkoutRoute,
  idVerificationStates,
  type CheckoutOrderWire,
  type CheckoutTransactionData,
} from '@platform/core';
import type { FlowClient } from '../api/flow-client.js';

/** What the gate learnt about the guest's checkout: the lookup's id and transaction data, and the buyer. */
export interface FlowSession {
  checkoutId: string;
  transaction: CheckoutTransactionData;
  /** The order (this server sends it beside transaction_data; legacy services did not). */
  order: CheckoutOrderWire | undefined;
  buyer: FlowBuyer;
  /** Email and mobile confirmed and the identity check successful (spec §4 "verified user"). */
  verified: boolean;
}

export type GateDecision =
  | { kind: 'allow'; session: FlowSession | undefined }
  /** `to` is a flow path ('/' is the flow's start); clearToken: the flow token must go first. */
  | { kind: 'redirect'; to: `/${string}`; clearToken: boolean };

/** Flow pages a guest reaches before the checkout exists: the buy step, the test route and the contact details. */
const openPaths = new Set(['/', '/test', '/buy', '/buy/widget', '/details']);

/** A flow path relative to the flow base: '/flow/payment/' → '/payment', '/flow' → '/'. */
export function flowPath(pathname: string): `/${string}` {
  const path = pathname.replace(/^\/flow(?=\/|$)/, '').replace(/\/+$/, '');
  return (path === '' ? '/' : path) as `/${string}`;
}

/** The checkout's buyer as the flow's user lookup answers it: the guest flow's id state is 1 or 3 (spec §4: failed, review and pending all give 3). */
export interface FlowBuyer {
  email: boolean;
  mobile: boolean;
  idState: number;
}

/** "Verified user" of spec §4: email and mobile confirmed and the identity check successful (id state 1). */
export function isBuyerVerified(buyer: FlowBuyer): boolean {
  return buyer.email && buyer.mobile && buyer.idState === idVerificationStates.successful;
}

/**
 * The flow gate of spec §4 and the routing rules of its "Checkout payment_status and routing",
 * through core's checkoutRoute: open pages pass; a gated page without a flow token goes to the
 * start; a failed lookup clears the token and goes to the start; otherwise the checkout's payment
 * method and status decide where the guest belongs.
 */
export async function runFlowGate(
  client: FlowClient,
  pathname: string,
  token: string | undefined,
  ip?: string,
): Promise<GateDecision> {
  const path = flowPath(pathname);
  if (openPaths.has(path)) return { kind: 'allow', session: undefined };
  if (token === undefined) return { kind: 'redirect', to: '/', clearToken: false };
  // The lookups' rows (user and checkout schemas) load with the first gated page, not with the buy step.
  const { lookUpFlowSession } = await import('./flow-lookup.js');
  const session = await lookUpFlowSession(client, ip);
  if (session === undefined) return { kind: 'redirect', to: '/', clearToken: true };
  const decision = routeFor(session, path);
  return decision === path ? { kind: 'allow', session } : { kind: 'redirect', to: decision, clearToken: false };
}

/**
 * The bank pages of the review step: spec §4 sends an unpaid bank checkout to /review (or
 * /compliance), so the transfer's details (/wire) and the bank redirect (/online_banking) are pages
 * of that step, reachable while the checkout belongs on /review and is not paid yet.
 */
function isReviewBankPage(session: FlowSession, path: string): boolean {
  const method = session.transaction.payment_method;
  if (session.transaction.payment_status !== undefined) return false;
  if (path === '/wire') return method === 'Swift' || method === 'Wire' || method === 'SEPA';
  return path === '/online_banking' && (method === 'Online Banking' || method === 'Online Banking ZA');
}

/** Where the checkout belongs when the guest is on `path` (the path itself when it may stay). */
export function routeFor(session: FlowSession, path: `/${string}`): `/${string}` {
  const decision = checkoutRoute({
    payment_method: session.transaction.payment_method,
    payment_status: session.transaction.payment_status ?? null,
    verified: session.verified,
    path,
  });
  if (!('redirect' in decision)) return path;
  return decision.redirect === '/review' && isReviewBankPage(session, path) ? path : decision.redirect;
}
