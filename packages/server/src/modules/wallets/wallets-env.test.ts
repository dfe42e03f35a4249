import { describe, expect, it } from 'vitest';
import { toWalletsEnv, walletsEnvShape } from './wallets-env.js';
import { z } from 'zod';

const parse = (source: Record<string, string>) => z.object(walletsEnvShape).parse(source);

describe('wallets environment', () => {
  it('derives deposit addresses on regtest in test mode and on mainnet in live mode by default', () => {
    expect(toWalletsEnv(parse({}), { testMode: true })).toEqual({
      env: { depositNetwork: 'regtest', demoXpubSeed: 'demo', expiryIntervalMs: 5000, expiryBatchSize: 500 },
      problems: [],
    });
    expect(toWalletsEnv(parse({ DEPOSIT_NETWORK: '' }), { testMode: false }).env.depositNetwork).toBe('mainnet');
  });

  it('reads every variable and refuses demo keys outside test mode', () => {
    const raw = parse({
      DEPOSIT_NETWORK: 'testnet',
      DEMO_XPUB_SEED: 'other',
      LEDGER_EXPIRY_INTERVAL_MS: '250',
      LEDGER_EXPIRY_BATCH_SIZE: '20',
    });
    expect(toWalletsEnv(raw, { testMode: true }).env).toEqual({
      depositNetwork: 'testnet',
      demoXpubSeed: 'other',
      expiryIntervalMs: 250,
      expiryBatchSize: 20,
    });
    expect(toWalletsEnv(raw, { testMode: false }).problems).toEqual([
      'DEMO_XPUB_SEED: demo keys are only generated in test mode',
    ]);
  });

  it('rejects out-of-range values', () => {
    for (const source of [
      { DEPOSIT_NETWORK: 'signet' },
      { LEDGER_EXPIRY_INTERVAL_MS: '5' },
      { LEDGER_EXPIRY_BATCH_SIZE: '100000' },
    ]) {
      expect(z.object(walletsEnvShape).safeParse(source).success).toBe(false);
    }
  });
});
