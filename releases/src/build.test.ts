import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRemote } from './build';
import { REPO_ROOT } from './workspace';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'sf-build-'));
  await mkdir(path.join(root, 'scripts'));
  await copyFile(path.join(REPO_ROOT, 'scripts', 'rspack-build.mjs'), path.join(root, 'scripts', 'rspack-build.mjs'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/**
 * A stand-in for the catalogue's rspack: notes each run in runs.txt, and on its first run ends as `first`
 * says (aborted by a signal, as rspack has been seen to while exiting, or failed with errors).
 */
async function fakeRspack(first: 'abort' | 'fail') {
  const bins = path.join(root, 'mf-catalog', 'node_modules', '.bin');
  await mkdir(bins, { recursive: true });
  const end = first === 'abort' ? 'kill -ABRT $$' : 'echo "ERROR in ./src/app.tsx" >&2; exit 1';
  const script = `#!/bin/sh\necho run >> "${root}/runs.txt"\nif [ "$(wc -l < "${root}/runs.txt")" -eq 1 ]; then ${end}; fi\nexit 0\n`;
  await writeFile(path.join(bins, 'rspack'), script);
  await chmod(path.join(bins, 'rspack'), 0o755);
}

const runs = async () => (await readFile(path.join(root, 'runs.txt'), 'utf8')).trim().split('\n').length;
const options = () => ({ remote: 'catalog' as const, buildId: 'b1', version: '1.0.0-b1', outDir: path.join(root, 'out'), repoRoot: root });

describe('a release build', () => {
  it('runs rspack once more when it dies by a signal, and succeeds', async () => {
    await fakeRspack('abort');
    await expect(buildRemote(options())).resolves.toBeUndefined();
    expect(await runs()).toBe(2);
  });

  it('fails at once when rspack reports errors, without a second run', async () => {
    await fakeRspack('fail');
    await expect(buildRemote(options())).rejects.toThrow('rspack build of mf-catalog failed (exit 1)');
    expect(await runs()).toBe(1);
  });
});
