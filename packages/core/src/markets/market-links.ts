import { isFlagOn } from '../rules/inputs.js';
import type { Configuration } from '../schemas/configuration.js';
import { fiatCurrencies, type FiatCurrency } from '../schemas/currency-codes.js';

/**
 * Where Buy goes for a tradable coin (spec §2 home nav: Buy Coins is the checkout when
 * enable_flow, else the members buy page): the guest checkout `/flow/` with the coin and fiat
 * chosen, or the members buy page with the same query.
 */
export function buyHref(configuration: Pick<Configuration, 'enable_flow'>, iso: string, fiat: FiatCurrency): string {
  const query = `crypto=${encodeURIComponent(iso)}&currency=${encodeURIComponent(fiat)}`;
  return isFlagOn(configuration.enable_flow) ? `/flow/?${query}` : `/buy?${query}`;
}

/** The fiat of the page: `?currency=` when it is a supported fiat, else the brand's default currency. */
export function marketFiat(search: URLSearchParams, fallback: FiatCurrency): FiatCurrency {
  const asked = search.get('currency')?.toUpperCase();
  return (fiatCurrencies as readonly string[]).includes(asked ?? '') ? (asked as FiatCurrency) : fallback;
}
