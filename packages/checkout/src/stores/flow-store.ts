import { atom } from 'nanostores';
import type { FlowClient } from '../api/flow-client.js';
import { emitCheckoutEvent, orderSummaryOf } from '../events/checkout-events.js';
import { clearFlowToken, readFlowToken } from '../flow/flow-token.js';
import { flowPath, routeFor, runFlowGate, type FlowSession } from '../flow/flow-gate.js';

/**
 * The flow store: what the flow gate decided for the page on screen. Components render it; the
 * gate, the redirects and the token live here.
 */
export type GateState =
  { status: 'checking'; path: string } | { status: 'ready'; path: string; session: FlowSession | undefined };

export const $gate = atom<GateState>({ status: 'checking', path: '' });

export interface FlowNavigation {
  /** Replaces the current page (redirects never leave a history entry to come back to). */
  replace(to: string): void;
}

let entered = 0;

/** `/flow` + a flow path. */
export function flowHref(path: `/${string}`): string {
  return path === '/' ? '/flow/' : `/flow${path}`;
}

/**
 * Runs the flow gate for a page (spec §4 "Gates" and routing): on a redirect, clears the token when
 * the gate says so (telling the host page the session ended) and replaces the page; otherwise the
 * page renders with the guest's session. A newer entry wins over an older lookup still under way.
 */
export async function enterFlowPage(client: FlowClient, pathname: string, navigation: FlowNavigation): Promise<void> {
  const request = ++entered;
  $gate.set({ status: 'checking', path: pathname });
  const decision = await runFlowGate(client, pathname, readFlowToken());
  if (request !== entered) return;
  if (decision.kind === 'redirect') {
    if (decision.clearToken) {
      clearFlowToken();
      emitCheckoutEvent('error', { code: 'session_expired', message: 'The checkout session ended; start again.' });
    }
    navigation.replace(flowHref(decision.to));
    return;
  }
  $gate.set({ status: 'ready', path: pathname, session: decision.session });
  if (decision.session !== undefined) reportOrder(decision.session);
}

/** The SDK events a checkout's state implies (each sent once per order). */
export function reportOrder(session: FlowSession): void {
  const order = orderSummaryOf(session.checkoutId, session.transaction);
  if (order === undefined) return;
  emitCheckoutEvent('order_created', { order });
  const status = session.transaction.payment_status;
  if (status === 'authorized' || status === 'successful') emitCheckoutEvent('payment_authorized', { order });
  const txid = session.order?.txid;
  if (status === 'successful' && txid) emitCheckoutEvent('order_completed', { order, txid });
}

/**
 * Looks the checkout up again and goes where its state says (after a step changed it: codes
 * verified, a payment made). Undefined when the lookup failed (the gate clears the token on the next page).
 */
export async function continueFlow(client: FlowClient, from: `/${string}`, navigation: FlowNavigation): Promise<void> {
  const { lookUpFlowSession } = await import('../flow/flow-lookup.js');
  const session = await lookUpFlowSession(client);
  if (session === undefined) {
    navigation.replace(flowHref('/'));
    return;
  }
  const to = routeFor(session, from);
  navigation.replace(flowHref(to === from ? nextAfter(from) : to));
}

/** Where a step goes when the routing rules leave the guest on it (details → payment). */
function nextAfter(path: `/${string}`): `/${string}` {
  return path === '/details' ? '/payment' : path;
}

export { flowPath };
