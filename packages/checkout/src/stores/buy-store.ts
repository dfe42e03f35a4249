import { atom, computed, map } from 'nanostores';
import {
  cryptoCurrencies,
  defaultCheckoutAmountBaseUnits,
  defaultCheckoutCryptoCurrency,
  defaultCheckoutFiatCurrency,
  fiatCurrencies,
  isCryptoCurrency,
  isFiatCurrency,
  parseAmount,
  defaultCheckoutLimits,
  testModeAmount,
  testModeCheckoutLimits,
  toDecimalString,
  type CryptoCurrency,
  type FiatCurrency,
} from '@platform/core';
import { dropQuote } from './quote-store.js';

/** Spec §9: the checkout's fiat and crypto lists. */
export const flowFiatCurrencies: readonly FiatCurrency[] = fiatCurrencies;
export const flowCryptoCurrencies: readonly CryptoCurrency[] = cryptoCurrencies;

/** Per-order limits in whole units of the fiat currency (the server enforces its own; these stop typos early). */
export interface AmountLimits {
  minimum: bigint;
  maximum: bigint;
}

/** Core's default per-order limits (a brand may set its own: the quote's answer then says so). */
const regularLimits: AmountLimits = {
  minimum: defaultCheckoutLimits.minimumBaseUnits,
  maximum: defaultCheckoutLimits.maximumBaseUnits,
};
/** Spec §9 test mode: amount 30, minimum 30, maximum 50. */
const testLimits: AmountLimits = {
  minimum: testModeCheckoutLimits.minimumBaseUnits,
  maximum: testModeCheckoutLimits.maximumBaseUnits,
};

/** The buy step's draft: what the guest asks for before the checkout exists. */
export interface BuyDraft {
  fiat: FiatCurrency;
  crypto: CryptoCurrency;
  /** The amount as typed (a decimal string of the fiat currency). */
  amountText: string;
  address: string;
  couponCode: string;
  /** The test route (spec §9 test mode amounts). */
  test: boolean;
  merchantId: string;
}

export function initialDraft(options: {
  test: boolean;
  merchantId?: string;
  fiat?: string;
  crypto?: string;
}): BuyDraft {
  const fiat = isFiatCurrency(options.fiat) ? options.fiat : (defaultCheckoutFiatCurrency as FiatCurrency);
  return {
    fiat,
    crypto: isCryptoCurrency(options.crypto) ? options.crypto : (defaultCheckoutCryptoCurrency as CryptoCurrency),
    amountText: options.test ? `${testModeAmount}.00` : toDecimalString(fiat, defaultCheckoutAmountBaseUnits),
    address: '',
    couponCode: '',
    test: options.test,
    merchantId: options.merchantId ?? '',
  };
}

/** A promo code the server accepted (POST /coupons/validate): its discount percent. */
export interface AppliedCoupon {
  code: string;
  percent: string;
}
export const $coupon = atom<AppliedCoupon | undefined>(undefined);

export const $draft = map<BuyDraft>(initialDraft({ test: false }));

/** Which entry URL the draft was started for: coming back to the same one keeps what the guest chose. */
let draftFor: string | undefined;

/** Starts the draft from the spec's defaults for an entry URL, unless it was started for that URL already. */
export function startDraft(entry: string, options: Parameters<typeof initialDraft>[0]): void {
  if (draftFor === entry) return;
  draftFor = entry;
  $draft.set(initialDraft(options));
  $coupon.set(undefined);
  dropQuote(); // a quote of another visit is never shown
}

/** Test support: forget the draft. */
export function resetDraft(): void {
  draftFor = undefined;
  dropQuote();
  $draft.set(initialDraft({ test: false }));
  $coupon.set(undefined);
}

export function limitsOf(draft: Pick<BuyDraft, 'test'>): AmountLimits {
  return draft.test ? testLimits : regularLimits;
}

export type AmountProblem = 'invalid' | 'below_minimum' | 'above_maximum';

/** The draft's amount in base units, or why it is refused. */
export function checkAmount(draft: BuyDraft): { ok: true; value: bigint } | { ok: false; problem: AmountProblem } {
  const parsed = parseAmount(draft.fiat, draft.amountText.trim());
  if (!parsed.ok || parsed.value === 0n) return { ok: false, problem: 'invalid' };
  const limits = limitsOf(draft);
  if (parsed.value < limits.minimum) return { ok: false, problem: 'below_minimum' };
  if (parsed.value > limits.maximum) return { ok: false, problem: 'above_maximum' };
  return { ok: true, value: parsed.value };
}

export const $amount = computed($draft, (draft) => checkAmount(draft));

export function updateDraft(patch: Partial<BuyDraft>): void {
  for (const [key, value] of Object.entries(patch)) $draft.setKey(key as keyof BuyDraft, value as never);
}
