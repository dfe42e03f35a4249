import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import { kycQueueQueryKey } from './get-kyc-queue.js';

export type KycDecision = { id: string; approve: true } | { id: string; approve: false; reason: string };

/** POST /operator/kyc/{id}/approve, or /reject with the reason the user will see. */
export function decideKyc(decision: KycDecision) {
  return decision.approve
    ? apiClient().approveKyc({ params: { id: decision.id } })
    : apiClient().rejectKyc({ params: { id: decision.id }, body: { reason: decision.reason } });
}

/** A decision takes the submission out of the queue, so the queue is asked again. */
export function useDecideKyc({ mutationConfig }: { mutationConfig?: MutationConfig<typeof decideKyc> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...withSuccessEffect(mutationConfig, () => queryClient.invalidateQueries({ queryKey: kycQueueQueryKey })),
    mutationFn: decideKyc,
  });
}
