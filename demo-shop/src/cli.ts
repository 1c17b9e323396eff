import { loadConfig } from 'api/config';
import { openDatabase } from 'api/db';
import { seedDemoShop } from './seed';

// Seeds the demo shop into the configured database (PGlite in DATA_DIR/db, or DATABASE_URL), then exits.
//   --if-asked       only when SEED_DEMO=true (how `pnpm serve` runs it before the server starts)
//   --no-migrations  the tables exist already: only write the data (a test schema its caller migrated)
const flags = new Set(process.argv.slice(2));
const unknown = [...flags].filter((flag) => flag !== '--if-asked' && flag !== '--no-migrations');
if (unknown.length) {
  console.error(`unknown option ${unknown.join(', ')}; usage: seed [--if-asked] [--no-migrations]`);
  process.exit(2);
}
const asked = process.env.SEED_DEMO || 'false';
if (asked !== 'true' && asked !== 'false') {
  console.error(`SEED_DEMO must be true or false, not "${asked}"`);
  process.exit(1);
}
if (flags.has('--if-asked') && asked !== 'true') process.exit(0);

const database = await openDatabase(loadConfig(process.env, { secrets: false })).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  await seedDemoShop(database, { log: (line) => console.log(line), migrate: !flags.has('--no-migrations') });
  console.log(`demo shop seeded (${database.driver})`);
} finally {
  await database.close();
}
