/**
 * Catalogue import time: a made-up file of 10,000 products with 40,000 SKUs and texts in nine languages,
 * imported into an empty embedded database, then imported again (nothing changes), then the export; the
 * same on PostgreSQL when BENCH_PG_URL names a database (in a database of its own, dropped after). Prints
 * seconds and the machine; asserts nothing.
 *
 *   npx -y pnpm@10.34.9 run bench:catalog
 *   BENCH_PRODUCTS=2000 BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npx -y pnpm@10.34.9 run bench:catalog
 */
import os from 'node:os';
import { exportCatalog, importCatalog, syntheticCatalog, writeCatalog } from 'api/catalog-file';
import { openPglite, openPostgres, prepareDatabase, type Database } from 'api/db';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const file = writeCatalog(syntheticCatalog(PRODUCTS, 'bench'));

async function timed<T>(work: () => Promise<T>): Promise<[T, string]> {
  const started = performance.now();
  const result = await work();
  return [result, ((performance.now() - started) / 1000).toFixed(1)];
}

async function measure(label: string, database: Database) {
  await prepareDatabase(database);
  const [first, firstSeconds] = await timed(() => importCatalog(database.db, 'bench.jsonl', file));
  if (!first.ok) throw new Error(`import refused: ${first.errors.length} errors`);
  const [, againSeconds] = await timed(() => importCatalog(database.db, 'bench.jsonl', file));
  const [exported, exportSeconds] = await timed(() => exportCatalog(database.db));
  return {
    store: label,
    products: first.summary.products.created,
    skus: first.summary.skus.created,
    importS: firstSeconds,
    reimportS: againSeconds,
    exportS: exportSeconds,
    exportMiB: (exported.length / 2 ** 20).toFixed(1),
  };
}

console.log(
  `machine: ${os.cpus().length} x ${os.cpus()[0]?.model}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load ${os.loadavg()[0]!.toFixed(1)}; Node ${process.version}`,
);
console.log(`file: ${PRODUCTS} products, ${(file.length / 2 ** 20).toFixed(1)} MiB`);
const rows = [];
const pglite = await openPglite();
try {
  rows.push(await measure('PGlite (in memory)', pglite));
} finally {
  await pglite.close();
}
if (process.env.BENCH_PG_URL) {
  // A database of its own, dropped after: the migrations write to its public schema.
  const name = `bench_catalog_${process.pid}`;
  const admin = await openPostgres({ url: process.env.BENCH_PG_URL, max: 1 });
  await admin.db.execute(`create database "${name}"`);
  const url = new URL(process.env.BENCH_PG_URL);
  url.pathname = `/${name}`;
  const postgres = await openPostgres({ url: url.toString(), max: 4 });
  try {
    rows.push(await measure('PostgreSQL', postgres));
  } finally {
    await postgres.close();
    await admin.db.execute(`drop database "${name}"`);
    await admin.close();
  }
}
console.table(rows);
