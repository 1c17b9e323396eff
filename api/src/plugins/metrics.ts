import { timingSafeEqual } from 'node:crypto';
import client from '@prometheus-io/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { assessCanaries, vitalsStats } from '@storefront/registry/canary-health';
import { isProduction, type Config } from '../config';
import { AUTH_FAILED } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { REMOTES } from '@storefront/shared/routes';

/** What other plugins record; the rest is read from the app when Prometheus scrapes. */
export interface AppMetrics {
  registry: client.Registry;
  /** Seconds from asking a render worker for a page to its last byte, by the page's remote and its version. */
  renderSeconds: client.Histogram<'remote' | 'version'>;
  /** Lookups in each instance's copies of public answers (plugins/public-cache.ts), by family and result. */
  cacheLookups: client.Counter<'cache' | 'result'>;
  /** Requests turned away at once because the instance was too busy (ADR 0045), by why and by what they got. */
  shed: client.Counter<'reason' | 'answer'>;
  /** A domain's queue whose depth is read at each scrape (the mail outbox registers itself). */
  watchQueue(queue: string, depth: () => Promise<number>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    appMetrics: AppMetrics;
  }
}

export interface MetricsPluginOptions {
  config: Pick<Config, 'nodeEnv' | 'metricsToken' | 'canary'>;
}

/** Whether the request carries METRICS_TOKEN as its bearer token (compared in constant time). */
export function hasMetricsToken(request: FastifyRequest, token: string | null): boolean {
  if (!token) return false;
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics (ADR 0040): fastify-metrics times every route by route pattern, method and status;
 * the store adds rendering, cache, database pool, queues and canaries. One registry per app, so tests
 * that build several apps in one process never meet a metric registered twice.
 */
async function metrics(app: FastifyInstance, options: MetricsPluginOptions) {
  const { config } = options;
  const registry = new client.Registry();
  await app.register(fastifyMetrics, {
    promClient: client as never,
    // Served below, behind the token.
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry as never },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      routeBlacklist: ['/metrics'],
      // The summary is always made; the histogram alone is kept (quantiles come from its buckets).
      overrides: { histogram: { registers: [registry as never] }, summary: { registers: [] } },
    },
  });

  const renderSeconds = new client.Histogram({
    name: 'storefront_render_duration_seconds',
    help: 'Server rendering of a page, from the request to the render worker to its last byte, by the remote that owns the page and its version',
    labelNames: ['remote', 'version'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cacheLookups = new client.Counter({
    name: 'storefront_cache_lookups_total',
    help: 'Lookups in the copies of public answers: catalog, content and shop lists, and pages; result hit or miss',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });

  const shed = new client.Counter({
    name: 'storefront_shed_total',
    help: 'Requests answered at once because the instance was too busy: reason render_queue (every render worker busy, queue full) or pressure (event-loop delay or memory); answer stale (an older copy of the page) or 503',
    labelNames: ['reason', 'answer'] as const,
    registers: [registry],
  });

  new client.Gauge({
    name: 'storefront_db_pool_connections',
    help: 'Database connections by state (total, idle, waiting clients); the embedded PGlite is one connection and has no pool',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (app.database.driver === 'pg') {
        const pool = app.database.client as pg.Pool;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });
  const queues = new Map<string, () => Promise<number>>();
  new client.Gauge({
    name: 'storefront_queue_depth',
    help: 'Work waiting: mail in the outbox not yet sent (every instance sees the same), periodic jobs running on this instance',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.set({ queue: 'jobs' }, app.jobs.running());
      for (const [queue, depth] of queues) {
        try {
          this.set({ queue }, await depth());
        } catch (error) {
          app.log.warn({ err: error, queue }, 'metrics: could not read a queue depth');
        }
      }
    },
  });
  const canaryPercent = new client.Gauge({
    name: 'storefront_canary_percent',
    help: 'Running canaries: the share of browsers served the canary version, by remote, canary version and stable version',
    labelNames: ['remote', 'version', 'stable'] as const,
    registers: [registry],
  });
  new client.Gauge({
    name: 'storefront_canary_clients',
    help: 'Distinct browsers over the canary window, by remote, side (canary or stable) and what they did (served or failing)',
    labelNames: ['remote', 'side', 'kind'] as const,
    registers: [registry],
    async collect() {
      canaryPercent.reset();
      this.reset();
      try {
        const health = await assessCanaries(app.db, await app.registry.read(), config.canary, new Date());
        for (const canary of health) {
          canaryPercent.set({ remote: canary.remote, version: canary.version, stable: canary.stable }, canary.percent);
          for (const [side, stats] of [
            ['canary', canary.canaryStats],
            ['stable', canary.stableStats],
          ] as const) {
            this.set({ remote: canary.remote, side, kind: 'served' }, stats.served);
            this.set({ remote: canary.remote, side, kind: 'failing' }, stats.failing);
          }
        }
      } catch (error) {
        app.log.warn({ err: error }, 'metrics: could not assess the canaries');
      }
    },
  });

  new client.Gauge({
    name: 'storefront_web_vital_p75',
    help: "Real page views over the canary window: p75 of each client's median LCP and INP (seconds) and CLS (score), by the page's remote and its version",
    labelNames: ['remote', 'version', 'metric'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const since = new Date(Date.now() - config.canary.windowSeconds * 1000);
        for (const remote of REMOTES) {
          for (const [version, vitals] of await vitalsStats(app.db, remote, null, since)) {
            for (const metric of ['INP', 'LCP', 'CLS'] as const) {
              const p75 = vitals.p75[metric];
              if (p75 !== null) this.set({ remote, version, metric }, metric === 'CLS' ? p75 : p75 / 1000);
            }
          }
        }
      } catch (error) {
        app.log.warn({ err: error }, 'metrics: could not read the web vitals');
      }
    },
  });

  app.decorate('appMetrics', {
    registry,
    renderSeconds,
    cacheLookups,
    shed,
    watchQueue: (queue, depth) => void queues.set(queue, depth),
  } satisfies AppMetrics);

  // Production serves them only behind the token; elsewhere they are open unless a token is set.
  if (isProduction(config) && !config.metricsToken) return;
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (config.metricsToken && !hasMetricsToken(request, config.metricsToken)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new ApiError(401, AUTH_FAILED, 'authFailed');
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

export default fp(metrics, { name: 'metrics', dependencies: ['errors'] });
