import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PainFormat, sepaReturnReasonCodes } from '@platform/core';
import { env } from '../../../config/env.js';
import { apiClient } from '../../../lib/api-client.js';

/** Every operator payouts read: a change asks them all again. */
export const operatorPayoutsQueryKey = ['withdrawals', 'operator', 'payouts'] as const;

/** GET /operator/payouts?status=pending&rail=sepa: the SEPA payouts waiting for a batch (the newest 100). */
export function useWaitingSepaPayouts() {
  return useQuery({
    queryKey: [...operatorPayoutsQueryKey, 'waiting'],
    queryFn: () =>
      apiClient()
        .listPayouts({ query: { status: 'pending', rail: 'sepa', page_size: 100 } })
        .then((answer) => answer.request_details.payouts),
  });
}

/** GET /operator/payouts/batches: the brand's batches, newest first (the newest 50). */
export function usePayoutBatches() {
  return useQuery({
    queryKey: [...operatorPayoutsQueryKey, 'batches'],
    queryFn: () =>
      apiClient()
        .listPayoutBatches({ query: { page_size: 50 } })
        .then((answer) => answer.request_details.batches),
  });
}

/** GET /operator/payouts?batch_id=…: the payouts of one batch (at most 1,000; the first 100 shown). */
export function useBatchPayouts(batchId: string) {
  return useQuery({
    queryKey: [...operatorPayoutsQueryKey, 'batch', batchId],
    queryFn: () =>
      apiClient()
        .listPayouts({ query: { batch_id: batchId, page_size: 100 } })
        .then((answer) => answer.request_details.payouts),
  });
}

/** Where the batch's pain.001 file downloads from (a plain link: the session cookie goes with it). */
export function batchFileUrl(batchId: string): string {
  return `${env.apiBase}/operator/payouts/batches/${encodeURIComponent(batchId)}/file`;
}

export type SepaReturnReasonCode = (typeof sepaReturnReasonCodes)[number];

export type PayoutAction =
  | { kind: 'create'; requestId: string; format: PainFormat }
  | { kind: 'sent'; batchId: string }
  | { kind: 'settled'; batchId: string }
  | { kind: 'rejected'; payoutId: string; reasonCode: SepaReturnReasonCode };

/** The state changes: create a batch, mark it sent or settled, record the bank's rejection of one payout. */
export async function runPayoutAction(action: PayoutAction): Promise<{ count: number }> {
  const client = apiClient();
  switch (action.kind) {
    case 'create': {
      const answer = await client.createPayoutBatch({ body: { request_id: action.requestId, format: action.format } });
      return { count: answer.request_details.payout_ids.length };
    }
    case 'sent': {
      const answer = await client.markPayoutBatchSent({ params: { id: action.batchId } });
      return { count: answer.request_details.payout_ids.length };
    }
    case 'settled': {
      const answer = await client.settlePayoutBatch({ params: { id: action.batchId } });
      return { count: answer.request_details.payout_ids.length };
    }
    case 'rejected': {
      await client.recordPayoutBankOutcome({
        params: { id: action.payoutId },
        body: { status: 'rejected', reason_code: action.reasonCode },
      });
      return { count: 1 };
    }
  }
}

/** One payouts action; on success every payouts list is asked again. */
export function usePayoutAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runPayoutAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPayoutsQueryKey }),
  });
}
