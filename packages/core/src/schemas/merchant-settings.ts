import { z } from 'zod';
import { cryptoCurrencySchema } from './currencies.js';
import { widgetLogoSizes } from './widget-transaction.js';

/**
 * The merchant area's settings side (members app, signed-in merchant users): the merchant profile
 * and widget settings (GET /users/merchant, PATCH /users/merchant/edit of spec §7) and the API keys,
 * shown in full once when created and by their first characters afterwards.
 */

const timestamp = z.string().max(64);

export const merchantKeyKinds = ['publishable', 'secret'] as const;
export const merchantKeyModes = ['test', 'live'] as const;
export type MerchantKeyMode = (typeof merchantKeyModes)[number];

/** A key pair's listing: only its first characters after the one time it was shown. */
export const merchantKeySchema = z.object({
  kind: z.enum(merchantKeyKinds),
  mode: z.enum(merchantKeyModes),
  prefix: z.string().max(40),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
});
export type MerchantKey = z.infer<typeof merchantKeySchema>;

/** What GET /users/merchant and PATCH /users/merchant/edit answer: the profile, widget settings and key prefixes. */
export const merchantSettingsSchema = z.object({
  merchant_id: z.string().min(1).max(200),
  name: z.string().max(200),
  logo_url: z.string().max(2048).nullable(),
  widget_logo_size: z.enum(widgetLogoSizes),
  primary_color: z.string().max(20),
  secondary_color: z.string().max(20),
  currencies: z.array(cryptoCurrencySchema).max(20),
  /** The platform's fee on each payment, in basis points. */
  fee_bps: z.number().int().nonnegative(),
  allowed_origins: z.array(z.string().max(200)).max(50),
  keys: z.array(merchantKeySchema).max(20),
});
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0b4f3c');

/** An exact origin (scheme, host and port, nothing after): where a publishable key may create payments. */
const originSchema = z
  .string()
  .max(200)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'must be an exact origin such as https://shop.example');

/** PATCH /users/merchant/edit: any of the fields; another field is refused. */
export const merchantSettingsChangeSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    logo_url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable()
      .optional(),
    widget_logo_size: z.enum(widgetLogoSizes).optional(),
    primary_color: colour.optional(),
    secondary_color: colour.optional(),
    currencies: z.array(cryptoCurrencySchema).min(1).max(6).optional(),
    allowed_origins: z.array(originSchema).max(20).optional(),
  })
  .strict();
export type MerchantSettingsChange = z.input<typeof merchantSettingsChangeSchema>;

/** POST /users/merchant/keys: the new pair of a mode, in full this once; the previous pair stops working. */
export const newMerchantKeysSchema = z.object({
  mode: z.enum(merchantKeyModes),
  publishable: z.string().min(1).max(200),
  secret: z.string().min(1).max(200),
});
export type NewMerchantKeys = z.infer<typeof newMerchantKeysSchema>;
