import { decodeBase58Address, encodeBase58Address } from './base58-address.js';
import { decodeCashAddress, encodeCashAddress } from './cashaddr.js';
import { parseEvmAddress } from './evm.js';
import { cashAddrNetworks, segwitNetworks } from './networks.js';
import type { ChainNetwork } from './networks.js';
import { decodeSegwitAddress } from './segwit.js';

export type AddressKind = 'p2wpkh' | 'p2wsh' | 'p2tr' | 'p2pkh' | 'p2sh' | 'cashaddr' | 'evm';

export type AddressValidationError =
  'invalid_checksum' | 'wrong_network' | 'wrong_coin' | 'invalid_format' | 'unsupported_witness_version';

export type AddressValidationResult =
  { ok: true; kind: AddressKind; normalized: string } | { ok: false; error: AddressValidationError };

/** Result of checking against exactly one coin and network; wrong_* is decided by the caller. */
export type ExactValidationResult =
  | { ok: true; kind: AddressKind; normalized: string }
  | { ok: false; error: 'invalid_format' | 'invalid_checksum' | 'unsupported_witness_version' };

function segwitKind(witnessVersion: number, programLength: number): AddressKind | undefined {
  if (witnessVersion === 0) return programLength === 20 ? 'p2wpkh' : 'p2wsh';
  // Only Taproot (v1, 32 bytes) has spending rules today; other programs are anyone-can-spend.
  if (witnessVersion === 1 && programLength === 32) return 'p2tr';
  return undefined;
}

/** BTC or LTC on one network: bech32/bech32m SegWit first, then base58 P2PKH/P2SH. */
export function validateSegwitCoinAddress(
  coin: 'BTC' | 'LTC',
  network: ChainNetwork,
  address: string,
): ExactValidationResult {
  const parameters = segwitNetworks[coin][network];
  const segwit = decodeSegwitAddress(address);
  if (segwit.ok) {
    if (segwit.hrp !== parameters.bech32Hrp) return { ok: false, error: 'invalid_format' };
    const kind = segwitKind(segwit.witnessVersion, segwit.program.length);
    if (!kind) return { ok: false, error: 'unsupported_witness_version' };
    return { ok: true, kind, normalized: address.toLowerCase() };
  }
  const legacy = decodeBase58Address(address);
  if (!legacy.ok) {
    // A checksum miss in either reading means the shape was right and a character is mistyped.
    const checksumMissed = segwit.error === 'invalid_checksum' || legacy.error === 'invalid_checksum';
    return { ok: false, error: checksumMissed ? 'invalid_checksum' : 'invalid_format' };
  }
  if (legacy.version === parameters.p2pkhVersion) return { ok: true, kind: 'p2pkh', normalized: address };
  const [canonicalP2shVersion] = parameters.p2shVersions;
  if (canonicalP2shVersion === undefined || !parameters.p2shVersions.includes(legacy.version)) {
    return { ok: false, error: 'invalid_format' };
  }
  // Litecoin's old 3/2-prefixed P2SH pays the same script as its M/Q form; show the current form.
  return {
    ok: true,
    kind: 'p2sh',
    normalized: encodeBase58Address({ version: canonicalP2shVersion, hash: legacy.hash }),
  };
}

/**
 * BCH on one network: CashAddr only, prefixed or not, all lower or all upper case. Legacy base58
 * strings are refused (the caller reports them as wrong_coin, since they read as BTC addresses).
 */
export function validateCashAddress(network: ChainNetwork, address: string): ExactValidationResult {
  const prefix = cashAddrNetworks[network].cashAddrPrefix;
  const decoded = decodeCashAddress(address, prefix);
  if (!decoded.ok) return decoded;
  if (decoded.prefix !== prefix) return { ok: false, error: 'invalid_format' };
  // Only these lengths lock coins on Bitcoin Cash: 20-byte key hashes, 20 or 32-byte script hashes.
  const isScriptHash = decoded.type === 'p2sh' || decoded.type === 'p2shWithTokens';
  const payableLength = decoded.hash.length === 20 || (isScriptHash && decoded.hash.length === 32);
  if (!payableLength) return { ok: false, error: 'invalid_format' };
  return { ok: true, kind: 'cashaddr', normalized: encodeCashAddress(decoded) };
}

/** ETH and its ERC-20 tokens: an EVM address carries no network, so every network takes it. */
export function validateEvmAddress(address: string): ExactValidationResult {
  const parsed = parseEvmAddress(address);
  return parsed.ok ? { ok: true, kind: 'evm', normalized: parsed.address } : parsed;
}
