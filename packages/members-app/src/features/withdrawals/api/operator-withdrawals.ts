import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';

export const operatorWithdrawalsQueryKey = ['withdrawals', 'operator', 'queue'] as const;

/** GET /operator/withdrawals: the brand's withdrawals waiting for an operator, oldest first. */
export function useOperatorWithdrawals() {
  return useQuery({
    queryKey: operatorWithdrawalsQueryKey,
    queryFn: () =>
      apiClient()
        .listOperatorWithdrawals({ query: { status: 'approval_pending', limit: 100 } })
        .then((answer) => answer.request_details),
  });
}

export type WithdrawalDecision = { id: string; approve: true } | { id: string; approve: false; reason: string };

/** POST /operator/withdrawals/{id}/approve, or /reject with the reason the user is emailed. */
export function decideWithdrawal(decision: WithdrawalDecision) {
  const params = { id: decision.id };
  return (
    decision.approve
      ? apiClient().approveWithdrawal({ params })
      : apiClient().rejectWithdrawal({ params, body: { reason: decision.reason } })
  ).then((answer) => answer.request_details.withdrawal);
}

/** A decision changes the queue, so it is asked again. */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorWithdrawalsQueryKey }),
  });
}
