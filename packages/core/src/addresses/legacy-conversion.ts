import { decodeBase58Address, encodeBase58Address } from './base58-address.js';
import { decodeCashAddress, encodeCashAddress } from './cashaddr.js';
import { cashAddrNetworks } from './networks.js';
import type { ChainNetwork } from './networks.js';

/**
 * Conversion between Bitcoin Cash legacy base58 addresses and CashAddr, for operators migrating
 * old records. Deposit and withdrawal forms accept CashAddr only (see validateAddress).
 */
export function legacyToCashAddress(legacyAddress: string, network: ChainNetwork): string | undefined {
  const parameters = cashAddrNetworks[network];
  const decoded = decodeBase58Address(legacyAddress);
  if (!decoded.ok) return undefined;
  const prefix = parameters.cashAddrPrefix;
  if (decoded.version === parameters.legacyP2pkhVersion)
    return encodeCashAddress({ prefix, type: 'p2pkh', hash: decoded.hash });
  if (decoded.version === parameters.legacyP2shVersion)
    return encodeCashAddress({ prefix, type: 'p2sh', hash: decoded.hash });
  return undefined;
}

export function cashAddressToLegacy(cashAddress: string, network: ChainNetwork): string | undefined {
  const parameters = cashAddrNetworks[network];
  const decoded = decodeCashAddress(cashAddress, parameters.cashAddrPrefix);
  if (!decoded.ok || decoded.prefix !== parameters.cashAddrPrefix || decoded.hash.length !== 20) return undefined;
  if (decoded.type === 'p2pkh')
    return encodeBase58Address({ version: parameters.legacyP2pkhVersion, hash: decoded.hash });
  if (decoded.type === 'p2sh')
    return encodeBase58Address({ version: parameters.legacyP2shVersion, hash: decoded.hash });
  return undefined;
}
