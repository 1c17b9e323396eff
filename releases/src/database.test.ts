import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATE_LOCK_KEY, MIGRATIONS_DIR } from './database';
import { REPO_ROOT } from './workspace';

describe('the registry database of the release commands', () => {
  it("migrates under the same advisory lock as the server, from the server's migrations folder", async () => {
    // Read as text: the tooling never imports the API, but two processes migrating at once would collide.
    const client = await readFile(path.join(REPO_ROOT, 'api', 'src', 'db', 'client.ts'), 'utf8');
    const key = /PREPARE_LOCK_KEY = ([\d_]+);/.exec(client)?.[1];
    expect(Number(key?.replaceAll('_', ''))).toBe(MIGRATE_LOCK_KEY);
    expect(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')).toContain('canary-served-clients');
  });
});
