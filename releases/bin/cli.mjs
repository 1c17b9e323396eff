// `pnpm rollback`, `pnpm releases`: the release tool from one prebuilt file (dist/cli.mjs), so a rollback
// costs a Node start and no TypeScript loader or second pnpm. The file is rebuilt here whenever a source
// of the tool (or of the workspace packages it bundles) is newer, so it never runs stale code.
import { mkdir, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const entry = path.join(root, 'releases', 'src', 'cli.ts');
const bundle = path.join(root, 'releases', 'dist', 'cli.mjs');
/** What the bundle is made of: the tool and the workspace packages it imports (their TypeScript is bundled). */
const SOURCES = ['releases/src', 'registry/src', 'shared/src', 'releases/package.json', 'registry/package.json', 'shared/package.json'];

async function newestSource() {
  let newest = 0;
  for (const source of SOURCES) {
    const full = path.join(root, source);
    const info = await stat(full);
    if (info.isFile()) newest = Math.max(newest, info.mtimeMs);
    else
      for (const entry of await readdir(full, { recursive: true, withFileTypes: true }))
        if (entry.isFile()) newest = Math.max(newest, (await stat(path.join(entry.parentPath ?? entry.path, entry.name))).mtimeMs);
  }
  return newest;
}

async function build() {
  const { build: esbuild } = await import('esbuild');
  const tmp = `${bundle}.${process.pid}.tmp`;
  await mkdir(path.dirname(bundle), { recursive: true });
  await esbuild({
    entryPoints: [entry],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // The workspace's TypeScript goes in the file; installed packages stay where they are installed and load
    // from there, each as its importer found it (pnpm gives every workspace package its own node_modules).
    plugins: [
      {
        name: 'installed-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./#]/ }, async (args) => {
            if (args.path.startsWith('@storefront/') || args.pluginData === 'installed' || args.path.startsWith('node:')) return undefined;
            const found = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'installed' });
            return found.errors.length ? undefined : { path: found.path, external: true };
          });
        },
      },
    ],
  });
  // Atomic: a rollback started meanwhile runs the old file or the new one, never half of one.
  await rename(tmp, bundle);
}

const built = await stat(bundle).then(
  (info) => info.mtimeMs,
  () => 0,
);
if (built < (await newestSource())) await build();
await import(pathToFileURL(bundle).href);
