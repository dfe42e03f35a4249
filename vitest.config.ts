import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each package is its own project so environments differ.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['**/*.test.mjs'] } },
      { test: { name: 'core', root: 'packages/core', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
