import type { DepositCoin } from './networks.js';

/**
 * BIP32 version bytes of extended public keys, by the name wallets show (SLIP-132). The same
 * key material is written with different versions to hint at the script type and network; the
 * derivation is identical, so any accepted form is converted to plain xpub bytes before use.
 */
export interface ExtendedPublicKeyVersion {
  name: string;
  version: number;
  /** 'test' covers testnet and regtest: their keys are byte-for-byte the same. */
  network: 'main' | 'test';
  /**
   * generic: no script hint (xpub, tpub, Ltub, ttub); nativeSegwit: BIP84 (zpub, vpub);
   * nestedSegwit: BIP49 P2SH-wrapped SegWit, refused because deposits here are native SegWit
   * and the wallet holding the key would not look for them.
   */
  style: 'generic' | 'nativeSegwit' | 'nestedSegwit';
  /** Set only for versions that belong to one coin. */
  onlyCoin?: DepositCoin;
}

export const extendedPublicKeyVersions: readonly ExtendedPublicKeyVersion[] = [
  { name: 'xpub', version: 0x0488b21e, network: 'main', style: 'generic' },
  { name: 'ypub', version: 0x049d7cb2, network: 'main', style: 'nestedSegwit' },
  { name: 'zpub', version: 0x04b24746, network: 'main', style: 'nativeSegwit' },
  { name: 'tpub', version: 0x043587cf, network: 'test', style: 'generic' },
  { name: 'upub', version: 0x044a5262, network: 'test', style: 'nestedSegwit' },
  { name: 'vpub', version: 0x045f1cf6, network: 'test', style: 'nativeSegwit' },
  { name: 'Ltub', version: 0x019da462, network: 'main', style: 'generic', onlyCoin: 'LTC' },
  { name: 'Mtub', version: 0x01b26ef6, network: 'main', style: 'nestedSegwit', onlyCoin: 'LTC' },
  { name: 'ttub', version: 0x0436f6e1, network: 'test', style: 'generic', onlyCoin: 'LTC' },
];

/** Private versions, recognised only to refuse them: the server must never hold deposit private keys. */
export const extendedPrivateKeyVersions: readonly number[] = [
  0x0488ade4, // xprv
  0x049d7878, // yprv
  0x04b2430c, // zprv
  0x04358394, // tprv
  0x044a4e28, // uprv
  0x045f18bc, // vprv
  0x019d9cfe, // Ltpv
  0x01b26792, // Mtpv
  0x0436ef7d, // ttpv
];

export function findExtendedPublicKeyVersion(version: number): ExtendedPublicKeyVersion | undefined {
  return extendedPublicKeyVersions.find((entry) => entry.version === version);
}

export function extendedPublicKeyVersionByName(name: string): ExtendedPublicKeyVersion | undefined {
  return extendedPublicKeyVersions.find((entry) => entry.name === name);
}
