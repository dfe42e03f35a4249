import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantSettings, MerchantSettingsChange } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { merchantSettingsQueryKey } from './get-merchant-settings.js';

/** The body of PATCH /users/merchant/edit (the server refuses any other field). */
export type { MerchantSettingsChange };

export async function editMerchantSettings(change: MerchantSettingsChange): Promise<MerchantSettings> {
  const answer = await apiClient().editMerchant({ body: { ...change } });
  return answer.request_details;
}

/** Saves the widget settings; the answer (the saved merchant) replaces the cached one. */
export function useEditMerchantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMerchantSettings,
    onSuccess: (saved) => queryClient.setQueryData(merchantSettingsQueryKey, saved),
  });
}
