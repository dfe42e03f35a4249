import { z } from 'zod';
import { allow, type AllowDecision, type RedirectDecision } from './decision.js';
import type { Lookup } from './lookup.js';

/**
 * Flow gate of spec §4 (guest checkout): no flow token redirects to /. If the user lookup or the
 * checkout lookup fails, or the checkout's transaction data is unparsable, the flow token is cleared
 * and it redirects to /.
 */
export interface FlowGateInput {
  flowToken: string | null | undefined;
  userLookup: Lookup<unknown>;
  /** The checkout lookup; its `transaction_data` is a JSON string (spec §7). */
  checkoutLookup: Lookup<{ transaction_data?: unknown }>;
}

/** Source transaction_data of spec §3; unknown extra fields are kept. */
export const flowTransactionDataSchema = z.looseObject({
  merchant_id: z.union([z.string(), z.number()]).optional(),
  payment_method: z.string().optional(),
  currency_1_amount: z.union([z.string(), z.number()]).optional(),
  currency_1_iso: z.string().optional(),
  currency_1_fee: z.union([z.string(), z.number()]).optional(),
  currency_2_amount: z.union([z.string(), z.number()]).optional(),
  currency_2_iso: z.string().optional(),
  currency_2_address: z.string().optional(),
  payment_status: z.string().nullable().optional(),
});
export type FlowTransactionData = z.infer<typeof flowTransactionDataSchema>;

export type FlowGateDecision = RedirectDecision | (AllowDecision & { transactionData: FlowTransactionData });

export function parseFlowTransactionData(raw: unknown): FlowTransactionData | null {
  if (typeof raw !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = flowTransactionDataSchema.safeParse(parsed);
  return result.success ? result.data : null;
}

export function flowGate(input: FlowGateInput): FlowGateDecision {
  if (!input.flowToken) return { redirect: '/' };
  const failed: RedirectDecision = { redirect: '/', clearFlowToken: true };
  if (!input.userLookup.ok || !input.checkoutLookup.ok) return failed;
  const transactionData = parseFlowTransactionData(input.checkoutLookup.value.transaction_data);
  if (transactionData === null) return failed;
  return { ...allow, transactionData };
}
