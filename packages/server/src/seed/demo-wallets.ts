import { parseAmount, type CurrencyCode } from '@platform/core';
import type { Database } from '../db/database.js';
import { findUserByEmail } from '../modules/accounts/index.js';
import { configureBrandXpub } from '../modules/wallets/index.js';
import { depositChains } from '../modules/wallets/index.js';
import { demoAccountXpub } from '../modules/wallets/index.js';
import { creditTestDeposit } from '../modules/wallets/index.js';
import type { WalletsEnv } from '../modules/wallets/index.js';
import { demoUsers } from './demo-users.js';
import { brandExists } from '../modules/brands/index.js';

/** What the wallets seed reads from the environment (server.ts and buildTestApp pass the whole Env). */
export interface DemoWalletsOptions {
  testMode?: boolean;
  wallets?: WalletsEnv;
}

/** The demo brands of demo-brands.ts. */
const demoBrandIds = ['brd_demo', 'brd_alt'];

/**
 * The demo users' starting money, credited as test deposits (real ledger postings from the clearing
 * accounts), each under a fixed client id so a restart credits nothing twice. The first listed
 * currency becomes the user's default wallet.
 */
export const demoDeposits: Record<'retail' | 'merchant', [CurrencyCode, string][]> = {
  retail: [
    ['EUR', '2500.00'],
    ['BTC', '0.52000000'],
    ['ETH', '3.25'],
    ['LTC', '12.5'],
    ['USDT', '750'],
  ],
  merchant: [
    ['EUR', '12000.00'],
    ['BTC', '1.5'],
    ['USDC', '5000'],
  ],
};

export interface DemoWalletsResult {
  keysAdded: number;
  depositsCredited: number;
}

/**
 * Test mode only: gives each demo brand an extended public key per chain on the deposit network,
 * generated from DEMO_XPUB_SEED (never on mainnet, never in live mode: these keys are public
 * knowledge), then credits the demo users' starting balances as test deposits. Idempotent: a
 * brand that has a key keeps it and a deposit already credited is not credited again.
 */
export async function seedDemoWallets(database: Database, options: DemoWalletsOptions): Promise<DemoWalletsResult> {
  const result: DemoWalletsResult = { keysAdded: 0, depositsCredited: 0 };
  if (options.testMode !== true || options.wallets === undefined) return result;
  const { depositNetwork: network, demoXpubSeed: seed } = options.wallets;
  if (network === 'mainnet') return result;
  result.keysAdded = await seedDemoKeys(database, { network, seed });
  for (const [name, deposits] of Object.entries(demoDeposits) as ['retail' | 'merchant', [CurrencyCode, string][]][]) {
    const user = await findUserByEmail(database, 'brd_demo', demoUsers[name].email);
    if (user === undefined) continue;
    for (const [currency, amount] of deposits) {
      const parsed = parseAmount(currency, amount);
      if (!parsed.ok) throw new Error(`Demo deposit ${amount} ${currency} is not an amount`);
      const credited = await creditTestDeposit(database, {
        brandId: 'brd_demo',
        userId: user.id,
        currency,
        amountBaseUnits: parsed.value,
        clientId: `demo-seed-${name}-${currency}`,
        network,
      });
      if (!credited.replayed) result.depositsCredited += 1;
    }
  }
  return result;
}

async function seedDemoKeys(
  database: Database,
  options: { network: Exclude<WalletsEnv['depositNetwork'], 'mainnet'>; seed: string },
): Promise<number> {
  const { network, seed } = options;
  let added = 0;
  for (const brandId of demoBrandIds) {
    if (!(await brandExists(database, brandId))) continue;
    for (const chain of depositChains) {
      const xpub = demoAccountXpub({ seed, brandId, chain, network });
      const result = await configureBrandXpub(database, { brandId, chain, network, xpub, isDemo: true });
      if (!result.ok && result.error !== 'already_configured') {
        throw new Error(`The demo ${chain} key of ${brandId} is refused: ${result.error}`);
      }
      if (result.ok && result.inserted) added += 1;
    }
  }
  return added;
}
