import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettlementInfo } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { savedSettlementInfoSchema, settlementInfoQueryKey, type SavedSettlementInfo } from './get-settlement-info.js';

/**
 * PATCH /users/updateSettlementInfo (spec §7) with the six fields of spec §3, IBAN and BIC in
 * electronic format. Resolves with what the server stored when it answers it, else what was sent.
 */
export async function updateSettlementInfo(info: SettlementInfo): Promise<SavedSettlementInfo> {
  const answer = await apiClient().updateSettlementInfo({ body: info });
  const stored = savedSettlementInfoSchema.safeParse(answer.request_details);
  return stored.success ? stored.data : info;
}

export function useUpdateSettlementInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettlementInfo,
    onSuccess: (stored) => queryClient.setQueryData(settlementInfoQueryKey, stored),
  });
}
