import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DatabaseLockedError, openPglite, type Database } from './client';

let tmp: string;
let first: Database | undefined;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sf-lock-'));
});
afterAll(async () => {
  await first?.close();
  await rm(tmp, { recursive: true, force: true });
});

it('a second open of the same PGlite folder fails with a clear error, and succeeds once it is released', async () => {
  const dir = path.join(tmp, 'db');
  first = await openPglite({ dir });
  const second = openPglite({ dir });
  await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
  await expect(second).rejects.toThrow(/already open in another process.*DATABASE_URL/s);

  await first.close();
  first = await openPglite({ dir });
  expect(first.driver).toBe('pglite');
}, 60_000);
