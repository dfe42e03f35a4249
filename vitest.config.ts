import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server test files that need a real chain node (Litecoin Core regtest, Anvil). They run in their
 * own project: its global setup starts ONE of each for all of them (provided to the files, each
 * using its own node wallet and account), and the files run one after another. A new file that
 * needs a node goes here, never starting one of its own.
 */
const chainNodeTestFiles = [
  'src/modules/chains/utxo-deposits.test.ts',
  'src/modules/chains/sends.test.ts',
  'src/modules/chains/evm-deposits.test.ts',
  'src/modules/chains/push-deposits.test.ts',
  'src/modules/merchants/payments-litecoin.test.ts',
  'src/modules/checkout/delivery-litecoin.test.ts',
  'src/modules/withdrawals/withdrawal-litecoin.test.ts',
  'src/modules/withdrawals/contract-check-anvil.test.ts',
  'src/modules/withdrawals/withdrawal-evm-anvil.test.ts',
];

// One vitest run covers every package; each package is its own project so environments differ.
export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one worker on the 2-core CI machines. Most
    // server tests wait on PostgreSQL (another process) or on I/O, so three workers keep both cores
    // busy (with PGlite's dumped empty cluster, see test-databases.ts, the whole run on PGlite and
    // PostgreSQL went from 1477 s in CI to 825 s with other work on the machine). VITEST_MAX_WORKERS
    // overrides it.
    maxWorkers: Number(process.env['VITEST_MAX_WORKERS'] ?? 3),
    projects: [
      { test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['**/*.test.mjs'] } },
      { test: { name: 'core', root: 'packages/core', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...chainNodeTestFiles],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-chain-nodes',
          root: 'packages/server',
          environment: 'node',
          include: chainNodeTestFiles,
          globalSetup: ['src/modules/chains/testing/chain-nodes.global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      { test: { name: 'sdk', root: 'packages/sdk', environment: 'happy-dom', include: ['src/**/*.test.ts'] } },
      {
        esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
        resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
        test: {
          name: 'widget',
          root: 'packages/widget',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
          // qrcode.react ships CommonJS importing 'react': inline it so the preact/compat alias applies.
          server: { deps: { inline: ['qrcode.react'] } },
        },
      },
      {
        esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
        resolve: { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' } },
        test: {
          name: 'checkout',
          root: 'packages/checkout',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'members-app',
          root: 'packages/members-app',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
