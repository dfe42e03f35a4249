import {
  widgetHeader,
  widgetOrderSummary,
  type LocaleCode,
  type MerchantCurrency,
  type MerchantPayment,
  type MerchantProfile,
} from '@platform/core';
import type { MerchantHeaderContent } from '../components/merchant-header.js';
import type { Translate } from '../i18n/texts.js';
import { formatFiatAmount } from './display-amounts.js';
import { widgetScreenPath, type WidgetScreen } from '../router/widget-screens.js';

/** A logo the header may load: an http(s) URL or a same-origin path. */
function logoUrl(value: string | null): string | null {
  return value !== null && /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : null;
}

/** The coin's name among the merchant's currencies (its code when the list lacks it). */
export function coinName(currencies: readonly MerchantCurrency[], iso: string): string {
  return currencies.find((currency) => currency.iso === iso)?.name ?? iso;
}

/** Core's header rule (spec §2) applied to the loaded merchant and payment; undefined when hidden. */
export function merchantHeaderContent(input: {
  merchant: MerchantProfile;
  payment: MerchantPayment;
  currencies: readonly MerchantCurrency[];
  screen: WidgetScreen;
  locale: LocaleCode;
  t: Translate;
}): MerchantHeaderContent | undefined {
  const { merchant, payment, t } = input;
  const iso = payment.currency_1_iso;
  const header = widgetHeader({
    amount: payment.amount,
    currency: payment.currency,
    orderId: payment.order_id,
    merchantName: merchant.name,
    widgetLogoSize: merchant.widget_logo_size,
    product: payment.product,
    path: widgetScreenPath(input.screen),
    coin: iso === null ? null : coinName(input.currencies, iso),
    iso,
  });
  if (!header.visible) return undefined;
  return {
    merchantName: header.merchantName,
    logoUrl: logoUrl(merchant.logo),
    logoMaxWidthPx: header.logoMaxWidthPx,
    orderIdLabel: t('widget:header.orderId'),
    orderId: header.orderId,
    amount: formatFiatAmount(payment.amount, payment.currency, input.locale),
    paymentFor: t(header.paymentFor.key, header.paymentFor.values),
    payWith: header.payWith === null ? null : t(header.payWith.key, header.payWith.values),
  };
}

/** The order on the coin choice when the header is hidden (a payment under 50): who, how much, for what. */
export interface OrderSummaryContent {
  merchantName: string;
  amount: string;
  paymentFor: string;
  orderIdLabel: string;
  orderId: string;
}

export function orderSummaryContent(input: {
  merchant: MerchantProfile;
  payment: MerchantPayment;
  locale: LocaleCode;
  t: Translate;
}): OrderSummaryContent {
  const { merchant, payment, t } = input;
  const summary = widgetOrderSummary({
    merchantName: merchant.name,
    orderId: payment.order_id,
    product: payment.product,
  });
  return {
    merchantName: summary.merchantName,
    amount: formatFiatAmount(payment.amount, payment.currency, input.locale),
    paymentFor: t(summary.paymentFor.key, summary.paymentFor.values),
    orderIdLabel: t('widget:header.orderId'),
    orderId: summary.orderId,
  };
}
