// The front-end build (design card): members-app with React 19, widget and checkout with React
// components compiled against Preact. Each app gets its own dist/ with an index.html that loads the
// hashed entry and one hashed stylesheet, and no inline script (the server's CSP forbids them).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { reactShopBuild } from './examples/react-shop/rollup.config.mjs';
import { sdkDeclarations } from './packages/sdk/build/declarations.mjs';
import { stripRowsForBrowsersPlugin } from './scripts/strip-rows-for-browsers.mjs';
import { minifyCss } from './scripts/minify-css.mjs';
import { precompress } from './scripts/precompress.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const packageDir = (name) => join(root, 'packages', name);

/** Empties an app's dist/ before it is written, so stale hashed files never ship. */
function cleanDir(dir) {
  return {
    name: 'clean-dir',
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Plain .css files imported by the app become one hashed stylesheet (no CSS-in-JS runtime). The
 * files are concatenated in import order (depth first from the entry, lazy routes included) so
 * later rules win the way they would with <link> tags.
 */
function collectCss({ name }) {
  const sources = new Map();
  return {
    name: 'collect-css',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      sources.set(id, code);
      return { code: 'export default undefined;', map: null, moduleSideEffects: 'no-treeshake' };
    },
    generateBundle() {
      const ordered = [];
      const seen = new Set();
      const visit = (id) => {
        if (seen.has(id)) return;
        seen.add(id);
        const info = this.getModuleInfo(id);
        if (info === null) return;
        if (sources.has(id)) ordered.push(sources.get(id));
        for (const child of [...info.importedIds, ...info.dynamicallyImportedIds]) visit(child);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
      this.emitFile({ type: 'asset', name: `${name}.css`, source: minifyCss(ordered.join('\n')) });
    },
  };
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Writes index.html referencing the hashed entry, its static imports (modulepreload) and the
 * stylesheet under the app's public base. Boot code lives in the entry: no inline script.
 */
function htmlPage({ base, title }) {
  return {
    name: 'html-page',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const entry = files.find((file) => file.type === 'chunk' && file.isEntry);
      const css = files.find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      if (entry === undefined || css === undefined) this.error('html-page needs an entry chunk and a stylesheet');
      const preloads = entry.imports.map((file) => `    <link rel="modulepreload" href="${base}${file}" />`);
      const html = [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <meta charset="utf-8" />',
        '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
        `    <title>${escapeHtml(title)}</title>`,
        `    <link rel="stylesheet" href="${base}${css.fileName}" />`,
        ...preloads,
        `    <script type="module" src="${base}${entry.fileName}"></script>`,
        '  </head>',
        '  <body>',
        '    <div id="root"></div>',
        '  </body>',
        '</html>',
        '',
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}

// `'use client'` directives in React libraries mean nothing in a client-only bundle.
function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  // Libraries' own comment placement and internal cycles are theirs to fix, not ours.
  const inDependency = (warning.id ?? warning.ids?.[0] ?? '').includes('/node_modules/');
  if (inDependency && (warning.code === 'INVALID_ANNOTATION' || warning.code === 'CIRCULAR_DEPENDENCY')) return;
  warn(warning);
}

/**
 * Our packages declare `"sideEffects": false` (CSS aside), but TypeScript's resolver (which maps
 * `./x.js` to `x.ts`) bypasses node-resolve, which is what would read that field. Say it here so
 * unused parts of core (e.g. zod schemas) are dropped from the iframes.
 */
const sideEffectFreeSource = /\/packages\/(core|widget|checkout|sdk)\/src\/.*\.tsx?$/;
const treeshake = { moduleSideEffects: (id) => !sideEffectFreeSource.test(id) };

const preactAliases = alias({
  entries: [
    { find: /^react$/, replacement: 'preact/compat' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  ],
});

/**
 * Core's texts are one module per namespace and locale (packages/core/src/i18n/resources/<namespace>/
 * <locale>.ts, see its README): each app groups them into one chunk per group of namespaces that
 * load together and per locale, named `texts-<group>-<locale>`, so a visitor loads their locale's
 * texts of a group in one request, never another locale's. English stays where the app imports it
 * statically (its first bundle) for the groups listed in `englishInEntry`; the other groups' English
 * is a chunk like any locale. Manual chunks are never merged by experimentalMinChunkSize.
 * @param {{ groups: Record<string, string[]>, englishInEntry: string[] }} textChunks group → namespace folders
 */
function localeTextChunks({ groups, englishInEntry }) {
  const groupOf = new Map(
    Object.entries(groups).flatMap(([group, folders]) => folders.map((folder) => [folder, group])),
  );
  const localeModule = /\/packages\/core\/src\/i18n\/resources\/([\w-]+)\/([a-z]{2})\.ts$/;
  return (id) => {
    const match = localeModule.exec(id);
    if (match === null) return undefined;
    const [, folder, locale] = match;
    const group = groupOf.get(folder);
    // Namespaces an app does not show are in its module graph (core's index names them all) but
    // tree-shaken away, so they need no group.
    if (group === undefined || (locale === 'en' && englishInEntry.includes(group))) return undefined;
    return `texts-${group}-${locale}`;
  };
}

/**
 * An npm package in a chunk of its own, named after it: members-app's zod, which the first bundle
 * does not use (the configuration check and the pages' API client load it), so a budget line
 * shows it by name rather than inside a chunk named after one of its neighbours.
 * @param {string[]} names npm package names
 */
function packageChunks(names) {
  const patterns = names.map((name) => [name, new RegExp(`/node_modules/(\\.pnpm/[^/]+/node_modules/)?${name}/`)]);
  return (id) => patterns.find(([, pattern]) => pattern.test(id))?.[0];
}

/**
 * @param {object} app
 * @param {string} app.name package folder
 * @param {string} app.base public path the server serves the app at
 * @param {string} app.title document title until the brand configuration replaces it
 * @param {boolean} app.preact compile against Preact
 * @param {Parameters<typeof localeTextChunks>[0]} app.textChunks how the app's texts load (localeTextChunks)
 * @param {string[]} [app.ownChunks] npm packages that get a chunk of their own (packageChunks)
 */
function appBuild({ name, base, title, preact, textChunks, ownChunks = [] }) {
  const texts = localeTextChunks(textChunks);
  const packages = packageChunks(ownChunks);
  const dir = packageDir(name);
  const distDir = join(dir, 'dist');
  return {
    input: { [name]: join(dir, 'src/main.tsx') },
    onwarn,
    treeshake,
    plugins: [
      cleanDir(distDir),
      ...(preact ? [preactAliases] : []),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      collectCss({ name }),
      stripRowsForBrowsersPlugin(),
      typescript({
        tsconfig: join(dir, 'tsconfig.json'),
        include: [join(root, 'packages/*/src/**/*.{ts,tsx}')],
        exclude: ['**/*.test.ts', '**/*.test.tsx'],
        compilerOptions: { noEmit: false, sourceMap: false, declaration: false },
        noEmitOnError: true,
      }),
      nodeResolve({ browser: true, exportConditions: ['browser', 'production'], extensions: ['.mjs', '.js', '.json'] }),
      commonjs(),
      terser({ compress: { passes: 2 }, format: { comments: false } }),
      htmlPage({ base, title }),
      precompress(),
    ],
    output: {
      dir: distDir,
      format: 'es',
      entryFileNames: 'assets/[name]-[hash].js',
      // A shared chunk named after a module called like the app (core's checkout rows in the checkout)
      // gets "-shared" so a budget can tell it from the entry.
      chunkFileNames: (chunk) => (chunk.name === name ? `assets/${name}-shared-[hash].js` : 'assets/[name]-[hash].js'),
      assetFileNames: 'assets/[name]-[hash][extname]',
      generatedCode: 'es2015',
      // Shared modules of a few hundred bytes (a hook, a field) join a chunk that loads with them
      // instead of each being a file of its own: fewer requests, less per-chunk overhead.
      experimentalMinChunkSize: 3000,
      manualChunks: (id) => packages(id) ?? texts(id),
    },
  };
}

/**
 * The merchant SDK (packages/sdk): `dist/v1.js`, the minified script-tag loader the server serves at
 * /sdk/v1.js (an IIFE: it runs in merchants' pages as a classic async script), and `dist/npm/`, the
 * same code as an ES module with its declaration files (not minified: the merchant's bundler does
 * that). Only type imports of core reach the SDK, so no core code is bundled.
 */
export function sdkBuilds() {
  const dir = packageDir('sdk');
  const distDir = join(dir, 'dist');
  const compile = () =>
    typescript({
      tsconfig: join(dir, 'tsconfig.json'),
      include: [join(dir, 'src/**/*.ts')],
      exclude: ['**/*.test.ts'],
      compilerOptions: { noEmit: false, sourceMap: false, declaration: false, target: 'ES2020' },
      noEmitOnError: true,
    });
  const entries = [join(dir, 'src/index.ts'), join(dir, 'src/pure.ts')];
  return [
    {
      input: join(dir, 'src/v1.ts'),
      onwarn,
      plugins: [
        cleanDir(distDir),
        compile(),
        terser({
          ecma: 2020,
          // passes 4 and inline 1 (simple functions only) measured smallest; booleans as 1 and 0 are
          // safe here: no boolean reaches a merchant or a === comparison.
          compress: { passes: 4, inline: 1, booleans_as_integers: true, unsafe_arrows: true, toplevel: true },
          mangle: { toplevel: true },
          format: { comments: false },
        }),
        precompress(),
      ],
      // No "use strict" prologue: the code is strict-safe and every byte counts (budgets.json).
      output: { file: join(distDir, 'v1.js'), format: 'iife', generatedCode: 'es2015', strict: false },
    },
    {
      input: { index: entries[0], pure: entries[1] },
      onwarn,
      plugins: [compile(), sdkDeclarations({ packageDir: dir, entries, outDir: join(distDir, 'npm') })],
      // One module per source file, like the .d.ts files beside them.
      output: {
        dir: join(distDir, 'npm'),
        format: 'es',
        preserveModules: true,
        preserveModulesRoot: join(dir, 'src'),
        generatedCode: 'es2015',
      },
    },
  ];
}

const builds = {
  'members-app': () => [
    appBuild({
      name: 'members-app',
      base: '/',
      title: 'Members',
      preact: false,
      // The shell's namespaces (English in the entry, app/i18n.ts) and each lazy feature namespace
      // (lib/lazy-texts.ts), as the app loads them.
      textChunks: {
        groups: {
          shell: ['app', 'messages', 'nav', 'status', 'validation'],
          ui: ['ui'],
          account: ['account'],
          wallets: ['wallets'],
          merchant: ['merchant'],
          'merchant-settings': ['merchant-settings'],
          withdrawals: ['withdrawals'],
          gallery: ['gallery'],
          markets: ['markets'],
          public: ['public'],
        },
        englishInEntry: ['shell'],
      },
      ownChunks: ['zod'],
    }),
  ],
  widget: () => [
    appBuild({
      name: 'widget',
      base: '/widget/',
      title: 'Payment',
      preact: true,
      textChunks: { groups: { widget: ['app', 'messages', 'widget'] }, englishInEntry: ['widget'] },
    }),
  ],
  checkout: () => [
    appBuild({
      name: 'checkout',
      base: '/flow/',
      title: 'Checkout',
      preact: true,
      textChunks: { groups: { checkout: ['app', 'messages', 'validation', 'checkout'] }, englishInEntry: ['checkout'] },
      // zod loads with the configuration's schema, beside the call (config/configuration-schema.ts);
      // the contract's rows and schemas with the first quote (api/rows.ts). The first bundle has neither.
      ownChunks: ['zod'],
    }),
  ],
  sdk: () => sdkBuilds(),
  // The React shop example bundles the SDK's npm build above, so it comes after it (not budgeted).
  'react-shop': () => [reactShopBuild()],
};

/** `BUILD_ONLY=members-app,widget npx rollup -c` rebuilds only those while working on them. */
const only = process.env.BUILD_ONLY?.split(',').filter(Boolean);
export default Object.entries(builds)
  .filter(([name]) => only === undefined || only.includes(name))
  .flatMap(([, build]) => build());
