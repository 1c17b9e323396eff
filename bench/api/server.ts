// The store API as `npm start` runs it (with BENCH_PAGES=true its server-rendered pages too; without, the
// API only): the demo shop seeded into the configured database, then the server.
import { buildApp } from 'api/app';
import { loadConfig } from 'api/config';
import { openDatabase } from 'api/db';
import { seedDemoShop } from '@storefront/demo-shop/seed';

const loaded = loadConfig();
const config = { ...loaded, shellDist: process.env.BENCH_PAGES === 'true' ? loaded.shellDist : null };
// BENCH_SEED=false: the caller filled the database itself (the search benchmark's 10,000 products).
if (process.env.BENCH_SEED !== 'false') {
  const seeding = await openDatabase(config);
  try {
    await seedDemoShop(seeding);
  } finally {
    await seeding.close();
  }
}
const app = await buildApp({ config, logger: false });
const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
await app.listen({ port: config.port, host: '127.0.0.1' });
