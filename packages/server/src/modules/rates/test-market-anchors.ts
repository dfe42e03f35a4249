/**
 * Test mode's market coins beyond the platform's wallet coins (whose anchors are in
 * test-rates-provider.ts): a dollar anchor for each, moved by the same seeded noise, and a
 * circulating supply from which test mode derives a market capitalisation (price × supply) and a
 * 24 h volume (a few percent of it). Round, plausible figures: demo data, not market facts.
 */
export interface MarketAnchor {
  usd: string;
  /** Whole coins in circulation, for the test-mode market capitalisation. */
  supply: string;
  stable?: boolean;
}

export const marketAnchors: Readonly<Record<string, MarketAnchor>> = {
  AAVE: { usd: '95', supply: '15000000' },
  ADA: { usd: '0.45', supply: '35000000000' },
  ATOM: { usd: '7', supply: '390000000' },
  AVAX: { usd: '28', supply: '400000000' },
  BCH: { usd: '380', supply: '19700000' },
  BNB: { usd: '580', supply: '146000000' },
  BTC: { usd: '65000', supply: '19700000' },
  DOGE: { usd: '0.12', supply: '145000000000' },
  DOT: { usd: '6', supply: '1400000000' },
  ENJ: { usd: '0.25', supply: '1000000000' },
  EOS: { usd: '0.7', supply: '1500000000' },
  ETH: { usd: '3200', supply: '120000000' },
  KSM: { usd: '25', supply: '9000000' },
  LINK: { usd: '14', supply: '600000000' },
  LTC: { usd: '80', supply: '75000000' },
  MATIC: { usd: '0.55', supply: '9300000000' },
  MINA: { usd: '0.6', supply: '1100000000' },
  MKR: { usd: '2400', supply: '900000' },
  NANO: { usd: '1', supply: '133248297' },
  SOL: { usd: '150', supply: '450000000' },
  SUSHI: { usd: '0.9', supply: '250000000' },
  THETA: { usd: '1.5', supply: '1000000000' },
  UNI: { usd: '8', supply: '600000000' },
  USDC: { usd: '1', supply: '33000000000', stable: true },
  USDT: { usd: '1', supply: '110000000000', stable: true },
  VET: { usd: '0.03', supply: '72000000000' },
  VTHO: { usd: '0.002', supply: '80000000000' },
  XLM: { usd: '0.11', supply: '29000000000' },
  XMR: { usd: '160', supply: '18400000' },
  XRP: { usd: '0.55', supply: '55000000000' },
  XTZ: { usd: '0.85', supply: '1000000000' },
};
