import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../config/env.js';
import { toChainsEnv } from './chains-env.js';

describe('chains environment', () => {
  it('defaults: the simulated chain in test mode, per-coin confirmations and dust, no nodes', () => {
    const env = parseEnv({}).chains;
    expect(env).toMatchObject({
      simulated: true,
      pollIntervalMs: 1000,
      maxBlocksPerCycle: 100,
      utxoNodes: {},
      eth: undefined,
      confirmations: { BTC: 2, LTC: 6, BCH: 6, ETH: 12, USDT: 12, USDC: 12 },
      addressNetwork: 'regtest',
    });
    expect(env.dustBaseUnits.LTC).toBe(5460n);
  });

  it('reads nodes, contracts, policies and wallet names', () => {
    const env = parseEnv({
      CHAIN_LTC_RPC_URL: 'http://127.0.0.1:9332/',
      CHAIN_LTC_RPC_USER: 'rpc',
      CHAIN_LTC_RPC_PASSWORD: 'secret',
      CHAIN_LTC_RPC_WALLET: 'hot',
      CHAIN_ETH_RPC_URL: 'http://127.0.0.1:8545/',
      CHAIN_ETH_USDT_CONTRACT: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      CHAIN_CONFIRMATIONS_LTC: '3',
      CHAIN_DUST_ETH: '1',
      CHAIN_SIMULATED: '0',
    }).chains;
    expect(env.utxoNodes.LTC).toEqual({
      url: 'http://127.0.0.1:9332/',
      user: 'rpc',
      password: 'secret',
      wallet: 'hot',
      zmqUrl: undefined,
    });
    expect(env.eth?.usdtContract).toBe('0xdAC17F958D2ee523a2206206994597C13D831ec7');
    expect(env.confirmations.LTC).toBe(3);
    expect(env.dustBaseUnits.ETH).toBe(1n);
    expect(env.simulated).toBe(false);
  });

  it('lists every bad chain variable, never echoing a secret', () => {
    const badKey = '0xnot-a-key-but-a-secret-anyway';
    let caught: unknown;
    try {
      parseEnv({
        DATABASE_URL: 'postgres://127.0.0.1/x',
        CHAIN_SIMULATED: '1',
        CHAIN_BTC_RPC_USER: 'only-a-user',
        CHAIN_ETH_HOT_WALLET_KEY: badKey,
        CHAIN_ETH_USDC_CONTRACT: '0x1234',
        CHAIN_CONFIRMATIONS_BTC: '0',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join('\n');
    expect(problems).toContain('CHAIN_ETH_HOT_WALLET_KEY');
    expect(problems).toContain('CHAIN_ETH_USDC_CONTRACT');
    expect(problems).toContain('CHAIN_CONFIRMATIONS_BTC');
    expect(problems).not.toContain(badKey);
  });

  it('refuses cross-field mistakes: the simulated chain in live mode, credentials without a node, sweeping without gas', () => {
    let caught: unknown;
    try {
      parseEnv({
        DATABASE_URL: 'postgres://127.0.0.1/x',
        TEST_MODE: '0',
        CHAIN_SIMULATED: '1',
        CHAIN_BTC_RPC_USER: 'only-a-user',
        CHAIN_ETH_COLLECTION_ADDRESS: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      });
    } catch (error) {
      caught = error;
    }
    const problems = (caught as EnvError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        'CHAIN_SIMULATED: the simulated chain exists only in test mode',
        'CHAIN_BTC_RPC_URL: required when CHAIN_BTC_RPC_USER or CHAIN_BTC_RPC_PASSWORD is set',
        'CHAIN_ETH_COLLECTION_ADDRESS: sweeping needs CHAIN_ETH_RPC_URL and CHAIN_ETH_HOT_WALLET_KEY (gas top-ups)',
      ]),
    );
  });

  it('reads the deposit signer (live-mode sweeping), needs its token and the collection address, never echoes the token', () => {
    const token = 'a-signer-token-of-at-least-thirty-two-characters';
    const { env, problems: none } = toChainsEnv(
      {
        CHAIN_ETH_RPC_URL: 'http://127.0.0.1:8545/',
        CHAIN_ETH_HOT_WALLET_KEY: `0x${'11'.repeat(32)}`,
        CHAIN_ETH_COLLECTION_ADDRESS: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        CHAIN_ETH_DEPOSIT_SIGNER_URL: 'http://10.0.0.7:7070/',
        CHAIN_ETH_DEPOSIT_SIGNER_TOKEN: token,
      },
      { testMode: false, addressNetwork: 'mainnet' },
    );
    expect(none).toEqual([]);
    expect(env.depositSigner).toEqual({ url: 'http://10.0.0.7:7070/', token, timeoutMs: 10_000 });
    const missing = toChainsEnv(
      { CHAIN_ETH_DEPOSIT_SIGNER_URL: 'http://10.0.0.7:7070/' },
      { testMode: false, addressNetwork: 'mainnet' },
    );
    expect(missing.problems).toEqual([
      'CHAIN_ETH_DEPOSIT_SIGNER_TOKEN: required when CHAIN_ETH_DEPOSIT_SIGNER_URL is set',
      'CHAIN_ETH_COLLECTION_ADDRESS: required when CHAIN_ETH_DEPOSIT_SIGNER_URL is set (it signs sweeps)',
    ]);
    expect(missing.env.depositSigner).toBeUndefined();
    let short: unknown;
    try {
      parseEnv({
        DATABASE_URL: 'postgres://127.0.0.1/x',
        CHAIN_ETH_DEPOSIT_SIGNER_TOKEN: 'short-secret-token',
        CHAIN_ETH_DEPOSIT_SIGNER_TIMEOUT_MS: '5',
      });
    } catch (error) {
      short = error;
    }
    expect((short as EnvError).problems.join('\n')).toContain('CHAIN_ETH_DEPOSIT_SIGNER_TOKEN');
    expect((short as EnvError).problems.join('\n')).toContain('CHAIN_ETH_DEPOSIT_SIGNER_TIMEOUT_MS');
    expect((short as EnvError).problems.join('\n')).not.toContain('short-secret-token');
  });

  it('reads the push endpoints (ZMQ per UTXO coin, the ETH WebSocket), each needing its RPC node; off when unset', () => {
    const { env, problems } = toChainsEnv(
      {
        CHAIN_LTC_RPC_URL: 'http://127.0.0.1:9332/',
        CHAIN_LTC_ZMQ_URL: 'tcp://127.0.0.1:28332',
        CHAIN_BTC_RPC_URL: 'http://127.0.0.1:8332/',
        CHAIN_ETH_RPC_URL: 'http://127.0.0.1:8545/',
        CHAIN_ETH_WS_URL: 'wss://node.example/ws/v3/key',
      },
      { testMode: false, addressNetwork: 'mainnet' },
    );
    expect(problems).toEqual([]);
    expect(env.utxoNodes.LTC?.zmqUrl).toBe('tcp://127.0.0.1:28332');
    expect(env.utxoNodes.BTC?.zmqUrl).toBeUndefined();
    expect(env.eth?.wsUrl).toBe('wss://node.example/ws/v3/key');
    const alone = toChainsEnv(
      { CHAIN_BCH_ZMQ_URL: 'tcp://127.0.0.1:28332', CHAIN_ETH_WS_URL: 'ws://127.0.0.1:8546/' },
      { testMode: false, addressNetwork: 'mainnet' },
    );
    expect(alone.problems).toEqual([
      'CHAIN_BCH_RPC_URL: required when CHAIN_BCH_ZMQ_URL is set (push only wakes the watcher)',
      'CHAIN_ETH_RPC_URL: required when CHAIN_ETH_WS_URL is set (push only wakes the watcher)',
    ]);
    let caught: unknown;
    try {
      parseEnv({
        DATABASE_URL: 'postgres://127.0.0.1/x',
        CHAIN_LTC_ZMQ_URL: 'http://127.0.0.1:28332',
        CHAIN_ETH_WS_URL: 'http://127.0.0.1:8545/',
      });
    } catch (error) {
      caught = error;
    }
    const bad = (caught as EnvError).problems.join('\n');
    expect(bad).toContain('CHAIN_LTC_ZMQ_URL');
    expect(bad).toContain('CHAIN_ETH_WS_URL');
  });
});
