import { z } from 'zod';
import { flagSchema } from './flags.js';
import { localeCodes } from '../i18n/locales.js';

/**
 * The brand Configuration of spec §3, as the start-up configuration call returns it in
 * `request_details.module`. Every field of the spec is here; "more URLs" the spec leaves open are
 * named explicitly (buy_url, blog_url, …) so a brand can point each link somewhere real.
 */
const url = z.string().max(2048);
const optionalUrl = url.optional().default('');

/** `languages_wallets` is a JSON list (sent as a JSON string or as an array). */
export const languagesWalletsSchema = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  if (Array.isArray(value)) return value;
  try {
    const parsed: unknown = JSON.parse(value === '' ? '[]' : value);
    const list = z.array(z.string()).safeParse(parsed);
    if (list.success) return list.data;
  } catch {
    // fall through to the issue below
  }
  ctx.addIssue({ code: 'custom', message: 'languages_wallets must be a JSON list of strings' });
  return z.NEVER;
});

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An absolute https URL (http only on a loopback host: local set-ups and tests). */
function isScriptUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && loopbackHosts.has(parsed.hostname));
  } catch {
    return false;
  }
}

/**
 * A chat widget script of the brand (spec §7 "Other", §9): the members app loads it as an external
 * script about 1 s after start, and the members pages' CSP names its origin in script-src.
 */
export const chatScriptUrlSchema = url.refine(isScriptUrl, {
  message: 'must be an absolute https URL (http only on a loopback host)',
});

/** The origins of the brand's chat widget scripts, each once, for the CSP of the members pages. */
export function chatScriptOrigins(scripts: readonly string[]): string[] {
  return [...new Set(scripts.filter(isScriptUrl).map((script) => new URL(script).origin))];
}

const disclaimerPerLocale = Object.fromEntries(
  localeCodes.map((code) => [`disclaimer_${code}`, z.string().max(20_000).optional()]),
) as Record<`disclaimer_${(typeof localeCodes)[number]}`, z.ZodOptional<z.ZodString>>;

export const brandSwitchesSchema = z.object({
  wl_id: z.coerce.number().int().positive(),
  enable_flow: flagSchema,
  enable_trade: flagSchema,
  enable_widget: flagSchema,
  enable_withdraw: flagSchema,
  enable_statements: flagSchema,
  registration_new_flow: flagSchema,
});
export type BrandSwitches = z.infer<typeof brandSwitchesSchema>;

export const brandFilesSchema = z.object({
  logo: optionalUrl,
  logo_white: optionalUrl,
  logo_grey: optionalUrl,
  fav_icon: optionalUrl,
});

export const brandThemeSchema = z.object({
  primary_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#0b4f3c'),
  secondary_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#1fa463'),
});

export const configurationSchema = z
  .object({
    label_name: z.string().min(1).max(120),
    logo_name: z.string().max(120).default(''),
    disclaimer: z.string().max(20_000).default(''),
    ...disclaimerPerLocale,
    company_name: z.string().max(200).default(''),
    support_email: z.string().max(254).default(''),
    terms_url: optionalUrl,
    privacy_url: optionalUrl,
    refund_url: optionalUrl,
    aml_url: optionalUrl,
    phone: z.string().max(40).default(''),
    compliance_email: z.string().max(254).default(''),
    country_locator: optionalUrl,
    api: url,
    mapi: url,
    wallet_url: optionalUrl,
    markets_url: optionalUrl,
    contact_url: optionalUrl,
    lic_url: optionalUrl,
    kyc_policy: optionalUrl,
    languages_wallets: languagesWalletsSchema.default([]),
    address: z.string().max(500).default(''),
    buy_url: optionalUrl,
    blog_url: optionalUrl,
    support_url: optionalUrl,
    knowledge_base_url: optionalUrl,
    about_url: optionalUrl,
    white_label_url: optionalUrl,
    /** Chat widget scripts (spec §7 "Other"): loaded about 1 s after start with the user's id and names. */
    chat_scripts: z.array(chatScriptUrlSchema).max(5).default([]),
    /** Locales the brand offers in its language picker (spec §1: one reading says en and es). */
    active_locales: z.array(z.enum(localeCodes)).min(1).default(['en', 'es']),
    default_currency: z.enum(['USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF']).default('EUR'),
    /**
     * Countries the brand does not serve (ISO 3166-1 alpha-2, e.g. ["US"]): clients located there
     * get 'Unfortunately we do not provide our services for this region.' on registration and login.
     */
    blocked_countries: z
      .array(z.string().regex(/^[A-Za-z]{2}$/, { message: 'must be an ISO 3166-1 alpha-2 country code' }))
      .max(250)
      .default([]),
  })
  .extend(brandSwitchesSchema.shape)
  .extend(brandFilesSchema.shape)
  .extend(brandThemeSchema.shape);
export type Configuration = z.infer<typeof configurationSchema>;
export type ConfigurationInput = z.input<typeof configurationSchema>;

/** The meta attachments the server fetches and serves from the brand's own origin (not links). */
export const metaAttachmentKinds = ['css', 'js', 'images'] as const;
export type MetaAttachmentKind = (typeof metaAttachmentKinds)[number];

/** Meta of spec §3: links, stylesheets, scripts and images a brand adds to its pages. */
export const brandMetaSchema = z.object({
  link: z
    .array(z.object({ rel: z.string().max(40), href: url }))
    .max(20)
    .default([]),
  css: z.array(url).max(20).default([]),
  js: z.array(url).max(20).default([]),
  images: z.array(url).max(50).default([]),
});
export type BrandMeta = z.infer<typeof brandMetaSchema>;

/**
 * `request_details` of the start-up configuration call (spec §7 "Other"). `test_mode` (beyond the
 * spec) says the platform runs in test mode (simulated chains and money, demo data): every page
 * shows a TEST MODE mark when it is true.
 */
export const configurationDetailsSchema = z.object({
  module: configurationSchema,
  meta: brandMetaSchema,
  more: z.record(z.string(), z.unknown()).default({}),
  test_mode: z.boolean().default(false),
});
export type ConfigurationDetails = z.infer<typeof configurationDetailsSchema>;
