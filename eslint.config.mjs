// One lint setup for the workspace. The import-boundary rules enforce the dependency directions
// of ARCHITECTURE.md: core imports nothing of ours; widget and checkout import core; members-app
// imports core, widget and checkout; server imports core; sdk only type-imports core.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const ours = [
  '@platform/core',
  '@platform/server',
  '@platform/sdk',
  '@platform/widget',
  '@platform/checkout',
  '@platform/members-app',
];

function onlyImports(allowed, { typeOnly = [] } = {}) {
  const forbidden = ours.filter((name) => !allowed.includes(name) && !typeOnly.includes(name));
  const patterns = [
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
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] };
}

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
  { files: ['packages/sdk/**/*.{ts,tsx}'], rules: onlyImports([], { typeOnly: ['@platform/core'] }) },
  { files: ['packages/widget/**/*.{ts,tsx}'], rules: onlyImports(['@platform/core']) },
  { files: ['packages/checkout/**/*.{ts,tsx}'], rules: onlyImports(['@platform/core']) },
  {
    files: ['packages/members-app/**/*.{ts,tsx}'],
    rules: onlyImports(['@platform/core', '@platform/widget', '@platform/checkout']),
  },
  { files: ['examples/**/*.{ts,tsx,js,mjs}'], rules: onlyImports(['@platform/sdk']) },
);
