import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalWire } from '@platform/core';
import { apiClient, type BodyOf } from '../../../lib/api-client.js';
import { userBalancesQueryKey } from './query-keys.js';

export const withdrawalQueryKey = (id: string) => ['withdrawals', 'one', id] as const;

/** Statuses after which nothing changes any more (no need to ask again). */
const finalStatuses: ReadonlySet<WithdrawalWire['status']> = new Set(['completed', 'failed', 'rejected', 'canceled']);

/**
 * POST /transactions/withdrawal. `client_id` is the draft's idempotency key: a double click or a
 * retry after a network failure answers the same withdrawal (replayed) and never sends twice.
 */
export function requestWithdrawal(body: BodyOf<'withdrawal'>) {
  return apiClient()
    .withdrawal({ body })
    .then((answer) => answer.request_details);
}

/** The request holds amount + fee at once, so the balances are asked again. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: (answer) => {
      queryClient.setQueryData(withdrawalQueryKey(answer.withdrawal.id), answer.withdrawal);
      return queryClient.invalidateQueries({ queryKey: userBalancesQueryKey });
    },
  });
}

/** GET /transactions/withdrawals/{id}. */
export async function getWithdrawal(id: string): Promise<WithdrawalWire> {
  const answer = await apiClient().getWithdrawal({ params: { id } });
  return answer.request_details.withdrawal;
}

/** One withdrawal, asked again every 3 s until it is final (its txid and confirmations appear). */
export function useWithdrawal(id: string) {
  return useQuery({
    queryKey: withdrawalQueryKey(id),
    queryFn: () => getWithdrawal(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && finalStatuses.has(status) ? false : 3000;
    },
  });
}

/** The withdrawal's answer replaces the cached one (a verified code, a cancel). */
function useWithdrawalAction<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['withdrawals', 'one'] }),
        queryClient.invalidateQueries({ queryKey: userBalancesQueryKey }),
      ]),
  });
}

/** POST /verify/verifyOTP {type: withdrawal}: the withdrawal OTP (OTPWithdrawal on). */
export function useVerifyWithdrawalOtp() {
  return useWithdrawalAction((input: { withdrawalId: string; code: string }) =>
    apiClient().verifyOtp({ body: { type: 'withdrawal', withdrawal_id: input.withdrawalId, code: input.code } }),
  );
}

/** POST /transactions/withdrawals/{id}/cancel: only while it waits for its code or an operator. */
export function useCancelWithdrawal() {
  return useWithdrawalAction((id: string) => apiClient().cancelWithdrawal({ params: { id } }));
}

/** POST /transactions/withdrawals/{id}/resendOTP (at most one a minute). */
export function useResendWithdrawalOtp() {
  return useMutation({
    mutationFn: (id: string) =>
      apiClient()
        .resendWithdrawalOtp({ params: { id } })
        .then((answer) => answer.request_details),
  });
}
