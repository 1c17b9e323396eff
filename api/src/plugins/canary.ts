import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkCanaries } from '@storefront/registry/canary-health';
import type { Config } from '../config';

export interface CanaryPluginOptions {
  config: Pick<Config, 'canary'>;
}

/** Advisory lock key of the canary check (any constant shared by every instance). */
const CHECK_LOCK = 0x5f_ca_9a_01;

/**
 * The automatic canary rule (ADR 0019), run every CANARY_CHECK_SECONDS. Under several instances on
 * PostgreSQL only the one holding the advisory lock checks; the registry change it makes is conditional
 * anyway, so a race ends a canary once.
 */
async function canaryGuard(app: FastifyInstance, options: CanaryPluginOptions) {
  const { canary: settings } = options.config;
  if (settings.checkSeconds <= 0) return;
  // Who the registry's history names for the rule's decisions.
  const by = `automatic (${os.hostname()} pid ${process.pid})`;
  let running = false;
  const check = async () => {
    const results = await checkCanaries(app.db, app.registry, settings, { now: new Date(), by });
    for (const r of results)
      if (r.verdict !== 'running')
        app.log.warn({ remote: r.remote, version: r.version, verdict: r.verdict, reason: r.reason }, 'canary decided by the automatic rule');
  };
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // The embedded database belongs to this one process: nobody to take turns with.
      if (app.database.driver === 'pglite') await check();
      else
        await app.db.transaction(async (tx) => {
          const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${CHECK_LOCK}) as locked`)) as unknown as { rows: { locked: boolean }[] };
          if (result.rows[0]?.locked) await check();
        });
    } catch (error) {
      app.log.error({ err: error }, 'canary check failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), settings.checkSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(canaryGuard, { name: 'canary', dependencies: ['db', 'registry'] });
