import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';
import { shouldPrefetchLinks, shouldReloadAfterChunkError } from './page-loading.js';

describe('business constants (spec §9)', () => {
  const table = [
    { sentence: '§9 Token cookie 18000 s', actual: constants.tokenCookieMaxAgeSeconds, expected: 18_000 },
    { sentence: '§9 flow token cookie 12000 s', actual: constants.flowTokenCookieMaxAgeSeconds, expected: 12_000 },
    {
      sentence: '§9 Cookies: token, flow_tokens, regAttempt, locate, locale (and signed_in, beside the token cookie)',
      actual: Object.values(constants.cookieNames),
      expected: ['token', 'flow_tokens', 'regAttempt', 'locate', 'locale', 'signed_in'],
    },
    {
      sentence: '§9 locale (86400 s max age, default en)',
      actual: constants.localeCookieMaxAgeSeconds,
      expected: 86_400,
    },
    { sentence: '§9 locale cookie default en', actual: constants.defaultLocaleCookieValue, expected: 'en' },
    { sentence: '§9 Widget timer 900 s', actual: constants.widgetTimerSeconds, expected: 900 },
    { sentence: '§9 Balance polling 10 s', actual: constants.balancePollingMs, expected: 10_000 },
    { sentence: '§9 Account value animation 1500 ms', actual: constants.accountValueAnimationMs, expected: 1_500 },
    {
      sentence: '§9 Default checkout amount 250 EUR',
      actual: [constants.defaultCheckoutAmountBaseUnits, constants.defaultCheckoutFiatCurrency],
      expected: [25_000n, 'EUR'],
    },
    {
      sentence: '§9 default crypto Bitcoin (BTC)',
      actual: [constants.defaultCheckoutCryptoName, constants.defaultCheckoutCryptoCurrency],
      expected: ['Bitcoin', 'BTC'],
    },
    {
      sentence: '§9 test mode amount 30, minimum 30, maximum 50',
      actual: [constants.testModeAmount, constants.testModeMinimumAmount, constants.testModeMaximumAmount],
      expected: [30, 30, 50],
    },
    {
      sentence: '§9 Crypto shown with 8 decimals, fiat with 2',
      actual: [constants.cryptoDisplayDecimals, constants.fiatDisplayDecimals],
      expected: [8, 2],
    },
    {
      sentence: '§9 widget conversion amount 8 decimals, fiat amount 2',
      actual: [constants.widgetConversionAmountDecimals, constants.widgetFiatAmountDecimals],
      expected: [8, 2],
    },
    { sentence: '§9 Default IP country GB', actual: constants.defaultIpCountry, expected: 'GB' },
    { sentence: '§9 Widget header shows from amount 50', actual: constants.widgetHeaderMinimumAmount, expected: 50 },
    {
      sentence: '§9 Default widget colours: primary dark green, secondary green',
      actual: constants.defaultWidgetColors,
      expected: { primary_color: '#0b4f3c', secondary_color: '#1fa463' },
    },
    {
      sentence: '§9 Viewport breakpoints 576, 768, 992, 1200, 1400',
      actual: Object.values(constants.viewportBreakpointsPx),
      expected: [576, 768, 992, 1200, 1400],
    },
    {
      sentence: '§9 Sample buy shows processing fee 0.00% and example 1000 EUR',
      actual: constants.sampleBuy,
      expected: { processingFeePercent: '0.00', exampleAmountBaseUnits: 100_000n, currency: 'EUR' },
    },
    {
      sentence: '§3 payment_method (default Credit Card)',
      actual: constants.defaultCheckoutPaymentMethod,
      expected: 'Credit Card',
    },
  ];
  it.each(table)('$sentence', ({ actual, expected }) => {
    expect(actual).toEqual(expected);
  });
});

describe('link prefetch (spec §9: skipped on 2g or data saver)', () => {
  it.each([
    { sentence: '§9 Link prefetch skipped on 2g', connection: { effectiveType: '2g' }, expected: false },
    { sentence: '§9 Link prefetch skipped on slow-2g', connection: { effectiveType: 'slow-2g' }, expected: false },
    {
      sentence: '§9 Link prefetch skipped on data saver',
      connection: { effectiveType: '4g', saveData: true },
      expected: false,
    },
    {
      sentence: 'prefetch on 3g without data saver',
      connection: { effectiveType: '3g', saveData: false },
      expected: true,
    },
    { sentence: 'prefetch when the browser has no Network Information API', connection: undefined, expected: true },
  ])('$sentence', ({ connection, expected }) => {
    expect(shouldPrefetchLinks(connection)).toBe(expected);
  });
});

describe('chunk-load reload (spec §8: one full reload, at most once per minute)', () => {
  const now = 1_700_000_000_000;
  it.each([
    { sentence: '§8 A chunk-load failure triggers one full reload (none recorded)', last: null, expected: true },
    { sentence: '§8 at most once per minute (59.999 s ago: no)', last: now - 59_999, expected: false },
    { sentence: '§8 at most once per minute (60 s ago: yes)', last: now - 60_000, expected: true },
    { sentence: 'a reload recorded in the future (clock change) does not reload', last: now + 5_000, expected: false },
  ])('$sentence', ({ last, expected }) => {
    expect(shouldReloadAfterChunkError(last, now)).toBe(expected);
  });
});
