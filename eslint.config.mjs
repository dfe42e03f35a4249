// One lint setup for the workspace. The import-boundary rules enforce the dependency directions
// of ARCHITECTURE.md: core imports nothing of ours; widget and checkout import core; members-app
// imports core, widget and checkout; server imports core; sdk only type-imports core. Inside
// members-app the layers of bulletproof-react: shared code → features → app, features never
// import each other, and only tests (and src/testing) may use the server.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const ours = [
  '@platform/core',
  '@platform/server',
  '@platform/sdk',
  '@platform/widget',
  '@platform/checkout',
  '@platform/members-app',
];

/** The import patterns that keep a package to the packages of ours it may import. */
function packagePatterns(allowed, { typeOnly = [] } = {}) {
  const forbidden = ours.filter((name) => !allowed.includes(name) && !typeOnly.includes(name));
  return [
    ...forbidden.map((name) => ({
      group: [name, `${name}/*`],
      message: `This package may not import ${name} (see ARCHITECTURE.md, Packages).`,
    })),
    ...typeOnly.map((name) => ({
      group: [name, `${name}/*`],
      allowTypeImports: true,
      message: `Only type imports of ${name} are allowed here (they are erased at build time).`,
    })),
    { group: ['../../*/src/*', '../../../packages/*'], message: 'Import other packages by their package name.' },
  ];
}

function onlyImports(allowed, options = {}, morePatterns = []) {
  const patterns = [...packagePatterns(allowed, options), ...morePatterns];
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] };
}

const membersAppSource = 'packages/members-app/src';
const membersAppPackages = ['@platform/core', '@platform/widget', '@platform/checkout'];
/** Every feature folder, so a new feature is held to the rules without editing this file. */
const membersAppFeatures = readdirSync(new URL(`./${membersAppSource}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerMessage =
  'members-app layers (bulletproof-react): shared code (components, lib, stores, utils, config, types) imports no feature and no app code; a feature imports shared code only, never another feature or the app. Move what two features share into a shared folder.';

/** Relative imports that climb (`../`) into one of `folders`, or reach `features/<folder>`. */
function climbingInto(folders, { throughFeatures = false } = {}) {
  const names = folders.join('|');
  const climbing = { regex: `^(\\.\\./)+(${names})(/|$)`, message: layerMessage };
  return throughFeatures ? [climbing, { regex: `(^|/)features/(${names})(/|$)`, message: layerMessage }] : [climbing];
}

/** The layer rule of one folder of members-app's src: its production files, then its tests. */
function membersAppLayer(folder, forbidden) {
  const files = [`${membersAppSource}/${folder}/**/*.{ts,tsx}`];
  const tests = [`${membersAppSource}/${folder}/**/*.test.{ts,tsx}`, `${membersAppSource}/${folder}/**/testing/**`];
  return [
    { files, ignores: tests, rules: onlyImports(membersAppPackages, {}, forbidden) },
    // Tests may run the app against the real server (src/testing/real-server.ts); production code may not.
    { files: tests, rules: onlyImports([...membersAppPackages, '@platform/server'], {}, forbidden) },
  ];
}

const membersAppLayers = [
  ...['components', 'lib', 'stores', 'utils', 'config', 'types'].flatMap((folder) =>
    membersAppLayer(folder, climbingInto(['features', 'app'])),
  ),
  ...membersAppFeatures.flatMap((feature) =>
    membersAppLayer(`features/${feature}`, [
      ...climbingInto(
        membersAppFeatures.filter((other) => other !== feature),
        { throughFeatures: true },
      ),
      ...climbingInto(['app']),
    ]),
  ),
  ...membersAppLayer('app', []),
  // src/testing is all test code: the fakes, the renderers, the real server.
  {
    files: [`${membersAppSource}/testing/**/*.{ts,tsx}`],
    rules: onlyImports([...membersAppPackages, '@platform/server']),
  },
];

import { serverModuleZones } from './scripts/eslint/server-module-zones.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.data-*/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  { files: ['packages/core/**/*.{ts,tsx}'], rules: onlyImports([]) },
  { files: ['packages/server/**/*.{ts,tsx}'], rules: onlyImports(['@platform/core']) },
  {
    files: ['packages/server/**/*.ts'],
    plugins: { platform: { rules: { 'server-module-zones': serverModuleZones } } },
    rules: { 'platform/server-module-zones': 'error' },
  },
  {
    // TigerBeetle's rule: a function fits on a screen. Production code of core and server.
    files: ['packages/{core,server}/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**', '**/testing.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 70, skipBlankLines: true, skipComments: true }] },
  },
  { files: ['packages/sdk/**/*.{ts,tsx}'], rules: onlyImports([], { typeOnly: ['@platform/core'] }) },
  { files: ['packages/widget/**/*.{ts,tsx}'], rules: onlyImports(['@platform/core']) },
  { files: ['packages/checkout/**/*.{ts,tsx}'], rules: onlyImports(['@platform/core']) },
  { files: ['packages/members-app/**/*.{ts,tsx}'], rules: onlyImports(membersAppPackages) },
  ...membersAppLayers,
  {
    // A browser app ships English and loads one other locale at a time (core's i18n README); every
    // locale at once is for the server and the tests.
    files: ['packages/{members-app,widget,checkout}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@platform/core/i18n/every-locale',
              message: 'Every locale at once is for the server and tests: load one (load<Namespace>Texts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/{members-app,widget,checkout}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['examples/**/*.{ts,tsx,js,mjs}'], rules: onlyImports(['@platform/sdk']) },
);
