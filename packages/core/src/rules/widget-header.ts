import { widgetHeaderMinimumAmount } from './constants.js';

/**
 * Widget header of spec §2: shown only when the amount is at least 50 and a currency is set.
 * The amount is a decimal string ("49.99") or integer base units with their scale; no floats.
 */
export type WidgetAmountInput = string | { baseUnits: bigint; scale: number };

export const widgetLogoMaxWidthPx = { Large: 60, Medium: 50, default: 40 } as const;
export const defaultMerchantName = 'Brand Name';
export const defaultProductName = 'Merchandise';

export interface WidgetHeaderInput {
  amount: WidgetAmountInput | null | undefined;
  currency: string | null | undefined;
  orderId?: string | null;
  merchantName?: string | null;
  widgetLogoSize?: string | null;
  product?: string | null;
  /** Widget path, e.g. '/payment'; the payment path adds "Pay with {coin} ({iso})". */
  path: string;
  coin?: string | null;
  iso?: string | null;
}

export type WidgetHeader =
  | { visible: false }
  | {
      visible: true;
      merchantName: string;
      logoMaxWidthPx: number;
      orderId: string;
      paymentFor: { key: 'widget:header.paymentFor'; values: { product: string } };
      payWith: { key: 'widget:header.payWith'; values: { coin: string; iso: string } } | null;
    };

/** Whole units of a decimal string, or null when it is not a plain non-negative decimal. */
function wholeUnits(amount: WidgetAmountInput): bigint | null {
  if (typeof amount === 'string') {
    const match = /^\s*(\d+)(?:\.\d+)?\s*$/.exec(amount);
    return match ? BigInt(match[1]!) : null;
  }
  if (!Number.isInteger(amount.scale) || amount.scale < 0) throw new RangeError('scale must be a natural number');
  return amount.baseUnits / 10n ** BigInt(amount.scale);
}

/** At least 50 (whole units suffice: 49.99 has 49 whole units, 50.00 has 50). */
export function isWidgetHeaderAmountShown(amount: WidgetAmountInput | null | undefined): boolean {
  if (amount == null) return false;
  const whole = wholeUnits(amount);
  return whole !== null && whole >= BigInt(widgetHeaderMinimumAmount);
}

function text(value: string | null | undefined, fallback: string): string {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? fallback : trimmed;
}

/** Who is paid and for what, with the header's defaults ("Brand Name", "Merchandise"). */
export interface WidgetOrderSummary {
  merchantName: string;
  orderId: string;
  paymentFor: { key: 'widget:header.paymentFor'; values: { product: string } };
}

/**
 * The order as the header words it, whatever the amount: the header rule hides the header below
 * 50, not the order, so the coin choice still says who is paid, how much and for what (issue 15).
 */
export function widgetOrderSummary(
  input: Pick<WidgetHeaderInput, 'merchantName' | 'orderId' | 'product'>,
): WidgetOrderSummary {
  return {
    merchantName: text(input.merchantName, defaultMerchantName),
    orderId: input.orderId ?? '',
    paymentFor: { key: 'widget:header.paymentFor', values: { product: text(input.product, defaultProductName) } },
  };
}

export function widgetHeader(input: WidgetHeaderInput): WidgetHeader {
  if (!input.currency || !isWidgetHeaderAmountShown(input.amount)) return { visible: false };
  const size = input.widgetLogoSize === 'Large' || input.widgetLogoSize === 'Medium' ? input.widgetLogoSize : 'default';
  const onPayment = input.path.replace(/\/+$/, '').endsWith('/payment');
  return {
    visible: true,
    ...widgetOrderSummary(input),
    logoMaxWidthPx: widgetLogoMaxWidthPx[size],
    payWith:
      onPayment && input.coin && input.iso
        ? { key: 'widget:header.payWith', values: { coin: input.coin, iso: input.iso } }
        : null,
  };
}
