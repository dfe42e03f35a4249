/**
 * The rates module's public surface: exact decimal rates of every fiat/crypto pair of the spec,
 * from a provider (deterministic test rates, or a Kraken-style ticker in live mode) stored as
 * snapshots, read for display (up to the display age) and for money (up to the money age, else
 * RatesError stale_rate / rate_unavailable).
 *
 * - `ratesPlugin` decorates `app.rates` (provider, refresher, ages, clock) and, with runRefresher,
 *   runs the refresher job; `ratesRoutes`: GET /checkout/getRates and GET /checkout/getChartRates
 *   under the API base, POST and GET /api/rates under the merchant base.
 * - `parseRatesEnv` (RATES_* variables) for the app's environment.
 * - Rates as exact decimals (`parseRate`, `formatRate`, `invertRate`), pairs (`parseRatePair`),
 *   conversion of money amounts (`convertAmount`), reads (`getLatestRates`, `isFresh`,
 *   `getRateForMoney`, `getChartRates`), one refresh round (`refreshRates`) and the providers.
 * - The price history of the market coins (5-minute, hourly, daily points, filled by the refresher
 *   and backfilled from the provider): `getMarketState` (spec §3 Market state in a fiat) and
 *   `getHistoryChart`.
 * - `marketPageRenderers`: `/prices` and `/prices/{id}` server-rendered from the market state, for
 *   `app.publicPages` (static/public-pages.ts).
 */
export { ratesPlugin, defaultDisplayMaxAgeMs, type RatesPluginOptions, type RatesService } from './rates-plugin.js';
export { ratesRoutes, type RatesRoutesOptions } from './rates-routes.js';
export { parseRatesEnv, RatesConfigError } from './rates-config.js';
export { divideRounded, formatRate, invertRate, parseRate, rateFractionDigits, type Rounding } from './rate.js';
export {
  canonicalRatePairs,
  isCanonicalRatePair,
  maxPairsPerCall,
  parseRatePair,
  type CanonicalRatePair,
  type InverseRatePair,
  type ParsedRatePair,
  type RatePair,
} from './rate-pair.js';
export { convertAmount, type ConvertAmountOptions } from './convert-amount.js';
export { getLatestRates, getRateForMoney, isFresh, type PairRate } from './rate-reads.js';
export { chartBucketsMs, getChartRates, maxChartPoints, type ChartBucket, type ChartPoint } from './chart-rates.js';
export { getMarketState } from './market-state.js';
export { marketPageRenderers, renderCoinMain, renderPricesMain } from './market-pages.js';
export { getHistoryChart, maxHistoryChartPoints } from './market-chart.js';
export {
  backfillMarketHistory,
  historyRetentionMs,
  historySpanMs,
  marketAssets,
  pruneMarketHistory,
  recordMarketQuotes,
} from './market-history.js';
export { isRatesError, RatesError, type RatesErrorType } from './rates-error.js';
export {
  historyResolutionMs,
  historyResolutions,
  RatesProviderError,
  type HistoryQuote,
  type HistoryRequest,
  type HistoryResolution,
  type MarketQuote,
  type RateQuote,
  type RatesProvider,
  type RatesProviderFailure,
} from './rates-provider.js';
export { createTestRatesProvider, testRatesSource, type TestRatesProviderOptions } from './test-rates-provider.js';
export { createKrakenRatesProvider, type KrakenRatesProviderOptions } from './kraken-rates-provider.js';
export { refreshRates, type RefreshRatesOptions, type RefreshRatesResult } from './refresh-rates.js';
export { createRatesRefresher, type RatesRefresher, type RatesRefresherOptions } from './rates-refresher.js';
