import { writeFile } from 'node:fs/promises';
import { writeCatalog } from 'api/catalog-file';
import { DEMO_CATALOG_FILE, demoCatalogRecords } from './catalog-file';

// Writes the demo catalogue's file from its generator; catalog-file.test.ts checks the two agree.
await writeFile(DEMO_CATALOG_FILE, writeCatalog(demoCatalogRecords()));
console.log(`written ${DEMO_CATALOG_FILE.pathname}`);
