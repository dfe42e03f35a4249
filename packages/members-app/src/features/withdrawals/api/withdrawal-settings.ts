import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalSettings } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import type { WithStepUp } from '../../../lib/session/step-up.js';
import { beneficiariesQueryKey } from './address-book.js';

export const withdrawalSettingsQueryKey = ['withdrawals', 'settings'] as const;

/** GET /users/withdrawalSettings: allowlist-only, the credential-change lock, OTP, EEA refusal, limits. */
export async function getWithdrawalSettings(): Promise<WithdrawalSettings> {
  const answer = await apiClient().getWithdrawalSettings();
  return answer.request_details;
}

export function useWithdrawalSettings() {
  return useQuery({ queryKey: withdrawalSettingsQueryKey, queryFn: getWithdrawalSettings });
}

/** PATCH /users/withdrawalSettings (needs a recent re-authentication: `send` is the step-up retry). */
export function useSetAllowlistOnly(send: WithStepUp) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowlistOnly: boolean) =>
      send(() => apiClient().setWithdrawalSettings({ body: { allowlist_only: allowlistOnly } })),
    onSuccess: (answer) => {
      queryClient.setQueryData(withdrawalSettingsQueryKey, answer.request_details);
      return queryClient.invalidateQueries({ queryKey: beneficiariesQueryKey });
    },
  });
}
