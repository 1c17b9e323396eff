import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pagesOf } from '@storefront/shared/routes';
import { checkBuild, type ShellShared } from './check';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sf-check-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A browser build of the content remote exposing these pages, every file its manifest names present. */
async function contentBuild(pages: string[]) {
  await writeFile(path.join(dir, 'remoteEntry.js'), '');
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { name: 'content', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [],
      exposes: pages.map((page) => ({ name: `pages/${page}`, path: `./pages/${page}` })),
    }),
  );
}

const shell: ShellShared = new Map();

describe('a remote exposes every page the route table gives it', () => {
  it('accepts a build exposing all of them', async () => {
    await contentBuild(pagesOf('content'));
    expect(await checkBuild('content', dir, shell)).toMatchObject({ ok: true, problems: [] });
  });

  it('refuses a build missing pages, naming each one', async () => {
    const [first, second, ...rest] = pagesOf('content');
    await contentBuild(rest);
    const check = await checkBuild('content', dir, shell);
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual([`the route table routes to pages the build does not expose: ./pages/${first}, ./pages/${second}`]);
  });

  it('reads the exposes of the build, not the ones of another remote', async () => {
    await contentBuild(pagesOf('catalog'));
    const check = await checkBuild('content', dir, shell);
    expect(check.problems.join('\n')).toContain(`./pages/${pagesOf('content')[0]}`);
  });
});
