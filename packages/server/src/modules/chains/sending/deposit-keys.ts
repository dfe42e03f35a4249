import { createHash } from 'node:crypto';
import { expectedAccountPath, type ChainNetwork } from '@platform/core/addresses';
import { HDKey } from '@scure/bip32';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * Where sweeps get the private key of a deposit address. The API server holds no deposit keys
 * (ARCHITECTURE.md, Chains); a sweeper runs with an adapter to whatever holds them (a KMS, an HSM,
 * an offline signer). The only adapter here is the demo one of test mode.
 */
export interface DepositKeyProvider {
  privateKey(input: { brandId: string; network: ChainNetwork; index: number }): Promise<string>;
}

/**
 * Test mode only: the private keys behind the demo extended public keys, recomputed from the same
 * public seed as the wallets module's demo keys (wallets/deposits/demo-xpubs.ts: sha256 of
 * "demo-xpub:<seed>:<brand>", then the account path, then 0/<index>). Never for mainnet.
 */
export function demoDepositKeys(seed: string): DepositKeyProvider {
  return {
    async privateKey({ brandId, network, index }) {
      if (network === 'mainnet') throw new Error('Demo deposit keys are never used on mainnet');
      const master = HDKey.fromMasterSeed(createHash('sha256').update(`demo-xpub:${seed}:${brandId}`).digest());
      const key = master.derive(expectedAccountPath('ETH', network)).deriveChild(0).deriveChild(index).privateKey;
      if (key === null) throw new Error('No private key derived');
      return `0x${bytesToHex(key)}`;
    },
  };
}
