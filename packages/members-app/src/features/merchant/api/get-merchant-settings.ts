import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { widgetLogoSizes } from '@platform/core';
import { merchantAreaCall } from './merchant-area-call.js';

/** A key pair's listing: only its first characters after the one time it was shown. */
export const merchantKeySchema = z.looseObject({
  kind: z.string().max(40),
  mode: z.string().max(10),
  prefix: z.string().max(40),
  created_at: z.string().max(64),
  last_used_at: z.string().max(64).nullable(),
});
export type MerchantKey = z.infer<typeof merchantKeySchema>;

/** GET /users/merchant and PATCH /users/merchant/edit answer the merchant profile and widget settings. */
export const merchantSettingsSchema = z.looseObject({
  merchant_id: z.string().min(1).max(200),
  name: z.string().max(200),
  logo_url: z.string().max(2048).nullable(),
  widget_logo_size: z.enum(widgetLogoSizes),
  primary_color: z.string().max(20),
  secondary_color: z.string().max(20),
  currencies: z.array(z.string().max(12)).max(20),
  fee_bps: z.number(),
  allowed_origins: z.array(z.string().max(200)).max(50),
  keys: z.array(merchantKeySchema).max(20),
});
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;

export const merchantSettingsQueryKey = ['merchant', 'settings'] as const;

export function getMerchantSettings(): Promise<MerchantSettings> {
  return merchantAreaCall({ method: 'GET', path: '/users/merchant', details: merchantSettingsSchema });
}

/** The signed-in user's merchant (403 `forbidden` for a user who is not a merchant). */
export function useMerchantSettings() {
  return useQuery({ queryKey: merchantSettingsQueryKey, queryFn: getMerchantSettings, retry: false });
}
