import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from '@storefront/registry/document';
import { REMOTES } from '@storefront/shared/routes';
import type { Config } from '../config';
import { ANY_TABLE } from './shared-state';

/** Every public page and every kept JSON answer carries it (lib/page-keys.ts, plugins/public-cache.ts). */
const EVERYTHING = 'shop';
/** A purge that has not answered by then is given up (logged): the copy then lives out its s-maxage. */
const PURGE_TIMEOUT_MS = 1000;

/**
 * The surrogate keys a committed change to `table` makes stale in a shared cache. The notices name tables,
 * not rows, so a catalogue change purges everything that shows the catalogue (its pages, pages linking a
 * product or category, its JSON), a content change the content pages, and the shop's own tables (languages,
 * currencies, switches: in every page's header) everything. Releases are handled apart (`releaseKeys`).
 */
export function purgeKeysOf(table: string): string[] {
  if (table === ANY_TABLE || table === 'languages' || table === 'currencies' || table === 'settings') return [EVERYTHING];
  if (table.startsWith('content_')) return ['content'];
  return ['catalog'];
}

/**
 * What a release, rollback or canary change makes stale: the pages of each remote (and the shell) whose
 * current version or canary moved, named by the version they were rendered with; everything when the
 * registry before is unknown.
 */
export function releaseKeys(before: Registry | null, after: Registry): string[] {
  if (!before) return [EVERYTHING];
  const keys: string[] = [];
  for (const remote of REMOTES) {
    const was = before.remotes[remote];
    const now = after.remotes[remote];
    if (was?.current === now?.current && (was?.canary?.version ?? null) === (now?.canary?.version ?? null)) continue;
    keys.push(`remote:${remote}@${was?.current ?? 'none'}`);
  }
  // The shell is in every page: its release purges them all.
  if ((before.shell?.current ?? null) !== (after.shell?.current ?? null)) keys.push(`shell@${before.shell?.current ?? 'built'}`);
  return keys;
}

export interface SharedCachePurgeOptions {
  config: Pick<Config, 'varnishPurgeUrl'>;
}

/**
 * Tells the shared cache in front of the instances (Varnish with xkey, ADR 0046) what every change notice
 * made stale, by surrogate key, as the instance drops its own copies. Each instance hears every notice and
 * purges: a purge is idempotent, and one instance down loses none. Keys of one burst of notices go in one
 * request. A write's answer leaves once its purges are answered, so the next read through the cache sees it.
 */
async function sharedCachePurge(app: FastifyInstance, options: SharedCachePurgeOptions) {
  const target = options.config.varnishPurgeUrl;
  if (!target) return;
  const queued = new Set<string>();
  const inFlight = new Set<Promise<void>>();
  let scheduled = false;
  let warnedAt = 0;
  let known: Registry | null = null;
  app.addHook('onListen', async () => {
    known = await app.registry.read().catch(() => null);
  });

  const send = async (keys: string[]) => {
    try {
      const response = await fetch(`${target}/`, { method: 'PURGE', headers: { xkey: keys.join(' ') }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`the shared cache answered ${response.status} to a purge`);
      await response.arrayBuffer();
    } catch (error) {
      // Once a minute at most: while it is down every notice meets the same failure.
      if (Date.now() - warnedAt < 60_000) return;
      warnedAt = Date.now();
      app.log.warn({ err: error, keys }, 'shared cache purge failed: its copies live out their s-maxage');
    }
  };
  const flush = () => {
    scheduled = false;
    if (!queued.size) return;
    const keys = queued.has(EVERYTHING) ? [EVERYTHING] : [...queued];
    queued.clear();
    const sent = send(keys).finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  };
  const purge = (keys: string[]) => {
    for (const key of keys) queued.add(key);
    if (scheduled) return;
    scheduled = true;
    // Notices of one commit arrive together: one request for all of them.
    setImmediate(flush);
  };
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked = work.finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  const unsubscribe = app.changes.subscribe((table) => {
    if (table !== 'release_registry') return purge(purgeKeysOf(table));
    // The registry plugin has dropped its copy (it listens first): this reads the committed registry.
    track(
      app.registry.read().then(
        (after) => {
          purge(releaseKeys(known, after));
          known = after;
        },
        () => {
          known = null;
          purge([EVERYTHING]);
        },
      ),
    );
  });
  app.addHook('onClose', async () => unsubscribe());
  // After shared-state's own wait for this instance's notices (hooks run in the order they were added).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
    await Promise.all(pending);
    if (scheduled) flush();
    await Promise.all(inFlight);
    return payload;
  });
}

export default fp(sharedCachePurge, { name: 'shared-cache-purge', dependencies: ['shared-state', 'registry'] });
