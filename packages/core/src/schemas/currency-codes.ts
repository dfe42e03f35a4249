/**
 * The supported currencies and their guards without zod (schemas/currencies.ts adds the schemas):
 * money formatting and the iframes' first bundles use these without loading zod.
 */

/** Supported crypto of spec §1/§9. */
export const cryptoCurrencies = ['BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC'] as const;
export type CryptoCurrency = (typeof cryptoCurrencies)[number];

/** Supported fiat of spec §1/§9. */
export const fiatCurrencies = ['USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF'] as const;
export type FiatCurrency = (typeof fiatCurrencies)[number];

/** Every asset the platform holds: the supported crypto, then the supported fiat. */
export const currencyCodes = [...cryptoCurrencies, ...fiatCurrencies] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export function isCryptoCurrency(code: unknown): code is CryptoCurrency {
  return typeof code === 'string' && (cryptoCurrencies as readonly string[]).includes(code);
}

export function isFiatCurrency(code: unknown): code is FiatCurrency {
  return typeof code === 'string' && (fiatCurrencies as readonly string[]).includes(code);
}

export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return isCryptoCurrency(code) || isFiatCurrency(code);
}
