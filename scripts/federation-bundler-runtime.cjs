// Stands in for @module-federation/webpack-bundler-runtime in remotes' browser builds (rspack.config.base.ts).
// Its functions keep a container's state on the __webpack_require__ they are given, so a remote calls the
// shell's copies (published by shell/src/runtime/federation-sdk.ts) instead of carrying its own (ADR 0053).
// What is state stays this build's own: the share scope object, the runtime options, and the
// @module-federation/runtime module, which names the build it belongs to.
const runtime = require('@module-federation/runtime');
// The shell exposes no modules, so its build leaves this one out.
const { initContainerEntry } = require('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs');

function shell() {
  const published = globalThis._FEDERATION_BUNDLER_RUNTIME;
  if (!published) throw new Error('Module Federation bundler runtime not published by the shell: this remote needs a shell built with it');
  return published;
}

const bundlerRuntime = {
  // Remotes load no remotes of their own (experiments.optimization.disableRemote).
  remotes: undefined,
  consumes: (options) => shell().bundlerRuntime.consumes(options),
  I: (options) => shell().bundlerRuntime.I(options),
  S: {},
  installInitialConsumes: (options) => shell().bundlerRuntime.installInitialConsumes(options),
  initContainerEntry,
  init: (options) => shell().bundlerRuntime.init(options),
  getSharedFallbackGetter: (options) => shell().bundlerRuntime.getSharedFallbackGetter(options),
};
const attachShareScopeMap = (webpackRequire) => shell().attachShareScopeMap(webpackRequire);
const federation = { runtime, instance: undefined, initOptions: undefined, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions: {} };

Object.defineProperty(exports, '__esModule', { value: true });
exports.default = federation;
exports.bundlerRuntime = bundlerRuntime;
exports.attachShareScopeMap = attachShareScopeMap;
exports.bundlerRuntimeOptions = federation.bundlerRuntimeOptions;
exports.runtime = runtime;
exports.instance = undefined;
exports.initOptions = undefined;
