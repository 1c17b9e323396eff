import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Config } from '../config';
import { redisThrottleStore } from '../lib/redis-throttle';
import { useThrottleStore } from '../lib/throttle';

/** Channel of the statement triggers of migration 0007; the payload is "schema.table". */
const CHANNEL = 'storefront_changes';
/** Told to listeners when notices may have been missed (the listening connection dropped): drop everything. */
export const ANY_TABLE = '*';

export interface ChangeFeed {
  /** True while committed changes are being announced: only then may an instance keep copies. */
  readonly live: boolean;
  /** Called with the table name of each committed change, or ANY_TABLE; returns the unsubscribe. */
  subscribe(listener: (table: string) => void): () => void;
  /** Resolves once every change this instance committed so far has been announced to its own listeners. */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
    /** The Redis connection of REDIS_URL (throttles, rate limits), null without one: readiness pings it. */
    sharedRedis: Redis | null;
  }
}

export interface SharedStatePluginOptions {
  config: Pick<Config, 'redisUrl'>;
}

/**
 * What every instance must agree on when several run on one PostgreSQL: the change feed (LISTEN on the
 * database's statement triggers) that tells each instance to drop its copies (the release registry's
 * among them, plugins/registry.ts), and the throttles in Redis when REDIS_URL is set. The embedded store
 * listens to PGlite in-process.
 */
async function sharedState(app: FastifyInstance, options: SharedStatePluginOptions) {
  const listeners = new Set<(table: string) => void>();
  const emit = (table: string) => {
    for (const listener of listeners) {
      try {
        listener(table);
      } catch (error) {
        app.log.error({ err: error }, 'change listener failed');
      }
    }
  };
  const feed = {
    live: false,
    subscribe: (listener: (table: string) => void) => (listeners.add(listener), () => listeners.delete(listener)),
    settled: () => Promise.resolve(),
  };
  app.decorate('changes', feed as ChangeFeed);
  // A writer reads its own writes: its answer leaves only once its change notices are back (PostgreSQL
  // delivers them after commit, on another connection), so a read that follows never meets a stale copy.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') await feed.settled();
    return payload;
  });
  let stop: () => Promise<void>;

  if (app.database.driver === 'pglite') {
    // Delivered in-process when the change commits, before the writer's query returns.
    const unlisten = await (app.database.client as PGlite).listen(CHANNEL, (payload) => emit(payload.slice(payload.indexOf('.') + 1)));
    feed.live = true;
    stop = () => unlisten();
  } else {
    const schema = await scalar(app, sql`select current_schema() as value`);
    const barriers = createBarriers(app, schema);
    feed.settled = () => (feed.live ? barriers.wait() : Promise.resolve());
    stop = await listenOnPostgres(
      app,
      (app.database.client as pg.Pool).options,
      schema,
      (table) => (barriers.arrived(table) ? undefined : emit(table)),
      (live) => {
        feed.live = live;
        if (!live) barriers.releaseAll();
        // Notices may have been missed while disconnected, or are about to stop: every copy is suspect.
        emit(ANY_TABLE);
      },
    );
  }

  let redis: Redis | null = null;
  if (options.config.redisUrl) {
    redis = new Redis(options.config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true, connectionName: 'storefront' });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis'));
    await redis.connect();
    const namespace = await scalar(app, sql`select current_database() || '.' || current_schema() as value`);
    let warnedAt = 0;
    useThrottleStore(redisThrottleStore(redis, namespace), (error) => {
      // Once a minute at most: every counted request meets the same outage.
      if (Date.now() - warnedAt < 60_000) return;
      warnedAt = Date.now();
      app.log.warn({ err: error }, 'Redis unavailable: throttles count in the database and rate limits in this instance until it is back');
    });
  }
  app.decorate('sharedRedis', redis);

  app.addHook('onClose', async () => {
    if (redis) {
      useThrottleStore(null);
      await redis.quit().catch(() => {});
    }
    await stop();
  });
}

const BARRIER = '~settled:';
/** Past this a writer answers anyway: its readers then wait at most for the notice itself. */
const BARRIER_TIMEOUT_MS = 1000;

/**
 * Notices of one channel arrive in commit order, so a notice this instance sends after its writes have
 * committed comes back after theirs: waiting for it means every earlier notice has been handled.
 */
function createBarriers(app: FastifyInstance, schema: string) {
  const instance = randomUUID();
  const pending = new Map<string, () => void>();
  let next = 0;
  return {
    async wait(): Promise<void> {
      const id = `${BARRIER}${instance}:${next++}`;
      const back = new Promise<void>((resolve) => {
        const timer = setTimeout(() => (pending.delete(id), resolve()), BARRIER_TIMEOUT_MS);
        pending.set(id, () => (clearTimeout(timer), pending.delete(id), resolve()));
      });
      try {
        await app.db.execute(sql`select pg_notify(${CHANNEL}, ${`${schema}.${id}`})`);
      } catch (error) {
        app.log.warn({ err: error }, "change notices: could not wait for this instance's own notices");
        pending.get(id)?.();
      }
      await back;
    },
    /** True for a barrier (this instance's or another's), which is no table change. */
    arrived(table: string): boolean {
      if (!table.startsWith(BARRIER)) return false;
      pending.get(table)?.();
      return true;
    },
    releaseAll(): void {
      for (const release of [...pending.values()]) release();
    },
  };
}

/** One text value; PGlite and pg shape raw results alike here (rows of objects). */
async function scalar(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<string> {
  const result = (await app.db.execute(query)) as unknown as { rows: { value: string }[] };
  return result.rows[0].value;
}

/**
 * One connection outside the pool holds LISTEN; when it drops, the instance stops trusting its copies
 * (`onLive(false)`) and reconnects with a growing pause, then trusts them again once listening.
 */
async function listenOnPostgres(
  app: FastifyInstance,
  poolOptions: pg.PoolConfig,
  schema: string,
  emit: (table: string) => void,
  onLive: (live: boolean) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let pause = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: poolOptions.connectionString, options: poolOptions.options });
    next.on('notification', (message) => {
      const payload = message.payload ?? '';
      const dot = payload.indexOf('.');
      // Test files share one database, each in its own schema: only this schema's changes matter.
      if (payload.slice(0, dot) === schema) emit(payload.slice(dot + 1));
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('end');
      next.end().catch(() => {});
      if (closed) return;
      app.log.warn({ err: error }, 'change notices lost: public answers are not cached until they are back');
      onLive(false);
      retry = setTimeout(() => void reconnect(), pause);
      pause = Math.min(pause * 2, 5000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    pause = 250;
    onLive(true);
  };
  const reconnect = async () => {
    retry = null;
    if (closed) return;
    try {
      await connect();
    } catch (error) {
      app.log.warn({ err: error }, 'change notices: reconnecting');
      retry = setTimeout(() => void reconnect(), pause);
      pause = Math.min(pause * 2, 5000);
    }
  };
  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    onLive(false);
    await current?.end().catch(() => {});
  };
}

export default fp(sharedState, { name: 'shared-state', dependencies: ['db'] });
