import { checkoutEndpoints } from '@platform/core';
import type { FlowClient } from '../api/flow-client.js';
import { isBuyerVerified, type FlowSession } from './flow-gate.js';

/**
 * Looks the guest's checkout up: the flow's checkout lookup (GET /users/checkout?is_flow=1: _id and
 * transaction_data), then its buyer (GET /verify/checkVerify/{id}: email, mobile and the guest
 * flow's id state). The buyer lookup is the flow's user lookup: a flow token is no members session,
 * so GET /users/me would refuse it. Any failure, including transaction_data that does not parse, is
 * undefined: the gate then clears the token.
 */
export async function lookUpFlowSession(client: FlowClient, ip?: string): Promise<FlowSession | undefined> {
  const checkout = await client.call(checkoutEndpoints.getFlowCheckout, {
    query: { is_flow: 1, ...(ip ? { ip } : {}) },
  });
  if (!checkout.ok || checkout.data._id === '') return undefined;
  const checkoutId = checkout.data._id;
  const buyer = await client.call(checkoutEndpoints.checkVerify, { params: { id: checkoutId }, query: {} });
  if (!buyer.ok) return undefined;
  const { verified, id_state: idState } = buyer.data.request_details;
  return {
    checkoutId,
    transaction: checkout.data.request_details.transaction_data,
    order: checkout.data.request_details.order,
    buyer: { email: verified.email, mobile: verified.mobile, idState },
    verified: isBuyerVerified({ email: verified.email, mobile: verified.mobile, idState }),
  };
}
