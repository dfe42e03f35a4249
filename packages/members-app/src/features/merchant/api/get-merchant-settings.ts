import { useQuery } from '@tanstack/react-query';
import type { MerchantKey, MerchantSettings } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

/** GET /users/merchant and PATCH /users/merchant/edit answer the merchant profile, widget settings and key prefixes. */
export type { MerchantKey, MerchantSettings };

export const merchantSettingsQueryKey = ['merchant', 'settings'] as const;

export async function getMerchantSettings(): Promise<MerchantSettings> {
  const answer = await apiClient().getMerchantSettings();
  return answer.request_details;
}

/** The signed-in user's merchant (403 `forbidden` for a user who is not a merchant). */
export function useMerchantSettings() {
  return useQuery({ queryKey: merchantSettingsQueryKey, queryFn: getMerchantSettings, retry: false });
}
