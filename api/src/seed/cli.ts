import { loadConfig } from '../config';
import { openDatabase, prepareDatabase } from '../db/client';

// Migrates the configured database (PGlite in DATA_DIR/db or DATABASE_URL) and seeds the reference data and
// the demo shop on purpose, then exits.
const database = await openDatabase(loadConfig(process.env, { secrets: false })).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  await prepareDatabase(database, { log: (line) => console.log(line), demo: true });
  console.log(`seeded (${database.driver})`);
} finally {
  await database.close();
}
