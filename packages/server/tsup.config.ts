import { defineConfig } from 'tsup';

// One ESM file for `node packages/server/dist/server.js`, and one for the separate deposit signer
// process (`node packages/server/dist/deposit-signer.js`). Core is TypeScript source, so it is
// bundled; npm dependencies stay external and resolve from packages/server/node_modules.
// Core's own dependencies are bundled with it: they live in core's node_modules, which the
// bundle in dist/ cannot resolve.
// Migrations are read from packages/server/migrations (found by walking up from dist/).
export default defineConfig({
  entry: { server: 'src/server.ts', 'deposit-signer': 'src/cli/deposit-signer.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: ['@platform/core', 'i18next'],
});
