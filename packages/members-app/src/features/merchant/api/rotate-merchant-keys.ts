import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantKeyModes, type MerchantKeyMode, type NewMerchantKeys } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { merchantSettingsQueryKey } from './get-merchant-settings.js';

/** The new pair, in full this once; the previous pair of the mode stops working at once. */
export { merchantKeyModes, type MerchantKeyMode, type NewMerchantKeys };

export async function rotateMerchantKeys(mode: MerchantKeyMode): Promise<NewMerchantKeys> {
  const answer = await apiClient().rotateMerchantKeys({ body: { mode } });
  return answer.request_details;
}

/** POST /users/merchant/keys; afterwards the listing (prefixes only) is asked again. */
export function useRotateMerchantKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateMerchantKeys,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantSettingsQueryKey }),
  });
}
