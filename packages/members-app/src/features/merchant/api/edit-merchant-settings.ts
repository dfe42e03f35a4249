import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CryptoCurrency, WidgetLogoSize } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';
import { merchantSettingsQueryKey, merchantSettingsSchema, type MerchantSettings } from './get-merchant-settings.js';
import { parseDetails } from './merchant-area-call.js';

/** The body of PATCH /users/merchant/edit (the server refuses any other field). */
export interface MerchantSettingsChange {
  name?: string;
  logo_url?: string | null;
  widget_logo_size?: WidgetLogoSize;
  primary_color?: string;
  secondary_color?: string;
  currencies?: CryptoCurrency[];
  allowed_origins?: string[];
}

export async function editMerchantSettings(change: MerchantSettingsChange): Promise<MerchantSettings> {
  const answer = await apiClient().editMerchant({ body: { ...change } });
  return parseDetails(merchantSettingsSchema, answer, 'PATCH /users/merchant/edit');
}

/** Saves the widget settings; the answer (the saved merchant) replaces the cached one. */
export function useEditMerchantSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMerchantSettings,
    onSuccess: (saved) => queryClient.setQueryData(merchantSettingsQueryKey, saved),
  });
}
