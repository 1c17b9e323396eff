// ESLint for the whole repository, run from the root as `pnpm lint` (the root eslint.config.js
// re-exports this file, so its imports resolve from this package's own dependencies).
// Import boundaries (docs/adr/0017-lint-and-import-boundaries.md): imports flow
// shared -> features -> pages -> exposes/app; no feature imports another feature, no remote imports
// another remote or the shell, the shell imports no remote, shared imports no app, the API takes
// nothing from the front end but `@storefront/shared/<export>`. The release registry (registry/) is used
// by the API and the release tooling (releases/) through its package exports; the tooling never imports
// the API, and the API never imports the tooling. An API route folder uses another domain through its
// service.ts or schemas.ts only; an API plugin imports no route folder, and a payment
// provider no table of the shop's. The demo shop (demo-shop/) is data a command writes through the API's
// package exports; the API's own code never imports it, and the benchmarks use package exports only.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const REMOTES = readdirSync(ROOT).filter((name) => name.startsWith('mf-'));
const APPS = ['shell', ...REMOTES];

const subfolders = (dir) => {
  try {
    return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

const SHARED_SOURCES = { regex: '^@storefront/shared/src(/|$)', message: 'Use a package export: @storefront/shared/<export>.' };

/** import-x/no-restricted-paths zones; paths are relative to the repository root. */
const zones = [
  ...REMOTES.flatMap((remote) =>
    APPS.filter((other) => other !== remote).map((other) => ({
      target: `./${remote}`,
      from: `./${other}`,
      message: `A remote never imports ${other === 'shell' ? 'the shell' : 'another remote'}: share through @storefront/shared.`,
    })),
  ),
  ...REMOTES.map((remote) => ({
    target: './shell',
    from: `./${remote}`,
    message: 'The shell loads remotes at run time through Module Federation, never from their sources.',
  })),
  ...[...APPS, 'api'].map((app) => ({
    target: './shared',
    from: `./${app}`,
    message: 'shared is library code: it imports no app package.',
  })),
  {
    target: './api',
    from: ['./shell', ...REMOTES.map((remote) => `./${remote}`), './shared'],
    message: 'The API imports nothing from front-end sources: only @storefront/shared/<export> package exports.',
  },
  {
    target: './api',
    from: './releases',
    message: 'The server never imports the release tooling (build, checks, CLI): both use @storefront/registry.',
  },
  {
    target: ['./api', './releases'],
    from: './registry',
    message: 'Use the registry through its package exports: @storefront/registry/<export>.',
  },
  {
    target: './releases',
    from: ['./api', './shell', ...REMOTES.map((remote) => `./${remote}`), './shared'],
    message: 'The release tooling never imports the API: it uses @storefront/registry/<export> and @storefront/shared/<export>.',
  },
  {
    target: './registry',
    from: ['./api', './releases', './shell', ...REMOTES.map((remote) => `./${remote}`), './shared'],
    message: 'The registry is library code for the server and the release tooling: it imports neither, only @storefront/shared/<export>.',
  },
  {
    target: './demo-shop',
    from: ['./api', './shell', ...REMOTES.map((remote) => `./${remote}`), './shared', './releases'],
    message: 'The demo shop uses package exports only: api/<export> and @storefront/shared/<export>.',
  },
  {
    target: './e2e',
    from: ['./api', './demo-shop', './registry', './releases', './shell', ...REMOTES.map((remote) => `./${remote}`), './shared'],
    message: 'The journeys use package exports only: api/<export>, @storefront/demo-shop/<export>, @storefront/shared/<export>.',
  },
  {
    target: './bench',
    from: ['./api', './demo-shop', './shell', ...REMOTES.map((remote) => `./${remote}`), './shared', './registry', './releases'],
    message: 'The benchmarks use package exports only: api/<export>, @storefront/demo-shop/<export>, @storefront/shared/<export>.',
  },
  ...APPS.flatMap((app) => {
    const features = `./${app}/src/features`;
    return [
      ...subfolders(features).map((feature) => ({
        target: `${features}/${feature}`,
        from: features,
        except: [`./${feature}`],
        message: 'A feature never imports another feature: compose them in a page.',
      })),
      {
        target: features,
        from: [`./${app}/src/pages`, `./${app}/src/exposes`],
        message: 'Pages compose features, never the other way round.',
      },
    ];
  }),
];

/**
 * Walls between the API's domains: a route folder uses another domain only through its service.ts (its
 * functions) and schemas.ts (its wire contract), never its other files. Tests may reach a domain's test
 * helpers, so these zones apply to the folders' own code.
 */
/**
 * The API's own code never imports the demo shop: the demo is seeded by its command before the server starts.
 * The API's tests use the demo shop as their fixture (its data, read by path), so these zones skip tests.
 */
const serverZones = [
  {
    target: './api',
    from: './demo-shop',
    message: 'The API never imports the demo shop: it is data its seed command writes (pnpm seed), not server code.',
  },
];

const ROUTES_DIR = './api/src/routes';
const routeZones = subfolders(ROUTES_DIR).map((domain) => ({
  target: `${ROUTES_DIR}/${domain}`,
  from: ROUTES_DIR,
  except: [
    `./${domain}`,
    ...subfolders(ROUTES_DIR)
      .filter((other) => other !== domain)
      .flatMap((other) => [`./${other}/service.ts`, `./${other}/schemas.ts`]),
  ],
  message: 'A route folder uses another domain through its service.ts or schemas.ts only: export what it needs there.',
}));
// Payments use orders (an approval pays one), never the other way round: an order reaches the provider
// through the payment port only.
routeZones.push({
  target: `${ROUTES_DIR}/order`,
  from: `${ROUTES_DIR}/pay`,
  message: 'The order domain never imports pay: pay uses order/service.ts, and orders reach the provider through plugins/payments.',
});

/**
 * Plugins are the API's plumbing and know no domain: a domain registers with a plugin (its jobs, the
 * payment port's report function), never the other way round. A payment provider keeps its own records
 * beside its code and reaches the shop only through the port (docs/adr/0030-payment-port-and-jobs.md).
 */
const pluginZones = [
  {
    target: './api/src/plugins',
    from: './api/src/routes',
    message: 'A plugin never imports routes: let the domain register with the plugin instead.',
  },
  {
    target: './api/src/plugins/payments',
    from: './api/src/db/schema',
    message: "A payment provider never reads the shop's tables: it keeps its own records and hears from the shop through the port.",
  },
];

export default defineConfig(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/var/', '**/coverage/', '**/test-results/', '**/playwright-report/'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    rules: {
      // Unused names are allowed when they say they are: `_`-prefixed arguments, rest siblings.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Control characters are matched on purpose: input sanitising and terminal colour codes.
      'no-control-regex': 'off',
      // An empty catch is how the polling loops (bench, start-up waits) say "not ready yet, try again".
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Tests read untyped JSON (API answers, translation files); `any` keeps their assertions short.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**', 'api/cluster/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/**', 'shell/**', 'mf-*/**', 'api/**', 'registry/**', 'releases/**', 'demo-shop/**', 'bench/**', 'e2e/**'],
    plugins: { 'import-x': importX },
    settings: {
      // Symlinks are kept, so `@storefront/shared/<export>` resolves inside node_modules and only a relative
      // path lands in shared's own folder.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], symlinks: false })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
    },
  },
  {
    files: ['api/**'],
    ignores: ['**/*.test.ts', 'api/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...zones, ...serverZones] }],
    },
  },
  {
    files: ['api/src/routes/**'],
    ignores: ['**/*.test.ts', '**/testing.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...zones, ...serverZones, ...routeZones] }],
    },
  },
  {
    files: ['api/src/plugins/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...zones, ...pluginZones] }],
    },
  },
  {
    files: ['api/src/plugins/payments/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='inject']",
          message: "A payment provider never calls the shop's endpoints: it reports through the port (ProviderRoutesOptions.report).",
        },
      ],
    },
  },
  {
    // A file under a pages folder of shared is page code in the library package.
    files: ['shared/**/pages/**'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'Program', message: 'shared holds no page code: pages live in a remote.' }],
    },
  },
  {
    // The package's exports map already refuses this at build time; say why here too.
    files: ['api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SHARED_SOURCES] }],
    },
  },
  {
    // The registry and the release tooling hold no dependency on the API; the zones above catch relative paths.
    files: ['registry/**', 'releases/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [SHARED_SOURCES, { regex: '^api(/|$)', message: 'The API is a program, not a library: take what both need from @storefront/registry.' }],
        },
      ],
    },
  },
);
