import { encodeCashAddress } from './cashaddr.js';
import { evmAddressFromPublicKey } from './evm.js';
import { isNonHardenedIndex, parseAccountPublicKey } from './extended-key.js';
import type { ExtendedKeyError } from './extended-key.js';
import { hash160 } from './hashes.js';
import { addressFamily, assertCoinAndNetwork, cashAddrNetworks, isSegwitCoin, segwitNetworks } from './networks.js';
import type { ChainNetwork, DepositCoin } from './networks.js';
import { encodeSegwitAddress } from './segwit.js';

export type DepositAddressKind = 'p2wpkh' | 'cashaddr' | 'evm';

export interface DepositAddressRequest {
  coin: DepositCoin;
  network: ChainNetwork;
  /** The brand's account-level key (depth 3), e.g. the zpub of m/84'/0'/0' for BTC. */
  accountXpub: string;
  /** Address index on the chain, 0 ≤ index < 2^31. */
  index: number;
  /** true for the internal (change) chain 1; deposits use the receive chain 0. */
  change?: boolean;
}

export type DepositAddressResult =
  | { ok: true; address: string; kind: DepositAddressKind; path: string }
  | { ok: false; error: ExtendedKeyError | 'invalid_index' };

type ChainKey = ReturnType<Extract<ReturnType<typeof parseAccountPublicKey>, { ok: true }>['key']['deriveChild']>;

/**
 * Parsed account keys' receive/change chain keys, most recently used last: a server derives many
 * addresses of the same few brand keys, and parsing the key plus deriving the chain level is two
 * thirds of a derivation's cost. Bounded; only keys that parsed and checked out are kept.
 */
const chainKeys = new Map<string, ChainKey>();
const chainKeysLimit = 64;

function chainKeyOf(
  request: DepositAddressRequest,
  chain: 0 | 1,
): { ok: true; key: ChainKey } | { ok: false; error: ExtendedKeyError } {
  const cacheKey = `${request.coin}|${request.network}|${chain}|${request.accountXpub}`;
  const cached = chainKeys.get(cacheKey);
  if (cached !== undefined) {
    chainKeys.delete(cacheKey);
    chainKeys.set(cacheKey, cached);
    return { ok: true, key: cached };
  }
  const account = parseAccountPublicKey(request);
  if (!account.ok) return account;
  const key = account.key.deriveChild(chain);
  chainKeys.set(cacheKey, key);
  if (chainKeys.size > chainKeysLimit) chainKeys.delete(chainKeys.keys().next().value as string);
  return { ok: true, key };
}

/**
 * The deposit address at account/change/index of the brand's key: BIP84 P2WPKH for BTC and
 * LTC, CashAddr P2PKH for BCH, an EIP-55 address for ETH and its ERC-20 tokens. Only public
 * derivation is used, so no private key is needed or accepted. `path` is relative to the
 * account key ("0/5"), for the wallet operator to find the address again.
 */
export function deriveDepositAddress(request: DepositAddressRequest): DepositAddressResult {
  assertCoinAndNetwork(request.coin, request.network);
  if (!isNonHardenedIndex(request.index)) return { ok: false, error: 'invalid_index' };
  const chain = request.change ? 1 : 0;
  const chainKey = chainKeyOf(request, chain);
  if (!chainKey.ok) return chainKey;
  const publicKey = chainKey.key.deriveChild(request.index).publicKey;
  // A key parsed from a valid xpub always has a public key; anything else is a broken invariant.
  if (!publicKey) throw new Error('Derived child key has no public key');
  const path = `${chain}/${request.index}`;
  const family = addressFamily(request.coin);
  if (family === 'evm') return { ok: true, kind: 'evm', path, address: evmAddressFromPublicKey(publicKey) };
  if (family === 'cashaddr') {
    const prefix = cashAddrNetworks[request.network].cashAddrPrefix;
    return {
      ok: true,
      kind: 'cashaddr',
      path,
      address: encodeCashAddress({ prefix, type: 'p2pkh', hash: hash160(publicKey) }),
    };
  }
  if (!isSegwitCoin(request.coin)) throw new Error(`No address family for ${request.coin}`);
  const hrp = segwitNetworks[request.coin][request.network].bech32Hrp;
  return {
    ok: true,
    kind: 'p2wpkh',
    path,
    address: encodeSegwitAddress({ hrp, witnessVersion: 0, program: hash160(publicKey) }),
  };
}
