import { readFile, writeFile } from 'node:fs/promises';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { describeError, describeSummary, exportCatalog, importCatalog } from './index';

const USAGE = `Usage: pnpm --filter api catalog <command>
  import <file.jsonl> [--dry-run] [--photos <dir>]
                                    upsert the file's categories, vocabulary, products and SKUs by their keys
                                    (docs/catalog-format.md); a file with any error writes nothing; --dry-run
                                    says what would change and writes nothing; photo files are relative to
                                    --photos, else to the file's folder
  export [file.jsonl]               the shop's catalogue in the same format (standard output without a file)`;

// On the configured database (DATABASE_URL, else the embedded one in DATA_DIR, which only one process may
// open: stop the server first, or use PostgreSQL). pnpm passes a separating '--' through.
const argv = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
const [command, ...rest] = argv;
const dryRun = rest.includes('--dry-run');
const photosAt = rest.indexOf('--photos');
const photosDir = photosAt >= 0 ? rest[photosAt + 1] : undefined;
const paths = rest.filter((arg, i) => arg !== '--dry-run' && i !== photosAt && (photosAt < 0 || i !== photosAt + 1));
if ((photosAt >= 0 && !photosDir) || (!(command === 'import' && paths.length === 1) && !(command === 'export' && paths.length <= 1))) {
  console.log(USAGE);
  process.exit(command === '--help' || command === '-h' ? 0 : 2);
}

const database = await openDatabase(loadConfig(process.env, { secrets: false })).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
let code = 1;
try {
  if (command === 'import') {
    const file = paths[0]!;
    const started = performance.now();
    const result = await importCatalog(database.db, file, await readFile(file, 'utf8'), { dryRun, photosDir });
    if (result.ok) {
      console.log(`${result.dryRun ? 'dry run, nothing written' : 'imported'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      for (const line of describeSummary(result.summary)) console.log(line);
      code = 0;
    } else {
      for (const error of result.errors.slice(0, 200)) console.error(describeError(error));
      if (result.errors.length > 200) console.error(`... and ${result.errors.length - 200} more`);
      console.error(`${result.errors.length} error(s): nothing was written`);
    }
  } else {
    const text = await exportCatalog(database.db);
    if (paths[0]) await writeFile(paths[0], text);
    else process.stdout.write(text);
    code = 0;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await database.close();
}
process.exit(code);
