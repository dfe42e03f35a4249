import type { CryptoCurrency } from '@platform/core';

export type AddressProblem = 'required' | 'invalid' | 'wrongNetwork' | 'wrongCoin';

/**
 * Checks the destination address for the coin with core's address validators (loaded with the
 * first check: they carry hash code the first screen does not need). Live: mainnet only. Test mode:
 * the test networks (the server derives and delivers on DEPOSIT_NETWORK, regtest by default, and
 * refuses a mainnet address there, so the form refuses it first).
 */
export async function checkAddress(
  coin: CryptoCurrency,
  address: string,
  testMode: boolean,
): Promise<AddressProblem | undefined> {
  if (address === '') return 'required';
  const { validateAddress, chainNetworks } = await import('./address-validators.js');
  const networks = testMode ? chainNetworks.filter((network) => network !== 'mainnet') : (['mainnet'] as const);
  let problem: AddressProblem = 'invalid';
  for (const network of networks) {
    const result = validateAddress({ coin, network, address });
    if (result.ok) return undefined;
    if (result.error === 'wrong_coin') problem = 'wrongCoin';
    else if (result.error === 'wrong_network' && problem !== 'wrongCoin') problem = 'wrongNetwork';
  }
  return problem;
}
