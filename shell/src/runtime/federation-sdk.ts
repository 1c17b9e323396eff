import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/*
 * Remotes' browser builds take the federation SDK, its error codes and the bundler runtime's functions from
 * the page (rspack.config.base.ts), as they take the runtime core: this plugin puts the shell's copies there before
 * any remote entry runs. These are the CommonJS builds the shell's runtime itself uses, so the page keeps
 * one copy of each.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const sdk: unknown = require('@module-federation/sdk');
const errorCodes: unknown = require('@module-federation/error-codes');
const bundlerRuntime: unknown = require('@module-federation/webpack-bundler-runtime');
/* eslint-enable @typescript-eslint/no-require-imports */

declare global {
  var _FEDERATION_SDK: unknown;
  var _FEDERATION_ERROR_CODES: unknown;
  var _FEDERATION_BUNDLER_RUNTIME: unknown;
}

export default function federationSdk(): ModuleFederationRuntimePlugin {
  return {
    name: 'federation-sdk',
    beforeInit(args) {
      globalThis._FEDERATION_SDK ??= sdk;
      globalThis._FEDERATION_ERROR_CODES ??= errorCodes;
      globalThis._FEDERATION_BUNDLER_RUNTIME ??= bundlerRuntime;
      return args;
    },
  };
}
