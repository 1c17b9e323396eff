import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './scripts/precompress-plugin';
import { PreloadStartPlugin } from './scripts/preload-plugin';
import { CompileHintPlugin } from './scripts/compile-hint-plugin';
import { PageScriptsPlugin } from './scripts/page-scripts-plugin';
import { EFFECTOR_BABEL_PLUGIN } from './scripts/effector-sids';
import { assertSharedImports, keptExports } from './scripts/shared-exports';
import { SHARED_LIBRARY_EXPORTS } from './shared/src/contracts/shared-exports';

const require = createRequire(import.meta.url);
const root = import.meta.dirname;
const sharedPkg = JSON.parse(readFileSync(resolve(root, 'shared/package.json'), 'utf8'));

/** Subpaths of @storefront/shared that hold state or wiring and so must exist once on the page. */
export const SHARED_SUBPATHS = ['routes', 'store', 'api', 'i18n', 'format', 'ui'] as const;

/** Libraries the page holds one copy of (Module Federation singletons); the shell provides every one. */
export const PAGE_SINGLETONS = ['react', 'react-dom', 'react-router', 'effector', 'effector-react', 'i18next', 'react-i18next', 'axios'] as const;

/**
 * What an app shares: the page singletons its package.json lists, with the version it lists as the range
 * it accepts, and the workspace package. A remote that does not list a library (it imports none of it)
 * neither asks the shell for it nor offers its own. `provides`: the libraries the host shares whether or
 * not its own code imports them, so every remote finds them on the page.
 */
export function sharedSingletons(appDir: string, provides: readonly string[] = [], server = false) {
  const pkg = JSON.parse(readFileSync(resolve(appDir, 'package.json'), 'utf8'));
  const deps: Record<string, string> = pkg.dependencies ?? {};
  const unlisted = provides.filter((name) => !deps[name]);
  if (unlisted.length) throw new Error(`${resolve(appDir, 'package.json')} must list ${unlisted.join(', ')} in dependencies: the app provides it to the page`);
  const lib = (name: string) => ({ singleton: true, requiredVersion: `^${deps[name]}` });
  // Only the exports the apps use (shared/src/contracts/shared-exports.ts): react-router 60 -> 14 KiB gzip.
  const keep = (name: keyof typeof SHARED_LIBRARY_EXPORTS) => ({
    ...lib(name),
    treeShaking: { mode: 'runtime-infer' as const, usedExports: keptExports(name, server) },
  });
  const all: Record<string, { from: (typeof PAGE_SINGLETONS)[number]; config: () => { singleton: boolean; requiredVersion: string; treeShaking?: object } }> = {
    react: { from: 'react', config: () => lib('react') },
    'react/jsx-runtime': { from: 'react', config: () => lib('react') },
    'react-dom': { from: 'react-dom', config: () => lib('react-dom') },
    'react-dom/client': { from: 'react-dom', config: () => lib('react-dom') },
    'react-router': { from: 'react-router', config: () => keep('react-router') },
    effector: { from: 'effector', config: () => lib('effector') },
    'effector-react': { from: 'effector-react', config: () => lib('effector-react') },
    i18next: { from: 'i18next', config: () => lib('i18next') },
    'react-i18next': { from: 'react-i18next', config: () => keep('react-i18next') },
    axios: { from: 'axios', config: () => lib('axios') },
    // zod and react-hook-form stay per app: a shared module is bundled whole, and each app's tree-shaken
    // copy is smaller than the whole package (zod: ~100 KB against ~380 KB), measured with bench/web.
  };
  const shared: Record<string, { singleton: boolean; requiredVersion: string; version?: string; treeShaking?: object }> = {};
  for (const [request, { from, config }] of Object.entries(all)) if (deps[from]) shared[request] = config();
  // The workspace package is declared as workspace:*, which Module Federation cannot read as a range.
  for (const sub of SHARED_SUBPATHS) {
    shared[`@storefront/shared/${sub}`] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  }
  return shared;
}

/** Files of the named npm packages, in pnpm's store or hoisted. */
const packageFiles = (names: readonly string[]) =>
  new RegExp(String.raw`[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:${names.join('|')})[\\/]`);

/** What every page starts with: the page singletons (axios comes with the first request), what they import and the translations' loader. */
const FRAMEWORK_MODULES = packageFiles([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'effector',
  'effector-react',
  'i18next',
  'react-i18next',
  'use-sync-external-store',
  'cookie',
  'set-cookie-parser',
  'i18next-resources-to-backend',
]);

const FRAMEWORK_DOM_MODULES = packageFiles(['react-dom', 'scheduler']);

/** Stable ids on the models' stores (scripts/effector-sids.ts), run after SWC has stripped the types. */
const effectorSids = {
  loader: require.resolve('babel-loader'),
  options: { babelrc: false, configFile: false, compact: false, plugins: [EFFECTOR_BABEL_PLUGIN] },
};

function outDir(appDir: string): string {
  return process.env.BUILD_OUT_DIR ? resolve(process.env.BUILD_OUT_DIR) : resolve(appDir, 'dist');
}

export interface AppOptions {
  /** Directory of the app (import.meta.dirname of its rspack.config.ts). */
  dir: string;
  /** Module Federation name: shell, catalog, cartCheckout, account, content. */
  name: string;
  /** Exposed modules of a remote, e.g. { './pages/Cart': './src/exposes/cart.ts' }. */
  exposes?: Record<string, string>;
  devPort: number;
  /** Runtime plugins (paths), the shell's reload-once plugin for example. */
  runtimePlugins?: string[];
  /**
   * The modules of a service expose the shell loads beside the remote's pages (the cart's model), kept in
   * one chunk both load instead of a copy in each.
   */
  serviceModules?: RegExp;
  /** The shell only: the page singletons it provides to the remotes, every one of PAGE_SINGLETONS (checked at build). */
  provides?: readonly string[];
}

export function createAppConfig({ dir, name, exposes, devPort, runtimePlugins = [], provides = [], serviceModules }: AppOptions): Configuration {
  const isShell = !exposes;
  const pagesOnly = !!exposes && Object.keys(exposes).every((key) => key.startsWith('./pages/'));
  // A remote may take any page singleton from the shell: a shell that left one out would break it at run time.
  const notProvided = isShell ? PAGE_SINGLETONS.filter((lib) => !provides.includes(lib)) : [];
  if (notProvided.length) throw new Error(`the shell must provide every page singleton; missing from its provides: ${notProvided.join(', ')}`);
  const prod = process.env.NODE_ENV !== 'development';
  const buildId = process.env.BUILD_ID ?? '';
  assertSharedImports(dir, resolve(root, 'shared'));
  return {
    context: dir,
    mode: prod ? 'production' : 'development',
    // No eval: a remote's dev server is plugged into the running store, whose Content-Security-Policy has no unsafe-eval.
    devtool: prod ? false : 'cheap-module-source-map',
    entry: { main: './src/main.ts' },
    output: {
      // A release builds straight into its staging folder (BUILD_OUT_DIR); a plain build into dist/.
      path: outDir(dir),
      // Remotes are deployed to any versioned folder; the shell lives at the site root.
      publicPath: isShell ? '/' : 'auto',
      filename: prod ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: prod ? '[name].[contenthash:8].css' : '[name].css',
      // A released remote gets its own chunk-loading global: when the shell falls back from a broken build to
      // the last good one, chunks the broken build already pushed must not be adopted by the good one.
      uniqueName: !isShell && buildId ? `${name}_${buildId.replace(/\W/g, '_')}` : name,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    // The federation SDK and its error codes are stateless helpers the shell already carries: a remote takes
    // the shell's copies (shell/src/runtime/federation-sdk.ts) as it takes the runtime core.
    ...(isShell
      ? {}
      : { externals: { '@module-federation/sdk': 'global _FEDERATION_SDK', '@module-federation/error-codes': 'global _FEDERATION_ERROR_CODES' } }),
    experiments: { css: true },
    module: {
      rules: [
        // Loaders run last to first: SWC strips the types, then the models (.ts; no view creates a store) get their sids.
        ...(['ts', 'tsx'] as const).map((ext) => ({
          test: ext === 'ts' ? /\.ts$/ : /\.tsx$/,
          exclude: /node_modules/,
          use: [
            ...(ext === 'ts' ? [effectorSids] : []),
            {
              loader: 'builtin:swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: ext === 'tsx' },
                  transform: { react: { runtime: 'automatic', development: !prod } },
                  target: 'es2022',
                },
              },
            },
          ],
          type: 'javascript/auto',
        })),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        shared: sharedSingletons(dir, provides),
        shareStrategy: 'loaded-first',
        runtimePlugins: runtimePlugins.map((p) => require.resolve(resolve(dir, p))),
        manifest: true,
        dts: false,
        // The shell carries the one Module Federation runtime; remotes reuse it instead of shipping ~100 KB each.
        // A remote's bundler runtime is the shell's functions with the remote's own state (below). The
        // optimization flags drop what a browser build does not run: Node script loading everywhere, and in
        // remotes, which consume no remotes, the remote-loading handlers.
        experiments: isShell
          ? { provideExternalRuntime: true, optimization: { target: 'web' as const } }
          : { externalRuntime: true, optimization: { target: 'web' as const, disableRemote: true } },
      }),
      new rspack.NormalModuleReplacementPlugin(
        /@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.c?js$/,
        resolve(root, 'scripts/federation-error-texts.cjs'),
      ),
      // A remote calls the shell's bundler runtime functions and keeps only its own state (ADR 0053).
      ...(isShell
        ? []
        : [
            new rspack.NormalModuleReplacementPlugin(
              /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/,
              resolve(root, 'scripts/federation-bundler-runtime.cjs'),
            ),
          ]),
      new rspack.DefinePlugin({
        'process.env.APP_VERSION': JSON.stringify(`${JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')).version}${buildId ? `+${buildId}` : ''}`),
        // Trimmed here, so an ordinary build's empty label leaves no label code in the page at all.
        'process.env.BUILD_LABEL': JSON.stringify((process.env.BUILD_LABEL ?? '').trim()),
      }),
      ...(isShell ? [new rspack.HtmlRspackPlugin({ template: resolve(dir, 'index.html'), inject: 'body' })] : []),
      ...(isShell && prod ? [new PreloadStartPlugin(['bootstrap', 'framework', 'framework-dom', 'storefront-shared'], 'early-input')] : []),
      ...(isShell && prod ? [new CompileHintPlugin(['main', 'framework', 'framework-dom'])] : []),
      ...(!isShell && prod ? [new PageScriptsPlugin(), new CompileHintPlugin([name, /^__federation_expose_/])] : []),
      // .br and .gz beside each text file: the server sends them as they are (the shell's dist and every release).
      ...(prod ? [new PrecompressPlugin()] : []),
    ],
    devServer: {
      port: devPort,
      historyApiFallback: isShell,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: isShell
        ? [{ context: ['/api', '/remotes.json', '/releases', '/uploads', '/media'], target: process.env.API_ORIGIN ?? 'http://127.0.0.1:8080' }]
        : undefined,
    },
    performance: { hints: false },
    // Modules common to several async chunks (shared libraries' fallbacks, the shared package's modules) go
    // into chunks of their own instead of a copy in each: without this a page downloaded effector twice.
    // Every subpath of @storefront/shared is its own shared module, each with an async chunk of what it
    // imports; in the shell, which provides them, the package's modules go into one chunk, and small
    // modules two chunks have in common (the external-store shim) into a common one, or a page downloads
    // each of them two or three times. A remote's copies are fallbacks, never loaded beside the shell's:
    // grouping them would pull its own page modules into a chunk with them.
    optimization: prod
      ? {
          // Four passes instead of two: the bytes they save pay for the shell's compile hint (ADR 0026).
          minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 4 } } })],
          splitChunks: {
            chunks: 'async' as const,
            cacheGroups: {
              ...(isShell
                ? {
                    // The libraries every page starts with, in two files instead of one per library: React DOM
                    // (about 60% of them) and the rest. A browser compiles each script in one task on the main
                    // thread, and one file of all of them took 10-22 ms there, a long task at a phone's speed
                    // (ADR 0059).
                    framework: {
                      test: FRAMEWORK_MODULES,
                      name: 'framework',
                      chunks: 'async' as const,
                      enforce: true,
                      priority: 20,
                    },
                    frameworkDom: {
                      test: FRAMEWORK_DOM_MODULES,
                      name: 'framework-dom',
                      chunks: 'async' as const,
                      enforce: true,
                      priority: 21,
                    },
                    // With js-cookie, which the shared package's API client and the shell's start both read:
                    // one file fewer at start than a common chunk of its own (0.7 KiB). Not the field rules
                    // (schemas/): only forms use them, in chunks that load zod anyway (0.6 KiB off every page).
                    sharedPackage: {
                      test: new RegExp(String.raw`[\\/]shared[\\/]src[\\/](?!schemas[\\/]).*\.tsx?$|` + packageFiles(['js-cookie']).source),
                      name: 'storefront-shared',
                      chunks: 'async' as const,
                      enforce: true,
                      priority: 10,
                    },
                  }
                : {}),
              ...(serviceModules ? { service: { test: serviceModules, name: 'service', chunks: 'async' as const, enforce: true, priority: 10 } } : {}),
              common: {
                minChunks: 2,
                minSize: 0,
                chunks: 'async' as const,
                priority: -5,
                reuseExistingChunk: true,
                // A remote's page loads its own chunk and at most one it shares with the remote's other pages
                // (the largest), not four more of about 1 KiB each: a phone's HTTP/1.1 link sends six requests
                // at a time, each paying the round trip. Smaller common modules are copied into each page.
                // Where a service expose loads with the pages (the cart), its modules are a chunk of their own.
                ...(isShell ? {} : { maxAsyncRequests: pagesOnly ? 2 : 3 }),
              },
            },
          },
        }
      : { splitChunks: false },
  };
}

/**
 * The same app built for Node (Module Federation's async-node target) into dist/server: the remotes'
 * pages and the shell's render entry, for server rendering. Same name, exposes and shared map as the
 * browser build; CSS is the browser's business and is left out.
 */
export function createServerConfig(options: AppOptions & { entry?: string }): Configuration {
  const web = createAppConfig(options);
  const isShell = !options.exposes;
  const rules = (web.module?.rules ?? []).map((rule) =>
    rule && typeof rule === 'object' && String(rule.test) === String(/\.css$/)
      ? { test: /\.css$/, loader: require.resolve(resolve(root, 'scripts/ignore-css-loader.cjs')), type: 'javascript/auto' }
      : rule,
  );
  return {
    ...web,
    name: 'server',
    // After the browser build, whose clean step would otherwise race this build's output folder.
    dependencies: ['web'],
    target: 'async-node',
    devtool: false,
    entry: isShell ? { render: options.entry ?? './src/server/render.tsx' } : { main: './src/main.ts' },
    output: {
      path: resolve(outDir(options.dir), 'server'),
      // Chunks are found next to the remote entry the server loaded, wherever the release folder is served.
      publicPath: 'auto',
      // The shell's render entry is require()d by the store's server, inside "type": "module" packages.
      filename: isShell ? '[name].cjs' : '[name].js',
      chunkFilename: isShell ? '[name].[contenthash:8].cjs' : '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      uniqueName: web.output?.uniqueName,
      clean: true,
    },
    module: { ...web.module, rules },
    experiments: { css: false },
    optimization: { splitChunks: false, minimize: false },
    // The server loads chunks next to the remote entry it was given; the manifest's note about it is expected.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        ...(options.exposes ? { filename: 'remoteEntry.js', exposes: options.exposes, library: { type: 'commonjs-module' } } : {}),
        remotes: {},
        remoteType: 'script',
        shared: sharedSingletons(options.dir, options.provides, true),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: true,
        dts: false,
        ...(isShell ? { experiments: { asyncStartup: true } } : {}),
      }),
      ...(web.plugins ?? []).filter((p) => p instanceof rspack.DefinePlugin),
    ],
    devServer: undefined,
    // Each server bundle carries its own federation SDK.
    externals: undefined,
  };
}

/** What an app's rspack.config.ts exports: both builds, or the browser build alone for the dev server. */
export function appConfigs(options: AppOptions) {
  return (env: Record<string, unknown> = {}): Configuration | Configuration[] => {
    const web = { ...createAppConfig(options), name: 'web' };
    return env.RSPACK_SERVE ? web : [web, createServerConfig(options)];
  };
}
