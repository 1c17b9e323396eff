import { loadConfig } from '../config';
import { openDatabase, prepareDatabase } from '../db/client';

// Migrates and seeds the configured database (PGlite in DATA_DIR/db or DATABASE_URL), then exits.
const database = await openDatabase(loadConfig()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  await prepareDatabase(database, { log: (line) => console.log(line) });
  console.log(`seeded (${database.driver})`);
} finally {
  await database.close();
}
