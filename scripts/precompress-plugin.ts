import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text types worth compressing; pictures other than SVG are compressed already. */
export const COMPRESSIBLE = /\.(?:html?|m?js|css|json|svg|txt|xml)$/i;
/** Below this the headers of the answer weigh more than what compression saves. */
export const MIN_BYTES = 1024;

/**
 * Writes name.br (Brotli, best quality) and name.gz (gzip -9) beside every compressible file of a
 * production build, so the server sends them as they are instead of compressing the same bytes on every
 * request. Runs after emit so it also covers files other plugins add late (mf-manifest.json, index.html).
 * A variant that would not be smaller is not written.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compiler.outputPath;
      await Promise.all(
        compilation.getAssets().map(async ({ name, source }) => {
          if (!COMPRESSIBLE.test(name)) return;
          const body = source.buffer();
          if (body.length < MIN_BYTES) return;
          const file = join(outDir, name);
          await mkdir(dirname(file), { recursive: true });
          const [br, gzipped] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gz(body, { level: 9 }),
          ]);
          if (br.length < body.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    });
  }
}
