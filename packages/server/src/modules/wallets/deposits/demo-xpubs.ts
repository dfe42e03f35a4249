import { createHash } from 'node:crypto';
import { expectedAccountPath, type ChainNetwork } from '@platform/core/addresses';
import { HDKey } from '@scure/bip32';
import type { DepositChain } from './chains.js';

/** BIP32 versions: xpub/xprv on mainnet, tpub/tprv on the test networks. */
const mainnetVersions = { private: 0x0488ade4, public: 0x0488b21e };
const testVersions = { private: 0x04358394, public: 0x043587cf };

/**
 * The demo brand's account-level extended public key of one chain, for test mode only: derived
 * from a public seed string, so anyone can recompute its private keys, which is exactly why it is
 * never used outside test mode or on mainnet. The private key exists only inside this function;
 * the server stores the public key like any operator-configured one. EVM wallets export xpub
 * bytes on every network, so ETH keys are xpub; UTXO test-network keys are tpub.
 */
export function demoAccountXpub(options: {
  seed: string;
  brandId: string;
  chain: DepositChain;
  network: ChainNetwork;
}): string {
  if (options.network === 'mainnet') throw new Error('Demo keys are never generated for mainnet');
  const masterSeed = createHash('sha256').update(`demo-xpub:${options.seed}:${options.brandId}`).digest();
  const versions = options.chain === 'ETH' ? mainnetVersions : testVersions;
  const master = HDKey.fromMasterSeed(masterSeed, versions);
  const account = master.derive(expectedAccountPath(options.chain, options.network));
  return account.publicExtendedKey;
}
