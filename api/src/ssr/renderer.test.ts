import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Registry } from '@storefront/registry/document';
import { API_ROOT } from '../config';
import { Renderer, type RenderOutcome } from './renderer';

/**
 * The render pool (ADR 0045) with a stand-in shell whose every page waits for this test's answer, so which
 * worker holds which render, and what a full queue answers, is known without timing anything.
 */

const SHELL = path.join(API_ROOT, 'test', 'fixtures', 'held-shell', 'server', 'render.cjs');
const registry: Registry = { remotes: {} };
const documentFor = async () => ({ start: '<html><body><div id="root">', end: () => '</div></body></html>' });

interface Held {
  url: string;
  thread: string;
  release: () => void;
}

const held: Held[] = [];
let arrived: () => void = () => {};
const server = http.createServer((req, res) => {
  const query = new URL(req.url ?? '/', 'http://test').searchParams;
  held.push({ url: query.get('url') ?? '', thread: query.get('thread') ?? '', release: () => res.end('ok') });
  arrived();
});
/** Resolves once `count` renders are waiting for their answer. */
const heldCount = (count: number) =>
  new Promise<void>((resolve) => {
    arrived = () => held.length >= count && resolve();
    arrived();
  });

let renderer: Renderer;
let releasesDir = '';

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  releasesDir = await mkdtemp(path.join(os.tmpdir(), 'sf-render-pool-'));
  renderer = new Renderer({
    shellEntry: () => SHELL,
    apiOrigin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    releasesDir,
    onRemoteFailure: () => {},
    log: { warn: () => {}, error: () => {} },
    workers: 2,
    perWorker: 1,
    queue: 1,
  });
});

afterAll(async () => {
  for (const h of held) h.release();
  await renderer.close();
  server.close();
  await rm(releasesDir, { recursive: true, force: true });
});

async function html(outcome: RenderOutcome): Promise<string> {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${JSON.stringify(outcome)}`);
  let text = '';
  for await (const chunk of outcome.body) text += String(chunk);
  return text;
}

it('shares concurrent renders among its workers, queues what they cannot take, and answers busy when the queue is full', async () => {
  // A first page has the first worker started (the queue of one is no room for a start-up's backlog).
  const warm = renderer.render(registry, '/warm', {}, documentFor);
  await heldCount(1);
  held.splice(0)[0].release();
  expect(await html(await warm)).toContain('/warm');

  const first = renderer.render(registry, '/one', {}, documentFor);
  const second = renderer.render(registry, '/two', {}, documentFor);
  // One render at a time per worker here: two at once can only be two workers.
  await heldCount(2);
  expect(new Set(held.map((h) => h.thread)).size).toBe(2);

  // Both workers busy: one more waits in the queue (of one), the next is turned away at once.
  const third = renderer.render(registry, '/three', {}, documentFor);
  expect(await renderer.render(registry, '/four', {}, documentFor)).toEqual({ kind: 'busy' });

  for (const h of held.splice(0)) h.release();
  await heldCount(1);
  held.splice(0)[0].release();
  const pages = await Promise.all([first, second, third].map(async (p) => html(await p)));
  expect(pages[0]).toContain('/one');
  expect(pages[1]).toContain('/two');
  expect(pages[2]).toContain('/three');
  const threads = pages.map((page) => /data-thread="(\d+)"/.exec(page)?.[1]);
  expect(new Set(threads.slice(0, 2)).size).toBe(2);

  const [generation] = renderer.stats();
  expect(generation.workers).toHaveLength(2);
  expect(generation.workers.every((w) => w.rendered > 0)).toBe(true);
  expect(generation.workers.reduce((n, w) => n + w.rendered, 0)).toBe(4);
  expect(generation.waiting).toBe(0);
});
