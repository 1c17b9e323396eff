// What every page must download before any code of the shop: each library the shell provides to the page,
// built alone by the repository's rspack in production mode (minified as the apps are), kept to what the
// apps take from it (the shared exports of shared/src/contracts/shared-exports.ts, the whole library for the
// others, as the shell shares them), and the Module Federation runtime as a host carries it. Prints each
// one's gzip size and the sum beside the first-load budget of bench/web/run.mjs; asserts nothing.
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(join(root, 'package.json'));
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const BUDGET_KIB = 176;
// The exports the apps may import from the tree-shaken shared libraries; the build fails on any other.
const contract = readFileSync(join(root, 'shared/src/contracts/shared-exports.ts'), 'utf8');
const kept = (library) => {
  const list = contract.match(new RegExp(`'${library}': \\[([^\\]]*)\\]`));
  if (!list) throw new Error(`${library} is not in shared-exports.ts`);
  return [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
};
const named = (library) => `import { ${kept(library).join(', ')} } from '${library}';\nglobalThis.kept = [${kept(library).join(', ')}];\n`;
const whole = (...requests) => requests.map((r, i) => `import * as m${i} from '${r}';\nglobalThis.m${i} = m${i};\n`).join('');

const PARTS = [
  { name: 'react-dom (client), react, scheduler', source: whole('react', 'react/jsx-runtime', 'react-dom', 'react-dom/client') },
  { name: 'react-router (the exports the apps use)', source: named('react-router'), externals: ['react', 'react-dom'] },
  { name: 'i18next', source: whole('i18next') },
  { name: 'react-i18next (the exports the apps use)', source: named('react-i18next'), externals: ['react', 'i18next'] },
  { name: 'effector', source: whole('effector') },
  { name: 'effector-react', source: whole('effector-react'), externals: ['react', 'effector', 'effector/effector.mjs'] },
  { name: 'Module Federation runtime of a host', source: "import('./page');\n", federation: true },
];

async function gzipOf({ source, externals = [], federation = false }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  try {
    writeFileSync(join(dir, 'entry.js'), source);
    writeFileSync(join(dir, 'page.js'), 'export default 1;\n');
    const compiler = rspack({
      context: dir,
      mode: 'production',
      devtool: false,
      entry: { main: './entry.js' },
      output: { path: join(dir, 'out'), publicPath: '/' },
      // The libraries resolve as the shell's build resolves them.
      resolve: { modules: [join(root, 'shell/node_modules'), 'node_modules'] },
      externals: Object.fromEntries(externals.map((e) => [e, `global ${e}`])),
      plugins: federation
        ? [
            new ModuleFederationPlugin({
              name: 'host',
              remotes: {},
              shared: {},
              dts: false,
              experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
            }),
          ]
        : [],
    });
    await new Promise((done, fail) =>
      compiler.run((error, stats) => {
        compiler.close(() => {});
        if (error || stats.hasErrors()) fail(error ?? new Error(stats.toString({ all: false, errors: true })));
        else done();
      }),
    );
    const out = join(dir, 'out');
    const js = readdirSync(out).filter((f) => f.endsWith('.js'));
    return js.reduce((sum, f) => sum + gzipSync(readFileSync(join(out, f)), { level: 9 }).length, 0) / 1024;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Each build carries a bundler runtime of its own; what an empty entry weighs is taken off every library.
const empty = await gzipOf({ source: 'globalThis.empty = 1;\n' });
const rows = [];
for (const part of PARTS) {
  const kib = (await gzipOf(part)) - (part.federation ? 0 : empty);
  rows.push({ part: part.name, gzipKiB: Number(kib.toFixed(1)) });
}
// A remote's entry, as its release serves it: its own bundler runtime and share tables.
for (const remote of ['mf-catalog', 'mf-cart-checkout']) {
  try {
    const entry = readFileSync(join(root, remote, 'dist/remoteEntry.js'));
    rows.push({ part: `${remote} remoteEntry.js (built)`, gzipKiB: Number((gzipSync(entry, { level: 9 }).length / 1024).toFixed(1)) });
  } catch {
    rows.push({ part: `${remote} remoteEntry.js (not built: run pnpm build)`, gzipKiB: 0 });
  }
}
const libraries = rows.slice(0, PARTS.length).reduce((sum, r) => sum + r.gzipKiB, 0);
const entries = rows
  .slice(PARTS.length)
  .map((r) => r.gzipKiB)
  .filter(Boolean);
console.table(rows);
console.log(`an empty build (${empty.toFixed(2)} KiB) is taken off each library; the federation runtime is counted whole`);
console.log(`libraries and the federation runtime: ${libraries.toFixed(1)} KiB gzip`);
if (entries.length) {
  const floor = libraries + Math.min(...entries);
  console.log(
    `with the smallest remote entry: ${floor.toFixed(1)} KiB gzip, budget ${BUDGET_KIB}: ${(BUDGET_KIB - floor).toFixed(1)} KiB left for the shell, the shared package and the page`,
  );
}
