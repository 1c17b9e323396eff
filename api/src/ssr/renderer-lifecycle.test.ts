import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Registry } from '@storefront/registry/document';
import { until } from '../../test/smtp-server';
import { Renderer } from './renderer';

/**
 * The render pool's upkeep (ADR 0045): idle workers end, and a build whose worker cannot start is not
 * started again on every page. Uses shell builds written here: one that renders and one that throws on load.
 */

const registry: Registry = { remotes: {} };
const documentFor = async () => ({ start: '<html><body><div id="root">', end: () => '</div></body></html>' });
let dir = '';
const errors: unknown[] = [];
const log = { warn: () => {}, error: (obj: unknown) => void errors.push(obj) };

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sf-render-upkeep-'));
  errors.length = 0;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function shell(name: string, source: string): Promise<string> {
  const file = path.join(dir, name, 'server', 'render.cjs');
  await rm(path.dirname(file), { recursive: true, force: true });
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, source);
  return file;
}

// The smallest shell a worker accepts (shared/src/contracts/ssr.ts): every page a paragraph, no remote.
const WORKING = `module.exports = { start() {}, async render() { return { kind: 'page', status: 200, locale: 'en', meta: null,
  async pipe(out) { await new Promise((resolve) => out.end('<p>rendered</p>', resolve)); return { state: null, failed: null }; } }; } };`;

/** A pool over shell builds written here, with the test's own upkeep settings. */
const pool = (shellEntry: () => string, upkeep: { idleMs?: number; keepWarm?: number; startBackoffMs?: number }) =>
  new Renderer({ shellEntry, apiOrigin: 'http://127.0.0.1:9', releasesDir: dir, onRemoteFailure: () => {}, log, ...upkeep });

it('ends a worker that has had nothing to do, and starts one again for the next page', async () => {
  const entry = await shell('ok', WORKING);
  const renderer = pool(() => entry, { idleMs: 300, keepWarm: 0 });
  try {
    const first = await renderer.render(registry, '/one', {}, documentFor);
    expect(first.kind, JSON.stringify(errors)).toBe('page');
    if (first.kind === 'page') for await (const chunk of first.body) expect(String(chunk)).toBeTruthy();
    expect(renderer.stats()[0].workers).toHaveLength(1);
    await until(() => renderer.stats().length === 0, 30, 'the idle worker to end');
    const second = await renderer.render(registry, '/two', {}, documentFor);
    expect(second.kind).toBe('page');
    expect(renderer.stats()[0].workers).toHaveLength(1);
  } finally {
    await renderer.close();
  }
});

/** Renders one page and reads it to the end. */
async function page(renderer: Renderer, url: string) {
  const outcome = await renderer.render(registry, url, {}, documentFor);
  expect(outcome.kind, JSON.stringify(errors)).toBe('page');
  if (outcome.kind === 'page') for await (const chunk of outcome.body) expect(String(chunk)).toBeTruthy();
}

it('the generation a release replaced keeps a worker, so a rollback to it renders without starting one', async () => {
  const builds = { one: await shell('one', WORKING), two: await shell('two', WORKING), three: await shell('three', WORKING) };
  let current = builds.one;
  const renderer = pool(() => current, { idleMs: 200 });
  const threads = () => Object.fromEntries(renderer.stats().map((g) => [JSON.parse(g.key).shellEntry as string, g.workers.map((w) => w.threadId)]));
  try {
    await page(renderer, '/on-one');
    current = builds.two;
    await page(renderer, '/on-two');
    const before = threads();
    // Several sweeps later both are there: the one in use, and the one a rollback would go back to.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(threads()).toEqual(before);
    current = builds.one;
    await page(renderer, '/rolled-back');
    expect(threads()[builds.one]).toEqual(before[builds.one]);
    // A third release: the two most recently rendered with stay, the other ends once idle.
    current = builds.three;
    await page(renderer, '/on-three');
    await until(() => renderer.stats().length === 2, 30, 'the oldest generation to end');
    expect(Object.keys(threads()).sort()).toEqual([builds.one, builds.three].sort());
  } finally {
    await renderer.close();
  }
});

it('a build whose worker cannot start is tried again only after a pause that doubles; pages go to the browser meanwhile', async () => {
  const entry = await shell('broken', 'throw new Error("this build cannot load");');
  const renderer = pool(() => entry, { startBackoffMs: 1_000 });
  try {
    const first = await renderer.render(registry, '/one', {}, documentFor);
    expect(first.kind).toBe('unavailable');
    expect(errors).toHaveLength(1);
    // Ten more pages within the pause start no worker: each is sent for the browser to render at once.
    for (let i = 0; i < 10; i++)
      expect(await renderer.render(registry, `/more-${i}`, {}, documentFor)).toEqual({ kind: 'unavailable', reason: expect.stringMatching(/failed to start/) });
    expect(renderer.stats()).toHaveLength(0);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ failures: 1, pauseMs: 1_000 });
    // After the pause a page tries once more; failing again, the next pause is twice as long.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await renderer.render(registry, '/after', {}, documentFor)).kind).toBe('unavailable');
    expect(errors).toHaveLength(2);
    expect(errors[1]).toMatchObject({ failures: 2, pauseMs: 2_000 });
  } finally {
    await renderer.close();
  }
});
