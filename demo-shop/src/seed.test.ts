import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from 'api/db';
import { contentArticles, coupons, mediaFiles, products, reviews, skus, specWords } from 'api/db-schema';
import { buildCatalog } from './catalog';
import { ARTICLES } from './content-data/structure';
import { specWords as vocabulary } from './spec-words';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The seed command as `pnpm seed` runs it, on `dataDir`'s embedded database. */
function seed(dataDir: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '', ...env },
  });
}

/** Row counts of what the demo shop writes, and the rows a shopper sees first. */
async function snapshot(dataDir: string) {
  const database = await openPglite({ dir: path.join(dataDir, 'db') });
  try {
    const { db } = database;
    const n = async (table: PgTable) => Number((await db.select({ n: count() }).from(table))[0].n);
    return {
      counts: {
        products: await n(products),
        skus: await n(skus),
        reviews: await n(reviews),
        media: await n(mediaFiles),
        articles: await n(contentArticles),
        coupons: await n(coupons),
        words: await n(specWords),
      },
      products: await db.select().from(products).orderBy(products.id),
      skus: await db.select().from(skus).orderBy(skus.id),
    };
  } finally {
    await database.close();
  }
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'sf-demo-shop-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the seed command', () => {
  it('fills an empty database with the demo shop, and a second run leaves the same rows', async () => {
    const first = await seed(dataDir);
    expect(first.stdout).toContain('demo shop seeded (pglite)');
    const before = await snapshot(dataDir);
    const words = Object.values(vocabulary).reduce((n, w) => n + Object.keys(w.name).length + Object.keys(w.value).length, 0);
    expect(before.counts).toMatchObject({ products: buildCatalog().products.length, articles: ARTICLES.length, coupons: 3, words });
    expect(before.counts.products).toBe(120);
    expect(before.counts.reviews).toBeGreaterThan(0);

    await seed(dataDir);
    expect(await snapshot(dataDir)).toEqual(before);
  });

  it('with --if-asked seeds only when SEED_DEMO=true, and refuses any other value', async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'sf-demo-shop-asked-'));
    try {
      const skipped = await seed(fresh, ['--if-asked'], { SEED_DEMO: 'false' });
      expect(skipped.stdout).toBe('');
      const refused = await seed(fresh, ['--if-asked'], { SEED_DEMO: 'yes' }).catch((error: { code: number; stderr: string }) => error);
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('SEED_DEMO must be true or false, not "yes"') });
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });
});
