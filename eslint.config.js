import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The one-way layers (docs/architecture.md#layers): app -> screens -> ui -> repository ->
 * api + storage -> domain. Each entry lists what a layer must not import; both the `@/` alias and
 * relative paths count. No file is an exception.
 */
const layer = (name) => [`@/${name}/*`, `**/${name}/*`, `@/${name}`];
const forbidden = {
  domain: ['storage', 'api', 'repository', 'ui', 'features', 'app'],
  storage: ['api', 'repository', 'ui', 'features', 'app'],
  api: ['storage', 'repository', 'ui', 'features', 'app'],
  repository: ['ui', 'features', 'app'],
  ui: ['api', 'storage', 'features', 'app'],
  features: ['api', 'storage', 'app'],
  app: ['api', 'storage'],
};
// Packages that would let a layer reach around the one below it (storage, workers, UI).
const forbiddenPackages = {
  domain: [
    'idb-keyval',
    'workbox-*',
    'react',
    'react-dom',
    'react-router-dom',
    '@mantine/*',
    '@tanstack/*',
  ],
  // The data engine stays behind the repository's hooks (docs/architecture.md#layers).
  features: ['idb-keyval', 'workbox-*', '@tanstack/react-query*', '@tanstack/query-*'],
  ui: ['idb-keyval', 'workbox-*', '@tanstack/react-query*', '@tanstack/query-*'],
  app: ['idb-keyval', '@tanstack/react-query*', '@tanstack/query-*'],
};
const layerRule = (from, targets) => ({
  files: [`src/${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...targets.map((target) => ({
            group: layer(target),
            message: `src/${from} must not import from src/${target} (docs/architecture.md#layers).`,
          })),
          ...(forbiddenPackages[from] ?? []).map((pkg) => ({
            group: [pkg],
            message: `src/${from} must not use ${pkg} directly (docs/architecture.md#layers).`,
          })),
        ],
      },
    ],
  },
});
const layerRules = Object.entries(forbidden).map(([from, targets]) => layerRule(from, targets));

// Screens and the shell read data only through the repository: no direct network or storage.
const BROWSER_IO = [
  'fetch',
  'XMLHttpRequest',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
];
const browserIoBan = {
  files: ['src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-globals': [
      'error',
      ...BROWSER_IO.map((name) => ({
        name,
        message: 'Screens reach the network and storage through src/repository.',
      })),
    ],
    'no-restricted-properties': [
      'error',
      ...['window', 'globalThis', 'self'].flatMap((object) =>
        BROWSER_IO.map((property) => ({
          object,
          property,
          message: 'Screens reach the network and storage through src/repository.',
        })),
      ),
    ],
  },
};

// Domain rules are pure: the current time is always passed in.
const domainPurity = {
  files: ['src/domain/**/*.ts'],
  rules: {
    'no-restricted-properties': [
      'error',
      { object: 'Date', property: 'now', message: 'Take `now` as an argument.' },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'Take `now` as an argument.',
      },
    ],
    'no-restricted-globals': ['error', 'fetch', 'localStorage', 'indexedDB', 'window', 'document'],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'demo-api/data',
      'test-results',
      'playwright-report',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never render server HTML.',
        },
      ],
    },
  },
  ...layerRules,
  browserIoBan,
  domainPurity,
  {
    files: ['tests/**/*.{ts,tsx}', 'demo-api/**/*.ts', 'scripts/**/*.mjs', '*.config.{ts,js}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
