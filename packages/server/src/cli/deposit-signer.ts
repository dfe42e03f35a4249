/**
 * The reference deposit signer as its own process: holds the brand's ETH account-level extended
 * private key (which the server never sees) and signs sweep transactions for the server's sweeper
 * (CHAIN_ETH_DEPOSIT_SIGNER_URL / _TOKEN). Run it on another host or at least as another user:
 *
 *   DEPOSIT_SIGNER_XPRV=xprv… DEPOSIT_SIGNER_TOKEN=… DEPOSIT_SIGNER_COLLECTION_ADDRESS=0x… \
 *   DEPOSIT_SIGNER_CHAIN_ID=1 DEPOSIT_SIGNER_TOKEN_CONTRACTS=0xdAC1…,0xA0b8… pnpm deposit-signer
 *
 * Prints one JSON line per event on stdout (the first: {"event":"listening","url":…}); never the
 * key or the token. Variables are in the chains module README.
 */
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { startDepositSigner, type DepositSignerSettings } from '../modules/chains/index.js';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address');
const list = (item: z.ZodType<string>) =>
  z.string().transform((value, context) => {
    const items = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    for (const entry of items) {
      if (!item.safeParse(entry).success) context.addIssue({ code: 'custom', message: `invalid entry ${entry}` });
    }
    return items;
  });

const signerEnvSchema = z.object({
  DEPOSIT_SIGNER_XPRV: z.string().min(100, 'must be an extended private key').max(120),
  DEPOSIT_SIGNER_TOKEN: z.string().min(32, 'must be at least 32 characters').max(500),
  DEPOSIT_SIGNER_COLLECTION_ADDRESS: address,
  DEPOSIT_SIGNER_CHAIN_ID: z.string().regex(/^[1-9][0-9]{0,18}$/, 'must be the chain id (1 for Ethereum mainnet)'),
  DEPOSIT_SIGNER_TOKEN_CONTRACTS: optional(list(address)),
  DEPOSIT_SIGNER_BRAND_IDS: optional(list(z.string().regex(/^[A-Za-z0-9_:-]{1,64}$/))),
  DEPOSIT_SIGNER_MAX_INDEX: optional(z.coerce.number().int().min(0).max(2_147_483_647)),
  DEPOSIT_SIGNER_MAX_GAS_PRICE_WEI: optional(z.string().regex(/^[0-9]{1,30}$/)),
  DEPOSIT_SIGNER_HOST: optional(z.string().min(1).max(255)),
  DEPOSIT_SIGNER_PORT: optional(z.coerce.number().int().min(0).max(65_535)),
});

/** Parses the signer's variables; the error lists every bad variable by name, never a value. */
export function signerEnvFrom(source: Record<string, string | undefined>): {
  settings: DepositSignerSettings;
  host: string;
  port: number;
} {
  const parsed = signerEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid deposit signer environment:\n${problems.join('\n')}`);
  }
  const raw = parsed.data;
  return {
    settings: {
      accountXprv: raw.DEPOSIT_SIGNER_XPRV,
      token: raw.DEPOSIT_SIGNER_TOKEN,
      collectionAddress: raw.DEPOSIT_SIGNER_COLLECTION_ADDRESS,
      tokenContracts: raw.DEPOSIT_SIGNER_TOKEN_CONTRACTS ?? [],
      chainId: BigInt(raw.DEPOSIT_SIGNER_CHAIN_ID),
      maxIndex: raw.DEPOSIT_SIGNER_MAX_INDEX ?? 1_000_000,
      brandIds: raw.DEPOSIT_SIGNER_BRAND_IDS,
      maxGasPriceWei: BigInt(raw.DEPOSIT_SIGNER_MAX_GAS_PRICE_WEI ?? '500000000000'),
    },
    host: raw.DEPOSIT_SIGNER_HOST ?? '127.0.0.1',
    port: raw.DEPOSIT_SIGNER_PORT ?? 7070,
  };
}

async function main(): Promise<void> {
  const { settings, host, port } = signerEnvFrom(process.env);
  const log = (entry: Record<string, unknown>) =>
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
  const signer = await startDepositSigner({ settings, host, port, log: { info: log } });
  log({ event: 'listening', url: signer.url });
  const stop = () => {
    void signer.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`Deposit signer could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
