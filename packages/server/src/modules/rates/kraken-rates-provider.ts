import { z } from 'zod';
import { isOutboundHttpError, sendOutbound, type OutboundResponse } from '../../lib/outbound-http.js';
import type { CanonicalRatePair } from './rate-pair.js';
import { formatRate, parseRate } from './rate.js';
import { RatesProviderError, type RateQuote, type RatesProvider } from './rates-provider.js';

/**
 * Rates from a Kraken-style public ticker:
 *   GET {baseUrl}/0/public/Ticker?pair=XXBTZEUR,XETHZEUR
 *   → { "error": [], "result": { "XXBTZEUR": { "c": ["61234.50000", "0.0015"], "a": […], "b": […], … } } }
 * `c[0]` is the last trade price, a decimal string; it is parsed exactly, never through Number
 * (the whole response is validated by zod, and prices must be strings). The mapping sends Kraken's
 * full pair names, which are also the result keys. Kraken fails the whole request when one name is
 * unknown, so the mapping lists only pairs the exchange lists; pairs absent from it get no quote.
 */
export const krakenSymbols: Readonly<Partial<Record<CanonicalRatePair, string>>> = {
  USD_BTC: 'XXBTZUSD',
  EUR_BTC: 'XXBTZEUR',
  GBP_BTC: 'XXBTZGBP',
  CAD_BTC: 'XXBTZCAD',
  AUD_BTC: 'XBTAUD',
  CHF_BTC: 'XBTCHF',
  USD_ETH: 'XETHZUSD',
  EUR_ETH: 'XETHZEUR',
  GBP_ETH: 'XETHZGBP',
  CAD_ETH: 'XETHZCAD',
  AUD_ETH: 'ETHAUD',
  CHF_ETH: 'ETHCHF',
  USD_LTC: 'XLTCZUSD',
  EUR_LTC: 'XLTCZEUR',
  GBP_LTC: 'LTCGBP',
  AUD_LTC: 'LTCAUD',
  USD_BCH: 'BCHUSD',
  EUR_BCH: 'BCHEUR',
  GBP_BCH: 'BCHGBP',
  USD_USDT: 'USDTZUSD',
  EUR_USDT: 'USDTEUR',
  GBP_USDT: 'USDTGBP',
  CAD_USDT: 'USDTCAD',
  AUD_USDT: 'USDTAUD',
  CHF_USDT: 'USDTCHF',
  USD_USDC: 'USDCUSD',
  EUR_USDC: 'USDCEUR',
  GBP_USDC: 'USDCGBP',
  CAD_USDC: 'USDCCAD',
  AUD_USDC: 'USDCAUD',
  CHF_USDC: 'USDCCHF',
};

const tickerResponseSchema = z.object({
  error: z.array(z.string().max(500)).max(50),
  result: z.record(z.string().max(40), z.looseObject({ c: z.array(z.string().max(60)).min(1).max(2) })).optional(),
});

export interface KrakenRatesProviderOptions {
  /** e.g. https://api.kraken.com (no trailing slash needed). */
  baseUrl: string;
  symbols?: Readonly<Partial<Record<CanonicalRatePair, string>>>;
  timeoutMs?: number;
  maxResponseBytes?: number;
  fetch?: typeof globalThis.fetch;
  /** When the quotes were observed (the ticker carries no timestamp): the time the answer arrived. */
  now?: () => number;
  name?: string;
}

/** A failed call as the provider reports it: aborted by the caller, timed out, too large, or unreachable. */
function callFailure(error: unknown, maxResponseBytes: number): unknown {
  if (!isOutboundHttpError(error)) return error;
  if (error.failure === 'aborted')
    return new RatesProviderError('aborted', 'the rates fetch was aborted', { cause: error });
  if (error.failure === 'timeout') {
    return new RatesProviderError('timeout', 'the rates provider did not answer in time', { cause: error });
  }
  if (error.failure === 'too_large') {
    return new RatesProviderError('too_large', `the response is over ${maxResponseBytes} bytes`, { cause: error });
  }
  return new RatesProviderError('network', 'the rates provider could not be reached', { cause: error });
}

/** The answer's text: UTF-8 or nothing (an answer that is not UTF-8 counts as a failed call, as before). */
function utf8Text(body: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch (error) {
    throw new RatesProviderError('network', 'the rates provider could not be reached', { cause: error });
  }
}

export function createKrakenRatesProvider(options: KrakenRatesProviderOptions): RatesProvider {
  const symbols = options.symbols ?? krakenSymbols;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxResponseBytes = options.maxResponseBytes ?? 256 * 1024;
  const now = options.now ?? Date.now;
  const name = options.name ?? 'kraken';
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  return {
    name,
    async fetchRates(pairs, signal) {
      const requested = pairs.flatMap((pair) => {
        const symbol = symbols[pair];
        return symbol === undefined ? [] : [{ pair, symbol }];
      });
      if (requested.length === 0) return [];
      const url = `${baseUrl}/0/public/Ticker?pair=${requested.map(({ symbol }) => encodeURIComponent(symbol)).join(',')}`;
      let response: OutboundResponse;
      try {
        response = await sendOutbound({
          url,
          headers: { accept: 'application/json' },
          timeoutMs,
          maxResponseBytes,
          signal,
          redirect: 'follow',
          ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
        });
      } catch (error) {
        throw callFailure(error, maxResponseBytes);
      }
      if (!response.ok)
        throw new RatesProviderError('http_status', `the rates provider answered HTTP ${response.status}`);
      return parseTicker(utf8Text(response.body), requested, name, new Date(now()));
    },
  };
}

function parseTicker(
  text: string,
  requested: readonly { pair: CanonicalRatePair; symbol: string }[],
  source: string,
  observedAt: Date,
): RateQuote[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RatesProviderError('malformed', 'the rates provider answered something that is not JSON', {
      cause: error,
    });
  }
  const parsed = tickerResponseSchema.safeParse(json);
  if (!parsed.success) throw new RatesProviderError('malformed', `unexpected ticker shape: ${parsed.error.message}`);
  if (parsed.data.error.length > 0) {
    throw new RatesProviderError('malformed', `the rates provider refused: ${parsed.data.error.join('; ')}`);
  }
  const result = parsed.data.result ?? {};
  const quotes: RateQuote[] = [];
  for (const { pair, symbol } of requested) {
    const price = result[symbol]?.c[0];
    if (price === undefined) continue;
    // One unreadable price means we do not understand this answer: trust none of it.
    const rateUnits = parseRate(price);
    if (rateUnits === undefined) throw new RatesProviderError('malformed', `${symbol} has no valid price`);
    quotes.push({ pair, rate: formatRate(rateUnits), source, observedAt });
  }
  return quotes;
}
