import { deriveDepositAddress, validateAddress } from '@platform/core/addresses';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { ensureWallet } from '../create-wallet.js';
import { insertWalletTestUser, prepareWalletsDatabase, testWalletsEnv } from '../testing.js';
import { isWalletsError } from '../wallets-error.js';
import { configureBrandXpub } from './brand-xpubs.js';
import { demoAccountXpub } from './demo-xpubs.js';

const network = testWalletsEnv.depositNetwork;

async function nextIndex(database: Database, chain: string): Promise<number> {
  const result = await database.query<{ next_index: string }>(
    `select next_index::text from brand_xpubs where brand_id = 'brd_demo' and chain = $1 and network = $2`,
    [chain, network],
  );
  return Number(result.rows[0]?.next_index);
}

forEachDatabase('deposit addresses', ({ kind, openTestDatabase }) => {
  it('derives BIP84 regtest addresses for BTC/LTC, CashAddr for BCH and one EIP-55 address shared by ETH and its tokens', async () => {
    const database = await openTestDatabase();
    await prepareWalletsDatabase(database);
    const userId = await insertWalletTestUser(database);
    const wallets = new Map<string, string>();
    for (const currency of ['BTC', 'LTC', 'BCH', 'ETH', 'USDT', 'USDC'] as const) {
      const { wallet, created } = await ensureWallet(database, { userId, brandId: 'brd_demo', currency, network });
      expect(created).toBe(true);
      expect(wallet.network).toBe('regtest');
      wallets.set(currency, wallet.address ?? '');
    }
    expect(wallets.get('BTC')).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/);
    expect(wallets.get('LTC')).toMatch(/^rltc1q/);
    expect(wallets.get('BCH')).toMatch(/^bchreg:q/);
    expect(wallets.get('ETH')).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(wallets.get('USDT')).toBe(wallets.get('ETH'));
    expect(wallets.get('USDC')).toBe(wallets.get('ETH'));
    for (const [coin, address] of wallets) {
      const checked = validateAddress({ coin: coin as 'BTC', network, address });
      expect(checked).toMatchObject({ ok: true, normalized: address });
    }
    // The first user of the brand gets index 0 of the brand's key: the address is the one the key derives.
    const expected = deriveDepositAddress({
      coin: 'BTC',
      network,
      accountXpub: demoAccountXpub({ seed: 'demo', brandId: 'brd_demo', chain: 'BTC', network }),
      index: 0,
    });
    expect(expected).toMatchObject({ ok: true, address: wallets.get('BTC') });
    expect(await nextIndex(database, 'ETH')).toBe(1);
  });

  it('creating a wallet again returns the same wallet and reserves no index', async () => {
    const database = await openTestDatabase();
    await prepareWalletsDatabase(database);
    const userId = await insertWalletTestUser(database);
    const first = await ensureWallet(database, { userId, brandId: 'brd_demo', currency: 'BTC', network });
    const before = await nextIndex(database, 'BTC');
    const again = await ensureWallet(database, { userId, brandId: 'brd_demo', currency: 'BTC', network });
    expect(again).toEqual({ wallet: first.wallet, created: false });
    expect(await nextIndex(database, 'BTC')).toBe(before);
  });

  it('refuses a coin the brand has no key for, reserving and creating nothing', async () => {
    const database = await openTestDatabase();
    await prepareWalletsDatabase(database);
    const userId = await insertWalletTestUser(database);
    const error = await ensureWallet(database, {
      userId,
      brandId: 'brd_demo',
      currency: 'BTC',
      network: 'testnet',
    }).catch((caught: unknown) => caught);
    expect(isWalletsError(error, 'deposits_not_configured')).toBe(true);
    const wallets = await database.query('select 1 from wallets where user_id = $1', [userId]);
    expect(wallets.rows).toEqual([]);
  });

  it('accepts only a valid account-level public key of the right network, once', async () => {
    const database = await openTestDatabase();
    await prepareWalletsDatabase(database);
    const tpub = demoAccountXpub({ seed: 'other', brandId: 'brd_demo', chain: 'BTC', network: 'testnet' });
    expect(
      await configureBrandXpub(database, { brandId: 'brd_demo', chain: 'BTC', network: 'mainnet', xpub: tpub }),
    ).toEqual({
      ok: false,
      error: 'wrong_network',
    });
    expect(
      await configureBrandXpub(database, { brandId: 'brd_demo', chain: 'BTC', network: 'testnet', xpub: 'xpub123' }),
    ).toEqual({
      ok: false,
      error: 'invalid_extended_key',
    });
    expect(
      await configureBrandXpub(database, { brandId: 'brd_demo', chain: 'BTC', network: 'testnet', xpub: tpub }),
    ).toEqual({
      ok: true,
      inserted: true,
    });
    expect(
      await configureBrandXpub(database, { brandId: 'brd_demo', chain: 'BTC', network: 'testnet', xpub: tpub }),
    ).toEqual({
      ok: true,
      inserted: false,
    });
    const another = demoAccountXpub({ seed: 'third', brandId: 'brd_demo', chain: 'BTC', network: 'testnet' });
    expect(
      await configureBrandXpub(database, { brandId: 'brd_demo', chain: 'BTC', network: 'testnet', xpub: another }),
    ).toEqual({ ok: false, error: 'already_configured' });
  });

  // Real parallel transactions on PostgreSQL; PGlite serializes them, which must give the same result.
  describe(`under concurrency (${kind})`, () => {
    it('hands out every index once: 40 users creating wallets at once get 40 distinct addresses at indexes 0..39', async () => {
      const database = await openTestDatabase();
      await prepareWalletsDatabase(database);
      const users = await Promise.all(Array.from({ length: 40 }, () => insertWalletTestUser(database)));
      const results = await Promise.all(
        users.map((userId) => ensureWallet(database, { userId, brandId: 'brd_demo', currency: 'LTC', network })),
      );
      const addresses = new Set(results.map((result) => result.wallet.address));
      expect(addresses.size).toBe(40);
      const indexes = await database.query<{ derivation_index: string }>(
        `select d.derivation_index::text from deposit_addresses d where d.chain = 'LTC' order by d.derivation_index`,
      );
      expect(indexes.rows.map((row) => Number(row.derivation_index))).toEqual(
        Array.from({ length: 40 }, (_, index) => index),
      );
      expect(await nextIndex(database, 'LTC')).toBe(40);
    });

    it('one user racing themself for the same wallet (and ETH vs its tokens) gets one wallet and one address', async () => {
      const database = await openTestDatabase();
      await prepareWalletsDatabase(database);
      const userId = await insertWalletTestUser(database);
      const currencies = ['ETH', 'USDT', 'USDC', 'ETH', 'USDT', 'USDC', 'ETH', 'ETH'] as const;
      const results = await Promise.all(
        currencies.map((currency) => ensureWallet(database, { userId, brandId: 'brd_demo', currency, network })),
      );
      expect(new Set(results.map((result) => result.wallet.address)).size).toBe(1);
      expect(results.filter((result) => result.created).length).toBe(3);
      expect(await nextIndex(database, 'ETH')).toBe(1);
      const defaults = await database.query('select currency from wallets where user_id = $1 and is_default', [userId]);
      expect(defaults.rows.length).toBe(1);
    });
  });
});
