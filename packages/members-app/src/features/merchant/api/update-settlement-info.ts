import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettlementInfo } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { settlementInfoQueryKey, type SavedSettlementInfo } from './get-settlement-info.js';

/**
 * PATCH /users/updateSettlementInfo (spec §7) with the six fields of spec §3, IBAN and BIC in
 * electronic format. Resolves with what the server stored.
 */
export async function updateSettlementInfo(info: SettlementInfo): Promise<SavedSettlementInfo> {
  const answer = await apiClient().updateSettlementInfo({ body: info });
  return answer.request_details;
}

export function useUpdateSettlementInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettlementInfo,
    onSuccess: (stored) => queryClient.setQueryData(settlementInfoQueryKey, stored),
  });
}
