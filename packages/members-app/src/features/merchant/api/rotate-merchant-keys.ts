import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { merchantSettingsQueryKey } from './get-merchant-settings.js';
import { merchantAreaCall } from './merchant-area-call.js';

export const merchantKeyModes = ['test', 'live'] as const;
export type MerchantKeyMode = (typeof merchantKeyModes)[number];

/** The new pair, in full this once; the previous pair of the mode stops working at once. */
export const newMerchantKeysSchema = z.looseObject({
  mode: z.enum(merchantKeyModes),
  publishable: z.string().min(1).max(200),
  secret: z.string().min(1).max(200),
});
export type NewMerchantKeys = z.infer<typeof newMerchantKeysSchema>;

export function rotateMerchantKeys(mode: MerchantKeyMode): Promise<NewMerchantKeys> {
  return merchantAreaCall({
    method: 'POST',
    path: '/users/merchant/keys',
    body: { mode },
    details: newMerchantKeysSchema,
  });
}

/** POST /users/merchant/keys; afterwards the listing (prefixes only) is asked again. */
export function useRotateMerchantKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateMerchantKeys,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantSettingsQueryKey }),
  });
}
