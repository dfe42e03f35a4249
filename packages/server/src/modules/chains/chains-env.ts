import { depositCoins, type ChainNetwork, type DepositCoin } from '@platform/core/addresses';
import { z } from 'zod';
import { defaultConfirmations, defaultDustBaseUnits, type WatchedChain } from './chain-source.js';

/** Unset and empty both mean "use the default", as in config/env.ts. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const booleanFlag = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
  message: 'must be one of 1, 0, true, false, yes, no, on, off',
});
const nodeUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });
const zmqUrl = z.string().regex(/^tcp:\/\/[^\s/]+:[0-9]{1,5}$/, 'must be a ZMQ address like tcp://127.0.0.1:28332');
const wsUrl = z.url({ protocol: /^wss?$/, message: 'must be a ws(s) URL' });
const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address');
const privateKey = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex private key');
const confirmations = optional(z.coerce.number().int().min(1).max(1000));
const baseUnits = optional(z.string().regex(/^[0-9]{1,38}$/, 'must be an amount in base units (digits)'));
const secret = optional(z.string().min(1).max(500));
const walletName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a node wallet name (letters, digits, _ and -)');

/** The chains variables, as a shape the app's env schema spreads in (README lists them). */
export const chainsEnvShape = {
  CHAIN_POLL_INTERVAL_MS: optional(z.coerce.number().int().min(50).max(600_000)),
  CHAIN_MAX_BLOCKS_PER_CYCLE: optional(z.coerce.number().int().min(1).max(10_000)),
  CHAIN_MAX_MEMPOOL_TXS: optional(z.coerce.number().int().min(0).max(100_000)),
  CHAIN_REORG_WINDOW: optional(z.coerce.number().int().min(6).max(10_000)),
  CHAIN_BTC_RPC_URL: optional(nodeUrl),
  CHAIN_BTC_RPC_USER: secret,
  CHAIN_BTC_RPC_PASSWORD: secret,
  CHAIN_BTC_RPC_WALLET: optional(walletName),
  CHAIN_BTC_ZMQ_URL: optional(zmqUrl),
  CHAIN_LTC_RPC_URL: optional(nodeUrl),
  CHAIN_LTC_RPC_USER: secret,
  CHAIN_LTC_RPC_PASSWORD: secret,
  CHAIN_LTC_RPC_WALLET: optional(walletName),
  CHAIN_LTC_ZMQ_URL: optional(zmqUrl),
  CHAIN_BCH_RPC_URL: optional(nodeUrl),
  CHAIN_BCH_RPC_USER: secret,
  CHAIN_BCH_RPC_PASSWORD: secret,
  CHAIN_BCH_RPC_WALLET: optional(walletName),
  CHAIN_BCH_ZMQ_URL: optional(zmqUrl),
  CHAIN_ETH_RPC_URL: optional(nodeUrl),
  CHAIN_ETH_WS_URL: optional(wsUrl),
  CHAIN_ETH_USDT_CONTRACT: optional(evmAddress),
  CHAIN_ETH_USDC_CONTRACT: optional(evmAddress),
  CHAIN_ETH_HOT_WALLET_KEY: optional(privateKey),
  CHAIN_ETH_GAS_PRICE_WEI: baseUnits,
  CHAIN_ETH_COLLECTION_ADDRESS: optional(evmAddress),
  CHAIN_ETH_DEPOSIT_SIGNER_URL: optional(nodeUrl),
  CHAIN_ETH_DEPOSIT_SIGNER_TOKEN: optional(z.string().min(32, 'must be at least 32 characters').max(500)),
  CHAIN_ETH_DEPOSIT_SIGNER_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(120_000)),
  CHAIN_SWEEP_INTERVAL_MS: optional(z.coerce.number().int().min(100).max(86_400_000)),
  CHAIN_SWEEP_MIN_ETH: baseUnits,
  CHAIN_SWEEP_MIN_USDT: baseUnits,
  CHAIN_SWEEP_MIN_USDC: baseUnits,
  CHAIN_CONFIRMATIONS_BTC: confirmations,
  CHAIN_CONFIRMATIONS_LTC: confirmations,
  CHAIN_CONFIRMATIONS_BCH: confirmations,
  CHAIN_CONFIRMATIONS_ETH: confirmations,
  CHAIN_CONFIRMATIONS_USDT: confirmations,
  CHAIN_CONFIRMATIONS_USDC: confirmations,
  CHAIN_DUST_BTC: baseUnits,
  CHAIN_DUST_LTC: baseUnits,
  CHAIN_DUST_BCH: baseUnits,
  CHAIN_DUST_ETH: baseUnits,
  CHAIN_DUST_USDT: baseUnits,
  CHAIN_DUST_USDC: baseUnits,
  CHAIN_SIMULATED: optional(booleanFlag),
  CHAIN_SIM_BLOCK_INTERVAL_MS: optional(z.coerce.number().int().min(50).max(3_600_000)),
  CHAIN_SIM_CONFIRMATIONS: confirmations,
};

export type RawChainsEnv = { [Key in keyof typeof chainsEnvShape]?: z.infer<(typeof chainsEnvShape)[Key]> };

export interface UtxoNodeEnv {
  url: string;
  user: string | undefined;
  password: string | undefined;
  /** The node wallet that pays sends (none: this coin cannot send). */
  wallet: string | undefined;
  /** The node's ZMQ publisher of rawtx and hashblock (push/): wakes the watcher; unset, polling only. */
  zmqUrl: string | undefined;
}

export interface ChainsEnv {
  pollIntervalMs: number;
  maxBlocksPerCycle: number;
  maxMempoolTransactions: number;
  reorgWindow: number;
  /** Real nodes per UTXO coin (absent: not watched, or simulated in test mode). */
  utxoNodes: Partial<Record<'BTC' | 'LTC' | 'BCH', UtxoNodeEnv>>;
  eth:
    | {
        url: string;
        /** The node's WebSocket for eth_subscribe (push/; secret, never logged); unset, polling only. */
        wsUrl: string | undefined;
        usdtContract: string | undefined;
        usdcContract: string | undefined;
      }
    | undefined;
  /** Secret: never logged (the plugin logs only which chains are configured). */
  ethHotWalletKey: string | undefined;
  ethGasPriceWei: bigint | undefined;
  /** Where ETH, USDT and USDC deposits are swept (needs the hot wallet for gas top-ups). */
  collectionAddress: string | undefined;
  /**
   * The external signer that signs sweeps from deposit addresses (live mode: the server holds no
   * deposit keys). The token is a secret: sent in a header only, never logged.
   */
  depositSigner: { url: string; token: string; timeoutMs: number } | undefined;
  sweepIntervalMs: number;
  sweepMinimums: { ETH: bigint; USDT: bigint; USDC: bigint };
  confirmations: Record<DepositCoin, number>;
  dustBaseUnits: Record<DepositCoin, bigint>;
  /** Test mode: chains with no node run on the in-process simulated chain. */
  simulated: boolean;
  simBlockIntervalMs: number;
  simConfirmations: number;
  /** The network deposit addresses are derived for (the wallets module's DEPOSIT_NETWORK). */
  addressNetwork: ChainNetwork;
}

const isOn = (flag: string | undefined) => flag === '1' || flag === 'true' || flag === 'yes' || flag === 'on';

/** The UTXO nodes configured (a user or password without a URL is a problem). */
function utxoNodesOf(raw: RawChainsEnv, problems: string[]): ChainsEnv['utxoNodes'] {
  const utxoNodes: ChainsEnv['utxoNodes'] = {};
  for (const coin of ['BTC', 'LTC', 'BCH'] as const) {
    const url = raw[`CHAIN_${coin}_RPC_URL`];
    if (url !== undefined) {
      utxoNodes[coin] = {
        url,
        user: raw[`CHAIN_${coin}_RPC_USER`],
        password: raw[`CHAIN_${coin}_RPC_PASSWORD`],
        wallet: raw[`CHAIN_${coin}_RPC_WALLET`],
        zmqUrl: raw[`CHAIN_${coin}_ZMQ_URL`],
      };
    } else if (raw[`CHAIN_${coin}_RPC_USER`] !== undefined || raw[`CHAIN_${coin}_RPC_PASSWORD`] !== undefined) {
      problems.push(`CHAIN_${coin}_RPC_URL: required when CHAIN_${coin}_RPC_USER or CHAIN_${coin}_RPC_PASSWORD is set`);
    } else if (raw[`CHAIN_${coin}_ZMQ_URL`] !== undefined) {
      problems.push(`CHAIN_${coin}_RPC_URL: required when CHAIN_${coin}_ZMQ_URL is set (push only wakes the watcher)`);
    }
  }
  return utxoNodes;
}

/** The ETH node, the collection address and the deposit signer, with what they need of each other. */
function ethSettingsOf(raw: RawChainsEnv, problems: string[]): Pick<ChainsEnv, 'eth' | 'depositSigner'> {
  const eth =
    raw.CHAIN_ETH_RPC_URL === undefined
      ? undefined
      : {
          url: raw.CHAIN_ETH_RPC_URL,
          wsUrl: raw.CHAIN_ETH_WS_URL,
          usdtContract: raw.CHAIN_ETH_USDT_CONTRACT,
          usdcContract: raw.CHAIN_ETH_USDC_CONTRACT,
        };
  if (eth === undefined && (raw.CHAIN_ETH_USDT_CONTRACT !== undefined || raw.CHAIN_ETH_USDC_CONTRACT !== undefined)) {
    problems.push('CHAIN_ETH_RPC_URL: required when a token contract is set');
  }
  if (eth === undefined && raw.CHAIN_ETH_WS_URL !== undefined) {
    problems.push('CHAIN_ETH_RPC_URL: required when CHAIN_ETH_WS_URL is set (push only wakes the watcher)');
  }
  if (
    raw.CHAIN_ETH_COLLECTION_ADDRESS !== undefined &&
    (eth === undefined || raw.CHAIN_ETH_HOT_WALLET_KEY === undefined)
  ) {
    problems.push(
      'CHAIN_ETH_COLLECTION_ADDRESS: sweeping needs CHAIN_ETH_RPC_URL and CHAIN_ETH_HOT_WALLET_KEY (gas top-ups)',
    );
  }
  const signerUrl = raw.CHAIN_ETH_DEPOSIT_SIGNER_URL;
  const signerToken = raw.CHAIN_ETH_DEPOSIT_SIGNER_TOKEN;
  if (signerUrl !== undefined && signerToken === undefined) {
    problems.push('CHAIN_ETH_DEPOSIT_SIGNER_TOKEN: required when CHAIN_ETH_DEPOSIT_SIGNER_URL is set');
  }
  if (signerUrl === undefined && signerToken !== undefined) {
    problems.push('CHAIN_ETH_DEPOSIT_SIGNER_URL: required when CHAIN_ETH_DEPOSIT_SIGNER_TOKEN is set');
  }
  if (signerUrl !== undefined && raw.CHAIN_ETH_COLLECTION_ADDRESS === undefined) {
    problems.push('CHAIN_ETH_COLLECTION_ADDRESS: required when CHAIN_ETH_DEPOSIT_SIGNER_URL is set (it signs sweeps)');
  }
  const depositSigner =
    signerUrl === undefined || signerToken === undefined
      ? undefined
      : { url: signerUrl, token: signerToken, timeoutMs: raw.CHAIN_ETH_DEPOSIT_SIGNER_TIMEOUT_MS ?? 10_000 };
  return { eth, depositSigner };
}

/** Confirmations and dust thresholds per coin (defaults in chain-source.ts). */
function coinPoliciesOf(raw: RawChainsEnv): Pick<ChainsEnv, 'confirmations' | 'dustBaseUnits'> {
  const confirmations = Object.fromEntries(
    depositCoins.map((coin) => [coin, raw[`CHAIN_CONFIRMATIONS_${coin}`] ?? defaultConfirmations[coin]]),
  ) as Record<DepositCoin, number>;
  const dustBaseUnits = Object.fromEntries(
    depositCoins.map((coin) => {
      const value = raw[`CHAIN_DUST_${coin}`];
      return [coin, value === undefined ? defaultDustBaseUnits[coin] : BigInt(value)];
    }),
  ) as Record<DepositCoin, bigint>;
  return { confirmations, dustBaseUnits };
}

/** Turns parsed variables into settings; returns every cross-field problem instead of the first. */
export function toChainsEnv(
  raw: RawChainsEnv,
  context: { testMode: boolean; addressNetwork: ChainNetwork },
): { env: ChainsEnv; problems: string[] } {
  const problems: string[] = [];
  const utxoNodes = utxoNodesOf(raw, problems);
  const { eth, depositSigner } = ethSettingsOf(raw, problems);
  const simulated = raw.CHAIN_SIMULATED === undefined ? context.testMode : isOn(raw.CHAIN_SIMULATED);
  if (simulated && !context.testMode) problems.push('CHAIN_SIMULATED: the simulated chain exists only in test mode');
  return {
    env: {
      pollIntervalMs: raw.CHAIN_POLL_INTERVAL_MS ?? 1_000,
      maxBlocksPerCycle: raw.CHAIN_MAX_BLOCKS_PER_CYCLE ?? 100,
      maxMempoolTransactions: raw.CHAIN_MAX_MEMPOOL_TXS ?? 2_000,
      reorgWindow: raw.CHAIN_REORG_WINDOW ?? 200,
      utxoNodes,
      eth,
      ethHotWalletKey: raw.CHAIN_ETH_HOT_WALLET_KEY,
      ethGasPriceWei: raw.CHAIN_ETH_GAS_PRICE_WEI === undefined ? undefined : BigInt(raw.CHAIN_ETH_GAS_PRICE_WEI),
      collectionAddress: raw.CHAIN_ETH_COLLECTION_ADDRESS,
      depositSigner,
      sweepIntervalMs: raw.CHAIN_SWEEP_INTERVAL_MS ?? 60_000,
      sweepMinimums: {
        ETH: BigInt(raw.CHAIN_SWEEP_MIN_ETH ?? '10000000000000000'),
        USDT: BigInt(raw.CHAIN_SWEEP_MIN_USDT ?? '10000000'),
        USDC: BigInt(raw.CHAIN_SWEEP_MIN_USDC ?? '10000000'),
      },
      ...coinPoliciesOf(raw),
      simulated,
      simBlockIntervalMs: raw.CHAIN_SIM_BLOCK_INTERVAL_MS ?? 5_000,
      simConfirmations: raw.CHAIN_SIM_CONFIRMATIONS ?? 2,
      addressNetwork: context.addressNetwork,
    },
    problems,
  };
}

/** The chains that have a real node configured. */
export function configuredChains(env: ChainsEnv): WatchedChain[] {
  return [...(Object.keys(env.utxoNodes) as WatchedChain[]), ...(env.eth === undefined ? [] : (['ETH'] as const))];
}
