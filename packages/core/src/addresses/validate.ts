import { addressFamily, assertCoinAndNetwork, chainNetworks, depositCoins, isSegwitCoin } from './networks.js';
import type { ChainNetwork, DepositCoin } from './networks.js';
import { validateCashAddress, validateEvmAddress, validateSegwitCoinAddress } from './validate-exact.js';
import type { AddressValidationResult, ExactValidationResult } from './validate-exact.js';

export type { AddressKind, AddressValidationError, AddressValidationResult } from './validate-exact.js';

export interface AddressValidationRequest {
  coin: DepositCoin;
  network: ChainNetwork;
  address: string;
}

/** Longer than any address of any supported coin; refused before any decoding work. */
const maxAddressLength = 128;

function validateExactly(coin: DepositCoin, network: ChainNetwork, address: string): ExactValidationResult {
  if (isSegwitCoin(coin)) return validateSegwitCoinAddress(coin, network, address);
  if (addressFamily(coin) === 'cashaddr') return validateCashAddress(network, address);
  return validateEvmAddress(address);
}

function isValidOnAnotherNetwork(coin: DepositCoin, network: ChainNetwork, address: string): boolean {
  return chainNetworks.some((other) => other !== network && validateExactly(coin, other, address).ok);
}

/** Coins of another address family, or BTC for LTC and LTC for BTC; ETH, USDT, USDC share addresses. */
function isValidForAnotherCoin(coin: DepositCoin, address: string): boolean {
  const family = addressFamily(coin);
  return depositCoins.some(
    (other) =>
      other !== coin &&
      (family === 'segwit' || addressFamily(other) !== family) &&
      chainNetworks.some((network) => validateExactly(other, network, address).ok),
  );
}

/**
 * Checks an address a user typed for a coin on a network. When it fails here but is a valid
 * address of the same coin on another network (a tb1 address on mainnet) the error is
 * wrong_network; when it is valid for another coin (an ltc1 address for BTC, a legacy 1… address
 * for BCH, a bc1 address for ETH) it is wrong_coin. Otherwise the error says what is wrong with
 * the string itself. `normalized` is the form to store and pay to.
 */
export function validateAddress({ coin, network, address }: AddressValidationRequest): AddressValidationResult {
  assertCoinAndNetwork(coin, network);
  if (typeof address !== 'string' || address.length === 0 || address.length > maxAddressLength) {
    return { ok: false, error: 'invalid_format' };
  }
  const result = validateExactly(coin, network, address);
  if (result.ok || result.error === 'unsupported_witness_version') return result;
  if (isValidOnAnotherNetwork(coin, network, address)) return { ok: false, error: 'wrong_network' };
  if (isValidForAnotherCoin(coin, address)) return { ok: false, error: 'wrong_coin' };
  return result;
}
