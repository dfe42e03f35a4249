import { z } from 'zod';

/** Unset and empty both mean "use the default", as in config/env.ts. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The merchants variables, as a shape the app's env schema spreads in. */
export const merchantsEnvShape = {
  MERCHANT_API_RATE_LIMIT_PER_IP: optional(z.coerce.number().int().min(1).max(1_000_000)),
  MERCHANT_API_RATE_LIMIT_PER_KEY: optional(z.coerce.number().int().min(1).max(1_000_000)),
  MERCHANT_MAX_OPEN_PAYMENTS: optional(z.coerce.number().int().min(1).max(10_000_000)),
};

export interface RawMerchantsEnv {
  MERCHANT_API_RATE_LIMIT_PER_IP?: number | undefined;
  MERCHANT_API_RATE_LIMIT_PER_KEY?: number | undefined;
  MERCHANT_MAX_OPEN_PAYMENTS?: number | undefined;
}

export interface MerchantsEnv {
  /** Calls to the merchant base per client IP per minute (calls made with a secret key do not count). */
  apiRequestsPerIpPerMinute: number;
  /** Calls made with one publishable key per minute, from every IP together. */
  apiRequestsPerPublishableKeyPerMinute: number;
  /** Unpaid payments (no coin chosen yet, or waiting for the first coins) one merchant may have open at once. */
  maxOpenPaymentsPerMerchant: number;
}

export function toMerchantsEnv(raw: RawMerchantsEnv): { env: MerchantsEnv; problems: string[] } {
  return {
    env: {
      apiRequestsPerIpPerMinute: raw.MERCHANT_API_RATE_LIMIT_PER_IP ?? 600,
      apiRequestsPerPublishableKeyPerMinute: raw.MERCHANT_API_RATE_LIMIT_PER_KEY ?? 60,
      maxOpenPaymentsPerMerchant: raw.MERCHANT_MAX_OPEN_PAYMENTS ?? 1000,
    },
    problems: [],
  };
}
