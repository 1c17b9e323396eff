import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { startTracing, stopTracing } from '../src/lib/tracing';
import { freePort, storeBuilt } from './built-store';
import { createTestApp, placeRelease } from './helpers';

/**
 * One server-rendered page as a trace (ADR 0047): the page's request, the render in its worker thread, the
 * worker's calls to the API and the API's queries on the embedded database all carry one trace id. The app
 * runs in this process on a real port (the worker calls it over HTTP), with the SDK's in-memory exporter.
 * Needs `pnpm build` (the shell's and the catalogue's server builds).
 */

const exporter = new InMemorySpanExporter();
let app: FastifyInstance | null = null;
let base = '';

beforeAll(async () => {
  if (!storeBuilt) return;
  // The module loader hook is the server's (src/server.ts starts tracing before importing the app); here the
  // modules are loaded already, and the spans asked for do not depend on patched modules.
  await startTracing({ exporter, simple: true, loaderHook: false });
  const port = await freePort();
  app = await createTestApp({ config: { port, shellDist: path.join(REPO_ROOT, 'shell', 'dist'), pageCache: false } });
  await placeRelease('catalog', path.join(REPO_ROOT, 'mf-catalog', 'dist'), { registry: app.registry, version: 'traced' });
  await app.listen({ port, host: '127.0.0.1' });
  base = `http://127.0.0.1:${port}`;
}, 180_000);

afterAll(async () => {
  await app?.close();
  await stopTracing();
});

const inTrace = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);

/** Whether `span` descends from `ancestor` within the trace's spans. */
function descends(span: ReadableSpan, ancestor: ReadableSpan, spans: ReadableSpan[]): boolean {
  const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
  for (let parent = span.parentSpanContext?.spanId; parent; parent = byId.get(parent)?.parentSpanContext?.spanId)
    if (parent === ancestor.spanContext().spanId) return true;
  return false;
}

describe.skipIf(!storeBuilt)('traces of a server-rendered page', () => {
  it('one trace id across the page request, the render worker, its API calls and their queries', async () => {
    const list = (await (await fetch(`${base}/api/catalog/products?sort=sales&page=1&limit=10`)).json()) as { data: { list: { id: number }[] } };
    if (!list.data?.list?.length) throw new Error(JSON.stringify(list).slice(0, 500));
    const id = list.data.list[0].id;
    exporter.reset();

    const page = await fetch(`${base}/shop/goodDetails/${id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('cat-detail__name');

    // The worker's spans reach the exporter through the main thread a moment after the page's last byte.
    let spans: ReadableSpan[] = [];
    let request: ReadableSpan | undefined;
    let render: ReadableSpan | undefined;
    for (let i = 0; i < 200 && !render; i++) {
      request = exporter.getFinishedSpans().find((s) => s.name === 'request' && s.attributes['url.path'] === `/shop/goodDetails/${id}`);
      spans = request ? inTrace(request.spanContext().traceId) : [];
      render = spans.find((s) => s.name === 'render');
      if (!render) await new Promise((r) => setTimeout(r, 50));
    }
    expect(request, 'the page request span').toBeDefined();
    expect(render, 'the render span of the worker').toBeDefined();
    expect(render!.attributes['thread.id']).not.toBe(threadId);
    expect(descends(render!, request!, spans)).toBe(true);

    // The page's data: the worker's HTTP call, and the API's request for it, both under the render.
    const apiRequest = spans.find((s) => s.name === 'request' && String(s.attributes['url.path']).startsWith(`/api/catalog/products/${id}`));
    expect(apiRequest, 'the API request of the product').toBeDefined();
    const call = spans.find(
      (s) => s.kind === SpanKind.CLIENT && s.attributes['thread.id'] === render!.attributes['thread.id'] && descends(apiRequest!, s, spans),
    );
    expect(call, 'the data call of the worker that made it').toBeDefined();
    expect(descends(call!, render!, spans)).toBe(true);

    // A query of the embedded database, made for that API request. On PostgreSQL the query spans are pg's
    // instrumentation's, which patches pg as the server starts (src/server.ts); this app's pg was loaded
    // with the test's modules, before tracing started, so the suite on PostgreSQL checks the rest of the trace.
    if (!process.env.DATABASE_URL) {
      const query = spans.find((s) => s.attributes['storefront.db.driver'] === 'pglite' && descends(s, apiRequest!, spans));
      expect(query, 'a database span of the API request').toBeDefined();
      expect(query!.attributes['db.query.text']).toMatch(/^select/i);
    }
    expect(new Set(spans.map((s) => s.spanContext().traceId)).size).toBe(1);
  });
});
