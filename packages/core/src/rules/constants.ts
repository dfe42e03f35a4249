/** Business constants and limits of spec §9, with their units in their names. */

export const tokenCookieMaxAgeSeconds = 18_000;
export const flowTokenCookieMaxAgeSeconds = 12_000;
export const localeCookieMaxAgeSeconds = 86_400;

export const cookieNames = {
  token: 'token',
  flowToken: 'flow_tokens',
  regAttempt: 'regAttempt',
  locate: 'locate',
  locale: 'locale',
} as const;
export const defaultLocaleCookieValue = 'en';

export const widgetTimerSeconds = 900;
export const balancePollingMs = 10_000;
export const accountValueAnimationMs = 1_500;

/** Default checkout amount 250 EUR, in cents; default crypto Bitcoin. */
export const defaultCheckoutAmountBaseUnits = 25_000n;
export const defaultCheckoutFiatCurrency = 'EUR';
export const defaultCheckoutCryptoCurrency = 'BTC';
export const defaultCheckoutCryptoName = 'Bitcoin';
/** Default payment method of a checkout (spec §3). */
export const defaultCheckoutPaymentMethod = 'Credit Card';

/** Test mode amounts in whole units of the checkout's fiat currency. */
export const testModeAmount = 30;
export const testModeMinimumAmount = 30;
export const testModeMaximumAmount = 50;

export const cryptoDisplayDecimals = 8;
export const fiatDisplayDecimals = 2;
export const widgetConversionAmountDecimals = 8;
export const widgetFiatAmountDecimals = 2;

export const defaultIpCountry = 'GB';

export const viewportBreakpointsPx = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/** The widget header shows from this amount (whole units of the payment currency). */
export const widgetHeaderMinimumAmount = 50;

/** Default widget colours (spec §3, §9): primary dark green, secondary green. */
export const defaultWidgetColors = { primary_color: '#0b4f3c', secondary_color: '#1fa463' } as const;

/** Sample buy on the home page: processing fee 0.00 % and an example of 1000 EUR. */
export const sampleBuy = { processingFeePercent: '0.00', exampleAmountBaseUnits: 100_000n, currency: 'EUR' } as const;

/** Route-change housekeeping of spec §4: open modals are hidden, their backdrop removed 500 ms later. */
export const modalBackdropCleanupDelayMs = 500;

/** A chunk-load failure reloads the page at most once per this window (spec §8). */
export const chunkErrorReloadWindowMs = 60_000;
