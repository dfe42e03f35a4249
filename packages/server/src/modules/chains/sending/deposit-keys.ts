import { createHash } from 'node:crypto';
import { expectedAccountPath, type ChainNetwork } from '@platform/core/addresses';
import { HDKey } from '@scure/bip32';
import { bytesToHex } from '@noble/hashes/utils.js';
import {
  addressOfPrivateKey,
  signLegacyTransaction,
  type LegacyTransaction,
  type SignedTransaction,
} from './evm-transaction.js';

/** What the sweeper asks a signer for: one sweep transaction from one deposit address. */
export interface SweepSigningRequest {
  brandId: string;
  network: ChainNetwork;
  /** The deposit address's derivation index under the brand's ETH account key (…/0/index). */
  index: number;
  /** The deposit address the key at `index` must control. */
  fromAddress: string;
  transaction: LegacyTransaction;
}

/**
 * Signs sweeps from deposit addresses. The server holds no deposit private keys (ARCHITECTURE.md,
 * Chains): live mode uses the HTTP signer (signer/http-deposit-signer.ts) that asks a separate
 * process holding the extended private key; test mode signs locally with the demo keys. The
 * sweeper checks every answer (fields, chain id, signer address) before storing it.
 */
export interface DepositSigner {
  signSweep(request: SweepSigningRequest): Promise<SignedTransaction>;
}

/** Where a local signer gets the private key of a deposit address. */
export interface DepositKeyProvider {
  privateKey(input: { brandId: string; network: ChainNetwork; index: number }): Promise<string>;
}

/** Signs in this process with keys from a provider (test mode's demo keys only). */
export function localDepositSigner(keys: DepositKeyProvider): DepositSigner {
  return {
    async signSweep(request) {
      const key = await keys.privateKey({ brandId: request.brandId, network: request.network, index: request.index });
      if (addressOfPrivateKey(key).toLowerCase() !== request.fromAddress.toLowerCase()) {
        throw new Error(`The key provider's key does not control ${request.fromAddress}`);
      }
      return signLegacyTransaction(request.transaction, key);
    },
  };
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
      const key = demoAccountKey(seed, brandId, network).deriveChild(0).deriveChild(index).privateKey;
      if (key === null) throw new Error('No private key derived');
      return `0x${bytesToHex(key)}`;
    },
  };
}

/** The demo brand's ETH account key (m/44'/60'/0'), xprv versions like the demo xpub. Test mode and tests only. */
export function demoAccountKey(seed: string, brandId: string, network: ChainNetwork): HDKey {
  const master = HDKey.fromMasterSeed(createHash('sha256').update(`demo-xpub:${seed}:${brandId}`).digest(), {
    private: 0x0488ade4,
    public: 0x0488b21e,
  });
  return master.derive(expectedAccountPath('ETH', network));
}
