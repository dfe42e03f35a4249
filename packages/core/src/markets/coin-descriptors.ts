import type { CryptoCurrency } from '../schemas/currencies.js';
import { marketSummaryCoins, type MarketSummaryCoin } from '../schemas/market.js';

/** What a coin is for, as the market summary names it (labels in the `markets` texts). */
export const coinCategories = [
  'currency',
  'smartContracts',
  'stablecoin',
  'defi',
  'exchange',
  'gaming',
  'oracle',
  'interoperability',
  'privacy',
  'scaling',
  'infrastructure',
] as const;
export type CoinCategory = (typeof coinCategories)[number];

/**
 * How the coin's own network agrees on its ledger; `token` for a coin issued on another network
 * (named in `network`). Labels in the `markets` texts.
 */
export const coinConsensusKinds = ['pow', 'pos', 'dpos', 'poa', 'federated', 'blockLattice', 'token'] as const;
export type CoinConsensus = (typeof coinConsensusKinds)[number];

/**
 * The market coin summary's descriptor of one coin (spec §1): facts that change rarely, stated
 * conservatively. Prices, volumes and market capitalisation come from the rates module, never from here.
 */
export interface CoinDescriptor {
  id: MarketSummaryCoin;
  /** Ticker, upper case, as the rates module's market pairs use it (EUR_ADA). */
  iso: string;
  name: string;
  /** The icon's background (the icon is the ticker on a disc of this colour, drawn by the app). */
  color: string;
  /** A wallet of the platform exists for it: Buy is offered (spec §1: BTC, LTC, ETH, BCH, USDT, USDC). */
  tradable: boolean;
  category: CoinCategory;
  consensus: CoinConsensus;
  /** The network a token is issued on (proper name), for consensus `token`. */
  network?: string;
  /** Year its network (or the token) went live. */
  launched: number;
  /** Whole coins: the protocol's hard limit; null when there is none; absent when it is not a simple fact. */
  maxSupply?: string | null;
  /** One sentence in English (the market state's `summary`); the coin page's labels are translated. */
  summary: string;
}

const tradableCoins: ReadonlySet<string> = new Set<CryptoCurrency>(['BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC']);

type DescriptorInput = Omit<CoinDescriptor, 'id' | 'tradable'>;

const inputs: Record<MarketSummaryCoin, DescriptorInput> = {
  aave: {
    iso: 'AAVE',
    name: 'Aave',
    color: '#6F5EA8',
    category: 'defi',
    consensus: 'token',
    network: 'Ethereum',
    launched: 2020,
    maxSupply: '16000000',
    summary: 'The governance token of the Aave lending protocol on Ethereum.',
  },
  ada: {
    iso: 'ADA',
    name: 'Cardano',
    color: '#0033AD',
    category: 'smartContracts',
    consensus: 'pos',
    launched: 2017,
    maxSupply: '45000000000',
    summary: 'The native coin of Cardano, a proof-of-stake smart contract network.',
  },
  atom: {
    iso: 'ATOM',
    name: 'Cosmos',
    color: '#2E3148',
    category: 'interoperability',
    consensus: 'pos',
    launched: 2019,
    maxSupply: null,
    summary: 'The staking coin of the Cosmos Hub, a network built to connect independent blockchains.',
  },
  avax: {
    iso: 'AVAX',
    name: 'Avalanche',
    color: '#C7282A',
    category: 'smartContracts',
    consensus: 'pos',
    launched: 2020,
    maxSupply: '720000000',
    summary: 'The native coin of Avalanche, a proof-of-stake smart contract platform.',
  },
  bch: {
    iso: 'BCH',
    name: 'Bitcoin Cash',
    color: '#0A7A4F',
    category: 'currency',
    consensus: 'pow',
    launched: 2017,
    maxSupply: '21000000',
    summary: 'A 2017 fork of Bitcoin with larger blocks, aimed at everyday payments.',
  },
  bnb: {
    iso: 'BNB',
    name: 'BNB',
    color: '#8A6A00',
    category: 'exchange',
    consensus: 'pos',
    launched: 2017,
    maxSupply: '200000000',
    summary: 'The coin of BNB Chain, first issued by the Binance exchange.',
  },
  btc: {
    iso: 'BTC',
    name: 'Bitcoin',
    color: '#B35C00',
    category: 'currency',
    consensus: 'pow',
    launched: 2009,
    maxSupply: '21000000',
    summary: 'The first decentralised digital currency, secured by proof of work.',
  },
  doge: {
    iso: 'DOGE',
    name: 'Dogecoin',
    color: '#8C7320',
    category: 'currency',
    consensus: 'pow',
    launched: 2013,
    maxSupply: null,
    summary: 'A proof-of-work currency started in 2013, with no cap on its supply.',
  },
  dot: {
    iso: 'DOT',
    name: 'Polkadot',
    color: '#C8006B',
    category: 'interoperability',
    consensus: 'pos',
    launched: 2020,
    maxSupply: null,
    summary: 'The native coin of Polkadot, a network of connected blockchains.',
  },
  enj: {
    iso: 'ENJ',
    name: 'Enjin Coin',
    color: '#4A5BB5',
    category: 'gaming',
    consensus: 'token',
    network: 'Ethereum',
    launched: 2017,
    maxSupply: '1000000000',
    summary: 'A token used to back in-game items made with the Enjin tools.',
  },
  eos: {
    iso: 'EOS',
    name: 'EOS',
    color: '#1A1A1A',
    category: 'smartContracts',
    consensus: 'dpos',
    launched: 2018,
    summary: 'The native coin of the EOS network, run by elected block producers.',
  },
  eth: {
    iso: 'ETH',
    name: 'Ethereum',
    color: '#4C5A9C',
    category: 'smartContracts',
    consensus: 'pos',
    launched: 2015,
    maxSupply: null,
    summary: 'The native coin of Ethereum, the largest smart contract network.',
  },
  ksm: {
    iso: 'KSM',
    name: 'Kusama',
    color: '#1A1A1A',
    category: 'interoperability',
    consensus: 'pos',
    launched: 2019,
    maxSupply: null,
    summary: 'The coin of Kusama, an experimental network that shares its design with Polkadot.',
  },
  link: {
    iso: 'LINK',
    name: 'Chainlink',
    color: '#2A5ADA',
    category: 'oracle',
    consensus: 'token',
    network: 'Ethereum',
    launched: 2017,
    maxSupply: '1000000000',
    summary: 'The token that pays the operators of Chainlink’s data oracles.',
  },
  ltc: {
    iso: 'LTC',
    name: 'Litecoin',
    color: '#345D9D',
    category: 'currency',
    consensus: 'pow',
    launched: 2011,
    maxSupply: '84000000',
    summary: 'A proof-of-work currency derived from Bitcoin, with faster blocks.',
  },
  matic: {
    iso: 'MATIC',
    name: 'Polygon',
    color: '#7142CC',
    category: 'scaling',
    consensus: 'token',
    network: 'Ethereum',
    launched: 2019,
    maxSupply: '10000000000',
    summary: 'The original token of the Polygon network, which is being migrated to POL.',
  },
  mina: {
    iso: 'MINA',
    name: 'Mina',
    color: '#1A1A1A',
    category: 'smartContracts',
    consensus: 'pos',
    launched: 2021,
    maxSupply: null,
    summary: 'The coin of Mina, a blockchain kept small with zero-knowledge proofs.',
  },
  mkr: {
    iso: 'MKR',
    name: 'Maker',
    color: '#1A7F73',
    category: 'defi',
    consensus: 'token',
    network: 'Ethereum',
    launched: 2017,
    summary: 'The governance token of the Maker protocol, which issues the DAI stablecoin.',
  },
  nano: {
    iso: 'NANO',
    name: 'Nano',
    color: '#1F5FB5',
    category: 'currency',
    consensus: 'blockLattice',
    launched: 2015,
    maxSupply: '133248297',
    summary: 'A fee-less payment currency whose whole supply was issued at launch.',
  },
  sol: {
    iso: 'SOL',
    name: 'Solana',
    color: '#5B3FB5',
    category: 'smartContracts',
    consensus: 'pos',
    launched: 2020,
    maxSupply: null,
    summary: 'The native coin of Solana, a proof-of-stake smart contract network.',
  },
  sushi: {
    iso: 'SUSHI',
    name: 'SushiSwap',
    color: '#B0327A',
    category: 'defi',
    consensus: 'token',
    network: 'Ethereum',
    launched: 2020,
    maxSupply: '250000000',
    summary: 'The governance token of the SushiSwap decentralised exchange.',
  },
  theta: {
    iso: 'THETA',
    name: 'Theta Network',
    color: '#1E7F96',
    category: 'infrastructure',
    consensus: 'pos',
    launched: 2019,
    maxSupply: '1000000000',
    summary: 'The governance coin of Theta, a network for video delivery.',
  },
  uni: {
    iso: 'UNI',
    name: 'Uniswap',
    color: '#C5166F',
    category: 'defi',
    consensus: 'token',
    network: 'Ethereum',
    launched: 2020,
    summary: 'The governance token of the Uniswap decentralised exchange protocol.',
  },
  usdc: {
    iso: 'USDC',
    name: 'USD Coin',
    color: '#2775CA',
    category: 'stablecoin',
    consensus: 'token',
    network: 'Ethereum',
    launched: 2018,
    maxSupply: null,
    summary: 'A stablecoin issued by Circle, redeemable for US dollars.',
  },
  usdt: {
    iso: 'USDT',
    name: 'Tether',
    color: '#1A7F64',
    category: 'stablecoin',
    consensus: 'token',
    network: 'Ethereum',
    launched: 2014,
    maxSupply: null,
    summary: 'A stablecoin issued by Tether, meant to track the US dollar.',
  },
  vet: {
    iso: 'VET',
    name: 'VeChain',
    color: '#15628F',
    category: 'infrastructure',
    consensus: 'poa',
    launched: 2018,
    maxSupply: '86712634466',
    summary: 'The coin of VeChainThor, a network aimed at supply-chain records.',
  },
  vtho: {
    iso: 'VTHO',
    name: 'VeThor Token',
    color: '#1A1A1A',
    category: 'infrastructure',
    consensus: 'token',
    network: 'VeChainThor',
    launched: 2018,
    maxSupply: null,
    summary: 'The token that pays transaction fees on VeChainThor, generated by holding VET.',
  },
  xlm: {
    iso: 'XLM',
    name: 'Stellar',
    color: '#1A1A1A',
    category: 'currency',
    consensus: 'federated',
    launched: 2014,
    summary: 'The native coin of Stellar, a network for payments and issued assets.',
  },
  xmr: {
    iso: 'XMR',
    name: 'Monero',
    color: '#C24E00',
    category: 'privacy',
    consensus: 'pow',
    launched: 2014,
    maxSupply: null,
    summary: 'A proof-of-work currency that hides senders, receivers and amounts by default.',
  },
  xrp: {
    iso: 'XRP',
    name: 'XRP',
    color: '#23292F',
    category: 'currency',
    consensus: 'federated',
    launched: 2012,
    maxSupply: '100000000000',
    summary: 'The native coin of the XRP Ledger, a network for fast payments.',
  },
  xtz: {
    iso: 'XTZ',
    name: 'Tezos',
    color: '#1F5FD6',
    category: 'smartContracts',
    consensus: 'pos',
    launched: 2018,
    maxSupply: null,
    summary: 'The native coin of Tezos, a proof-of-stake network that upgrades itself by vote.',
  },
};

/** The spec's 31 descriptors, in the spec's (alphabetical) order. */
export const coinDescriptors: readonly CoinDescriptor[] = marketSummaryCoins.map((id) => ({
  id,
  ...inputs[id],
  tradable: tradableCoins.has(inputs[id].iso),
}));

const byId = new Map<string, CoinDescriptor>(coinDescriptors.map((descriptor) => [descriptor.id, descriptor]));
const byIso = new Map<string, CoinDescriptor>(coinDescriptors.map((descriptor) => [descriptor.iso, descriptor]));

/** The descriptor of a coin id as the route has it (`prices/btc`), case-insensitive; undefined for an unknown id. */
export function coinDescriptor(id: string): CoinDescriptor | undefined {
  return byId.get(id.toLowerCase());
}

/** The descriptor of a ticker (BTC), undefined when the market lists no such coin. */
export function coinDescriptorByIso(iso: string): CoinDescriptor | undefined {
  return byIso.get(iso.toUpperCase());
}

/** Tickers of every market coin (the rates module's market assets). */
export const marketCoinIsos: readonly string[] = coinDescriptors.map((descriptor) => descriptor.iso);
