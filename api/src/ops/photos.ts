import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prunePhotos } from '../lib/photo-prune';
import { photoDir } from '../lib/photos';

const USAGE = `usage: pnpm --filter api photos prune [--dry-run]
  prune      delete the files in PHOTO_DIR that no row of the configured database names (catalogue photos,
             review pictures, avatars), none younger than an hour; prints each file and the bytes freed
  --dry-run  print what would be deleted, delete nothing`;

// On the configured database (DATABASE_URL, else the embedded one in DATA_DIR, which only one process may
// open: stop the server first, or use PostgreSQL). pnpm passes a separating '--' through.
const argv = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
const dryRun = argv.includes('--dry-run');
const unknown = argv.slice(1).filter((arg) => arg !== '--dry-run');
if (argv[0] !== 'prune' || unknown.length) {
  console.log(USAGE);
  process.exit(argv[0] === '--help' || argv[0] === '-h' ? 0 : 2);
}

const config = loadConfig(process.env, { secrets: false });
const database = await openDatabase(config).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
let code = 1;
try {
  const dir = photoDir();
  const result = await prunePhotos(database.db, { dir, dryRun });
  const verb = dryRun ? 'would remove' : 'removed';
  for (const file of result.removed) console.log(`${verb} ${file.name} (${file.bytes} bytes)`);
  const mb = (result.bytes / 1_048_576).toFixed(1);
  console.log(
    `${dir}: ${result.removed.length} files ${dryRun ? 'to remove' : 'removed'}, ${result.bytes} bytes (${mb} MB) ${dryRun ? 'to free' : 'freed'}; ${result.rows} photo rows`,
  );
  code = 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await database.close();
}
process.exit(code);
