import {
  defaultCheckoutLimits,
  fiatCurrencies,
  parseAmount,
  percentToBasisPoints,
  testModeCheckoutLimits,
  checkoutDefaults,
  type CheckoutLimits,
  type FiatCurrency,
} from '@platform/core';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import type { Brand } from '../brands/index.js';
import { checkoutText } from './checkout-texts.js';

/**
 * A brand's checkout settings, from `more.checkout` of its row (spec §3 has no place for them):
 *   { "processing_fee_percent": "1.50",
 *     "limits": { "EUR": { "minimum": "20.00", "maximum": "10000.00", "without_kyc": "700.00" } } }
 * Absent values take the defaults of core's rules/checkout-defaults.ts; the flow's test route
 * (mode test, test mode only) always uses spec §9's 30–50.
 */
const amountText = z.string().regex(/^[0-9]{1,12}(\.[0-9]{1,2})?$/);
const brandCheckoutSchema = z
  .object({
    processing_fee_percent: z.string().optional(),
    limits: z
      .partialRecord(
        z.enum(fiatCurrencies),
        z.object({
          minimum: amountText.optional(),
          maximum: amountText.optional(),
          without_kyc: amountText.optional(),
        }),
      )
      .optional(),
  })
  .optional();

export type CheckoutMode = 'live' | 'test';

export interface CheckoutSettings {
  processingFeeBasisPoints: bigint;
  limitsFor(currency: FiatCurrency, mode: CheckoutMode): CheckoutLimits;
}

function cents(currency: FiatCurrency, text: string | undefined, fallback: bigint): bigint {
  if (text === undefined) return fallback;
  const parsed = parseAmount(currency, text);
  return parsed.ok ? parsed.value : fallback;
}

export function checkoutSettingsOf(brand: Brand): CheckoutSettings {
  const parsed = brandCheckoutSchema.safeParse((brand.more as { checkout?: unknown }).checkout);
  if (!parsed.success) throw new DomainError('configuration_missing', checkoutText('notConfigured'));
  const settings = parsed.data ?? {};
  let processingFeeBasisPoints: bigint;
  try {
    processingFeeBasisPoints = percentToBasisPoints(
      settings.processing_fee_percent ?? checkoutDefaults.processingFeePercent,
    );
  } catch {
    throw new DomainError('configuration_missing', checkoutText('notConfigured'));
  }
  return {
    processingFeeBasisPoints,
    limitsFor(currency, mode) {
      if (mode === 'test') return testModeCheckoutLimits;
      const own = settings.limits?.[currency];
      return {
        minimumBaseUnits: cents(currency, own?.minimum, defaultCheckoutLimits.minimumBaseUnits),
        maximumBaseUnits: cents(currency, own?.maximum, defaultCheckoutLimits.maximumBaseUnits),
        withoutKycBaseUnits: cents(currency, own?.without_kyc, defaultCheckoutLimits.withoutKycBaseUnits),
      };
    },
  };
}
