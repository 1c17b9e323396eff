import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/**
 * The journeys run in E2E_STORES workers, each against a store of its own (own port, own embedded database,
 * own releases folder): shoppers' throttles, the registry and the canary of one worker never meet another's.
 * A worker process knows its slot from TEST_PARALLEL_INDEX, which Playwright sets before it loads anything.
 *
 * Unset, one store per two cores: each worker keeps a browser, a store with its render worker and the runner
 * busy, and two of them on two cores made every page wait for the other's (a test that took 25 s alone went
 * past a minute). E2E_STORES=N runs N at once on a bigger machine.
 */
const asked = Number.parseInt(process.env.E2E_STORES ?? '', 10);
export const STORES = asked > 0 ? asked : Math.max(1, Math.floor(availableParallelism() / 2));
const basePort = Number(process.env.E2E_PORT ?? 8181);

export function storePort(slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): number {
  return basePort + slot;
}

export function storeDataDir(port = storePort()): string {
  const base = process.env.E2E_DATA_DIR;
  return base ? resolve(base, String(port)) : resolve(import.meta.dirname, '../var/e2e', String(port));
}
