import { accountsEndpoints, checkoutEndpoints } from '@platform/core';
import type { FlowClient } from '../api/flow-client.js';
import { isFlowUserVerified, type FlowSession } from './flow-gate.js';

/**
 * Looks the guest's checkout up (user and checkout, the flow variants with is_flow=1). Any failure,
 * including transaction_data that does not parse, is undefined: the gate then clears the token.
 */
export async function lookUpFlowSession(client: FlowClient, ip?: string): Promise<FlowSession | undefined> {
  const query = { is_flow: 1 as const, ...(ip ? { ip } : {}) };
  const [me, checkout] = await Promise.all([
    client.call(accountsEndpoints.getMe, { query }),
    client.call(checkoutEndpoints.getFlowCheckout, { query }),
  ]);
  if (!me.ok || !checkout.ok) return undefined;
  const checkoutId = checkout.data._id;
  if (checkoutId === '') return undefined;
  const user = me.data.request_details.user_info;
  return {
    checkoutId,
    transaction: checkout.data.request_details.transaction_data,
    order: checkout.data.request_details.order,
    user,
    verified: isFlowUserVerified(user),
  };
}
