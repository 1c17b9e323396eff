import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * effector's Babel plugin as every build and test runs it: stable ids (sid) on the stores of the models,
 * factories included, so a scope serialised by the server is read back by the browser. (effector's SWC
 * plugin does not match the SWC inside this rspack.)
 */
export const EFFECTOR_BABEL_PLUGIN: [string, Record<string, unknown>] = [
  require.resolve('effector/babel-plugin'),
  { factories: ['@storefront/shared/store'], addLoc: false, addNames: false },
];

const babel = require('@babel/core') as {
  transformAsync(code: string, options: object): Promise<{ code?: string | null; map?: unknown } | null>;
};

/** The same ids in vitest, for tests that serialise a scope and start another from it (hydration tests). */
export function effectorSids() {
  return {
    name: 'effector-sids',
    enforce: 'post' as const,
    async transform(code: string, id: string) {
      const file = id.split('?')[0];
      if (!file.endsWith('.ts') || file.includes('/node_modules/')) return null;
      const result = await babel.transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        compact: false,
        sourceMaps: true,
        plugins: [EFFECTOR_BABEL_PLUGIN],
      });
      return result?.code ? { code: result.code, map: result.map as never } : null;
    },
  };
}
