/** Business constants and limits of spec §9, with their units in their names. */

export const tokenCookieMaxAgeSeconds = 18_000;
export const flowTokenCookieMaxAgeSeconds = 12_000;
export const localeCookieMaxAgeSeconds = 86_400;
/** Beyond the spec: a forgotten password is reset through an emailed link that works once, this long. */
export const passwordResetLinkMinutes = 30;

export const cookieNames = {
  token: 'token',
  flowToken: 'flow_tokens',
  regAttempt: 'regAttempt',
  locate: 'locate',
  locale: 'locale',
  /**
   * Beyond the spec: "1" while the token cookie is set, readable by the page (the token cookie is
   * HttpOnly). The server sets and clears it with the token cookie, so the app asks GET /users/me only
   * when a session may exist (not on every anonymous page view). It is no credential.
   */
  signedIn: 'signed_in',
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

/**
 * Test mode's money printers are capped (beyond the spec; issue 19): an operator's test deposit
 * (POST /operator/testDeposit) and a simulated-chain payment (POST /test-mode/chain/pay), in whole
 * units of the currency: at most `perCall` in one call, and at most `perDay` credited in 24 hours to
 * one user (test deposits) or one address (simulated payments). Large enough to pay any test-mode
 * invoice a shop would create, far below what could overflow anything.
 */
export const testModeDepositLimits = {
  BTC: { perCall: 10, perDay: 50 },
  LTC: { perCall: 1_000, perDay: 5_000 },
  BCH: { perCall: 1_000, perDay: 5_000 },
  ETH: { perCall: 100, perDay: 500 },
  USDT: { perCall: 100_000, perDay: 500_000 },
  USDC: { perCall: 100_000, perDay: 500_000 },
  USD: { perCall: 100_000, perDay: 500_000 },
  GBP: { perCall: 100_000, perDay: 500_000 },
  EUR: { perCall: 100_000, perDay: 500_000 },
  AUD: { perCall: 100_000, perDay: 500_000 },
  CAD: { perCall: 100_000, perDay: 500_000 },
  CHF: { perCall: 100_000, perDay: 500_000 },
} as const satisfies Record<string, { perCall: number; perDay: number }>;
