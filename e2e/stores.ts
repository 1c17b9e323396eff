import { resolve } from 'node:path';

/**
 * The journeys run in E2E_STORES workers, each against a store of its own (own port, own embedded database,
 * own releases folder): shoppers' throttles, the registry and the canary of one worker never meet another's.
 * A worker process knows its slot from TEST_PARALLEL_INDEX, which Playwright sets before it loads anything.
 */
const asked = Number.parseInt(process.env.E2E_STORES ?? '', 10);
export const STORES = asked > 0 ? asked : 2;
const basePort = Number(process.env.E2E_PORT ?? 8181);

export function storePort(slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): number {
  return basePort + slot;
}

export function storeDataDir(port = storePort()): string {
  const base = process.env.E2E_DATA_DIR;
  return base ? resolve(base, String(port)) : resolve(import.meta.dirname, '../var/e2e', String(port));
}
