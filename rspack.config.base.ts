import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const root = import.meta.dirname;
const sharedPkg = JSON.parse(readFileSync(resolve(root, 'shared/package.json'), 'utf8'));

/** Subpaths of @storefront/shared that hold state or wiring and so must exist once on the page. */
export const SHARED_SUBPATHS = ['routes', 'store', 'api', 'i18n', 'format', 'ui'] as const;

/** Libraries every app takes from the page's one copy (Module Federation singletons). */
export function sharedSingletons(appDir: string) {
  const pkg = JSON.parse(readFileSync(resolve(appDir, 'package.json'), 'utf8'));
  const deps: Record<string, string> = pkg.dependencies ?? {};
  const lib = (name: string, version = deps[name]) => ({ singleton: true, requiredVersion: `^${version}` });
  const shared: Record<string, { singleton: boolean; requiredVersion: string; version?: string }> = {
    react: lib('react'),
    'react/jsx-runtime': lib('react', deps.react),
    'react-dom': lib('react-dom'),
    'react-dom/client': lib('react-dom', deps['react-dom']),
    'react-router': lib('react-router'),
    effector: lib('effector'),
    'effector-react': lib('effector-react'),
    i18next: lib('i18next'),
    'react-i18next': lib('react-i18next'),
    axios: lib('axios'),
    // zod and react-hook-form stay per app: a shared module is bundled whole, and each app's tree-shaken
    // copy is smaller than the whole package (zod: ~100 KB against ~380 KB), measured with bench/web.
  };
  // The workspace package is declared as workspace:*, which Module Federation cannot read as a range.
  for (const sub of SHARED_SUBPATHS) {
    shared[`@storefront/shared/${sub}`] = { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version };
  }
  return shared;
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
}

export function createAppConfig({ dir, name, exposes, devPort, runtimePlugins = [] }: AppOptions): Configuration {
  const isShell = !exposes;
  const prod = process.env.NODE_ENV !== 'development';
  const buildId = process.env.BUILD_ID ?? '';
  return {
    context: dir,
    mode: prod ? 'production' : 'development',
    devtool: prod ? false : 'eval-cheap-module-source-map',
    entry: { main: './src/main.ts' },
    output: {
      path: resolve(dir, 'dist'),
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
    experiments: { css: true },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !prod } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: runtimePlugins.map((p) => require.resolve(resolve(dir, p))),
        manifest: true,
        dts: false,
        // The shell carries the one Module Federation runtime; remotes reuse it instead of shipping ~100 KB each.
        experiments: isShell ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      new rspack.DefinePlugin({
        'process.env.APP_VERSION': JSON.stringify(`${JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8')).version}${buildId ? `+${buildId}` : ''}`),
        'process.env.BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? ''),
      }),
      ...(isShell ? [new rspack.HtmlRspackPlugin({ template: resolve(dir, 'index.html'), inject: 'body' })] : []),
    ],
    devServer: {
      port: devPort,
      historyApiFallback: isShell,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: isShell ? [{ context: ['/api', '/remotes.json', '/releases', '/uploads', '/media'], target: process.env.API_ORIGIN ?? 'http://127.0.0.1:8080' }] : undefined,
    },
    performance: { hints: false },
    optimization: { splitChunks: false },
  };
}
