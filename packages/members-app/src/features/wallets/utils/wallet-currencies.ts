import { cryptoCurrencies, currencyCodes, isCryptoCurrency, type Configuration, type Wallet } from '@platform/core';

/**
 * The crypto currencies a user may add a wallet for ("add new crypto wallet", spec §2): the brand's
 * languages_wallets list (spec §3) where it names supported coins, else every supported coin, minus
 * the wallets the user already has.
 */
export function addableCryptoCurrencies(
  configuration: Pick<Configuration, 'languages_wallets'>,
  wallets: readonly Wallet[],
) {
  const configured = configuration.languages_wallets.map((code) => code.toUpperCase()).filter(isCryptoCurrency);
  const offered =
    configured.length > 0 ? cryptoCurrencies.filter((code) => configured.includes(code)) : cryptoCurrencies;
  const held = new Set(wallets.map((wallet) => wallet.currency.toUpperCase()));
  return offered.filter((code) => !held.has(code));
}

/** Whether a wallet holds crypto: the server says so (kind), else the currency code does. */
export function isCryptoWallet(wallet: Pick<Wallet, 'kind' | 'currency'>): boolean {
  return wallet.kind ? wallet.kind === 'crypto' : isCryptoCurrency(wallet.currency);
}

/** The route parameter of wallets/{coin} (any case) → the currency code, or null when unknown. */
export function currencyFromRoute(coin: string | undefined): string | null {
  const code = (coin ?? '').toUpperCase();
  return (currencyCodes as readonly string[]).includes(code) ? code : null;
}

/** Path of a wallet's page: wallets/{coin}, with the coin in lower case. */
export function walletPath(currency: string): string {
  return `/wallets/${encodeURIComponent(currency.toLowerCase())}`;
}

export function findWallet(wallets: readonly Wallet[], currency: string): Wallet | undefined {
  return wallets.find((wallet) => wallet.currency.toUpperCase() === currency);
}
