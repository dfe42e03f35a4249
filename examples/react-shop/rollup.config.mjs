// The React shop's build: one hashed ES module, one hashed stylesheet and index.html in dist/, served
// by the merchant backend under /react/. The repository's `pnpm run build:apps` runs it too (after the
// SDK's build); on its own: `pnpm --filter @examples/react-shop run build`. It is an example, not a
// shipped app, so budgets.json does not cover it.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const dir = dirname(fileURLToPath(import.meta.url));
const distDir = join(dir, 'dist');
const base = '/react/';
/**
 * In this workspace `@platform/sdk` exports its TypeScript sources; a merchant installs the published
 * package, whose exports are `dist/npm/*.js`. Build against those same files.
 */
const publishedSdk = join(dir, '../../packages/sdk/dist/npm/index.js');

/** Empties dist/ and writes index.html (from index.html here) pointing at the hashed files. */
function shopPage() {
  return {
    name: 'shop-page',
    buildStart() {
      rmSync(distDir, { recursive: true, force: true });
      if (!existsSync(publishedSdk)) {
        this.error(`${publishedSdk} is missing: build the SDK first (pnpm run build:apps builds it before this).`);
      }
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (entry === undefined) this.error('shop-page needs the entry chunk');
      const stylesheet = this.getFileName(
        this.emitFile({ type: 'asset', name: 'shop.css', source: readFileSync(join(dir, 'src/shop.css'), 'utf8') }),
      );
      const html = readFileSync(join(dir, 'index.html'), 'utf8')
        .replace('%STYLESHEET%', `${base}${stylesheet}`)
        .replace('%ENTRY%', `${base}${entry.fileName}`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}

export function reactShopBuild() {
  return {
    input: { shop: join(dir, 'src/main.tsx') },
    onwarn(warning, warn) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return; // 'use client' means nothing here
      warn(warning);
    },
    plugins: [
      shopPage(),
      alias({ entries: [{ find: /^@platform\/sdk$/, replacement: publishedSdk }] }),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      typescript({
        tsconfig: join(dir, 'tsconfig.json'),
        include: [join(dir, 'src/**/*.{ts,tsx}')],
        compilerOptions: { noEmit: false, sourceMap: false, declaration: false },
        noEmitOnError: true,
      }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json'] }),
      commonjs(),
      terser({ format: { comments: false } }),
    ],
    output: {
      dir: distDir,
      format: 'es',
      entryFileNames: 'assets/[name]-[hash].js',
      chunkFileNames: 'assets/[name]-[hash].js',
      assetFileNames: 'assets/[name]-[hash][extname]',
    },
  };
}

export default reactShopBuild();
