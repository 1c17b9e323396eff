// Stands in for @module-federation/error-codes' descriptions in browser builds (rspack.config.base.ts): 3 KB of
// English sentences (0.6 KiB gzip) on every page for errors shoppers never read. A message keeps its code
// (RUNTIME-003 ...; the shell's recovery matches on codes) and the runtime's link to the code's documentation.
const byCode = new Proxy({}, { get: (_, code) => (typeof code === 'string' ? `Module Federation error ${code}` : undefined) });
exports.runtimeDescMap = byCode;
exports.typeDescMap = byCode;
exports.buildDescMap = byCode;
exports.errorDescMap = byCode;
