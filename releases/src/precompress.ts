import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The same rule as the build's PrecompressPlugin (scripts/precompress-plugin.ts). */
const COMPRESSIBLE = /\.(?:html?|m?js|css|json|svg|txt|xml)$/i;
const MIN_BYTES = 1024;

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** A release's server build: loaded by the server, never sent to a browser. */
const SERVER_BUILD = 'server';

async function filesUnder(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const rel = dir ? path.join(dir, entry.name) : entry.name;
    if (entry.isDirectory() && rel === SERVER_BUILD) continue;
    if (entry.isDirectory()) files.push(...(await filesUnder(root, rel)));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/**
 * Adds the .br and .gz variants the build did not write (a build made before it did, or by another
 * tool), so every file a browser fetches from a release folder is served precompressed. Variants already
 * there are kept: the folder is about to become an immutable release. Returns the files it compressed.
 */
export async function precompressFolder(dir: string): Promise<string[]> {
  const done: string[] = [];
  for (const rel of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(rel)) continue;
    const file = path.join(dir, rel);
    const [hasBr, hasGz] = await Promise.all([exists(`${file}.br`), exists(`${file}.gz`)]);
    if (hasBr && hasGz) continue;
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    if (!hasBr) {
      const br = await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
      if (br.length < body.length) await writeFile(`${file}.br`, br);
    }
    if (!hasGz) {
      const gzipped = await gz(body, { level: 9 });
      if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
    }
    done.push(rel);
  }
  return done;
}
