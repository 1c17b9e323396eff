import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseCatalog, writeCatalog } from 'api/catalog-file';
import { DEMO_CATALOG_FILE, demoCatalogRecords } from './catalog-file';

describe('the demo catalogue file', () => {
  it('is what the generator makes (pnpm --filter @storefront/demo-shop write-catalog writes it again) and reads without an error', async () => {
    const text = await readFile(DEMO_CATALOG_FILE, 'utf8');
    expect(text).toBe(writeCatalog(demoCatalogRecords()));
    const { records, errors } = parseCatalog('demo.jsonl', text);
    expect(errors).toEqual([]);
    expect(records.filter((r) => r.type === 'product')).toHaveLength(120);
  });
});
