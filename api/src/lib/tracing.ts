import type { PGlite } from '@electric-sql/pglite';
import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import type { ReadableSpan, SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { FastifyPluginCallback } from 'fastify';
import { BroadcastChannel, getEnvironmentData, isMainThread, setEnvironmentData, threadId } from 'node:worker_threads';

/**
 * OpenTelemetry traces (ADR 0047). Off unless OTEL_EXPORTER_OTLP_ENDPOINT (or its traces variant) is set:
 * then nothing of the SDK is loaded and every call here is a check of one variable or the API's no-op.
 *
 * On: the main thread owns the one exporter. Render workers (their own module graphs) trace with a provider of
 * their own whose finished spans go to the main thread over a BroadcastChannel, so one exporter, one resource
 * and one batch hold a page's whole trace, whatever the exporter is (OTLP, or a test's in-memory one).
 */

const WORKERS_TRACE = 'storefront.tracing';
const SPANS_CHANNEL = 'storefront.tracing.spans';
const TRACER = 'storefront';
const MAX_QUERY_TEXT = 2000;

interface Started {
  shutdown(): Promise<void>;
}
let started: Started | null = null;

/** Whether traces are being recorded in this thread. */
export function tracingEnabled(): boolean {
  return started !== null;
}

/** Whether the environment asks for traces (the standard OpenTelemetry variables). */
export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export interface StartTracingOptions {
  /** Where finished spans go; default the OTLP http/protobuf exporter configured by the OTEL_* variables. */
  exporter?: SpanExporter;
  /** Export each span as it ends (tests) instead of in batches. */
  simple?: boolean;
  /** false: no ESM loader hook (a test whose modules are loaded already). */
  loaderHook?: boolean;
}

/**
 * Starts tracing in the main thread: the SDK, the HTTP, pg and ioredis instrumentations (with the ESM loader
 * hook they need under tsx), and the spans of render workers. Call it before the app's modules are imported.
 */
export async function startTracing(options: StartTracingOptions = {}): Promise<boolean> {
  if (started) return true;
  if (!options.exporter && !tracingConfigured()) return false;
  const [{ NodeTracerProvider }, { BatchSpanProcessor, SimpleSpanProcessor }, resources, { registerInstrumentations }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
  ]);
  // ESM imports of pg and ioredis (CommonJS packages) do not go through require(), which is all
  // require-in-the-middle sees; import-in-the-middle's loader hook, limited to them, lets the instrumentations patch.
  if (options.loaderHook !== false)
    (await import('node:module')).register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: ['pg', 'pg-pool', 'ioredis'] } });
  const [{ HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const exporter = options.exporter ?? new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter();
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': 'storefront-api' }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const processor = options.simple ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter);
  const provider = new NodeTracerProvider({ resource, spanProcessors: [processor] });
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Probes and scrapes every second would be most of the traces.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => /^\/(api\/health|metrics)/.test(request.url ?? '') }),
      // Queries outside a request (the mail worker's polling, LISTEN) would each be a trace of their own.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  const fastifyOtel = new (await import('@fastify/otel')).FastifyOtelInstrumentation({
    ignorePaths: (route) => /^\/(api\/health|metrics)/.test(route.url),
    requestHook: (span, request) => span.setAttribute('http.request.id', request.id),
    // A span per request and per handler; one per hook (about twenty here) would be most of the cost and little use.
    instrumentHooks: false,
  });
  fastifyOtel.setTracerProvider(provider);
  fastifyPlugin = fastifyOtel.plugin();

  // Spans finished in render workers, given the main thread's resource and processor.
  const channel = new BroadcastChannel(SPANS_CHANNEL);
  channel.unref();
  channel.onmessage = (event) => {
    for (const span of (event as { data: WorkerSpan[] }).data) processor.onEnd(fromWorker(span, resource));
  };
  setEnvironmentData(WORKERS_TRACE, true);

  started = {
    async shutdown() {
      setEnvironmentData(WORKERS_TRACE, undefined);
      channel.close();
      unregister();
      fastifyOtel.disable();
      fastifyPlugin = null;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
  return true;
}

/** Flushes and stops tracing (server shutdown, the end of a test). */
export async function stopTracing(): Promise<void> {
  const current = started;
  started = null;
  await current?.shutdown();
}

let fastifyPlugin: FastifyPluginCallback | null = null;

/** @fastify/otel's plugin (request and hook spans) when tracing is on, registered first by the app. */
export function tracingPlugin(): FastifyPluginCallback | null {
  return fastifyPlugin;
}

/** The active trace as W3C headers for a message to another thread; undefined when tracing is off. */
export function traceCarrier(): Record<string, string> | undefined {
  if (!started) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** Runs `fn` in a span that is a child of the carrier's trace (another thread's); just `fn` when tracing is off. */
export async function inChildSpan<T>(carrier: Record<string, string> | undefined, name: string, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
  if (!started || !carrier) return fn();
  const parent = propagation.extract(context.active(), carrier);
  return trace.getTracer(TRACER).startActiveSpan(name, { attributes }, parent, (span) => ended(span, fn));
}

async function ended<T>(span: Span, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}

// --- render workers -------------------------------------------------------------------------------------

/** A finished span as it crosses threads (structured clone: no methods, no class instances). */
type WorkerSpan = Omit<ReadableSpan, 'spanContext' | 'resource' | 'parentSpanContext' | 'links'> & {
  context: { traceId: string; spanId: string; traceFlags: number };
  parent: { traceId: string; spanId: string; traceFlags: number } | undefined;
  links: { context: { traceId: string; spanId: string; traceFlags: number }; attributes?: Attributes }[];
};

const plainContext = (c: { traceId: string; spanId: string; traceFlags: number }) => ({ traceId: c.traceId, spanId: c.spanId, traceFlags: c.traceFlags });

function toMain(span: ReadableSpan): WorkerSpan {
  return {
    name: span.name,
    kind: span.kind,
    context: plainContext(span.spanContext()),
    parent: span.parentSpanContext ? plainContext(span.parentSpanContext) : undefined,
    startTime: span.startTime,
    endTime: span.endTime,
    status: span.status,
    attributes: { ...span.attributes, 'thread.id': threadId },
    links: span.links.map((l) => ({ context: plainContext(l.context), attributes: l.attributes })),
    events: span.events,
    duration: span.duration,
    ended: span.ended,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

function fromWorker(span: WorkerSpan, resource: ReadableSpan['resource']): ReadableSpan {
  const { context: own, parent, ...rest } = span;
  return { ...rest, spanContext: () => own, parentSpanContext: parent, resource };
}

/**
 * In a render worker, before the shell's server build is loaded: traces its renders and the page's API calls
 * (HTTP instrumentation, which also carries the trace to the API) when the main thread traces.
 */
export async function startWorkerTracing(): Promise<void> {
  if (started || isMainThread || getEnvironmentData(WORKERS_TRACE) !== true) return;
  const [{ NodeTracerProvider }, { registerInstrumentations }, { HttpInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
  ]);
  const channel = new BroadcastChannel(SPANS_CHANNEL);
  channel.unref();
  // One message per finished span: a page makes a handful, and the main thread batches them for export.
  const forward: SpanProcessor = {
    onStart: () => {},
    onEnd: (span) => channel.postMessage([toMain(span)]),
    forceFlush: async () => {},
    shutdown: async () => channel.close(),
  };
  const provider = new NodeTracerProvider({ spanProcessors: [forward] });
  provider.register();
  registerInstrumentations({ tracerProvider: provider, instrumentations: [new HttpInstrumentation()] });
  started = { shutdown: () => provider.shutdown() };
}

// --- database -------------------------------------------------------------------------------------------

interface Queryable {
  query: (query: string, ...rest: never[]) => Promise<unknown>;
}

/** The first word of a statement (SELECT, INSERT...), the span's name as OpenTelemetry's database conventions ask. */
const operation = (text: string) => /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';

function traceQuery(target: Queryable, system: string) {
  const original = target.query.bind(target) as (...args: unknown[]) => Promise<unknown>;
  (target as { query: unknown }).query = (text: string, ...rest: unknown[]) => {
    // Like pg's instrumentation: queries outside a traced request (periodic jobs) make no traces of their own.
    if (!trace.getSpan(context.active())) return original(text, ...rest);
    const tracer = trace.getTracer(TRACER);
    return tracer.startActiveSpan(
      operation(text),
      { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, MAX_QUERY_TEXT), 'storefront.db.driver': system } },
      (span) => ended(span, () => original(text, ...rest)),
    );
  };
}

/**
 * Spans for the embedded PGlite's queries (there is no instrumentation for it): its `query` and that of each
 * transaction, the two calls drizzle makes. PostgreSQL's queries are pg's instrumentation's.
 */
export function tracePglite(client: PGlite): PGlite {
  if (!started) return client;
  traceQuery(client as unknown as Queryable, 'pglite');
  const transaction = client.transaction.bind(client) as unknown as (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
  (client as { transaction: unknown }).transaction = (fn: (tx: Queryable) => Promise<unknown>) =>
    transaction((tx) => {
      traceQuery(tx, 'pglite');
      return fn(tx);
    });
  return client;
}
