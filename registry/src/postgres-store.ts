import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Registry } from './document';
import { readRegistryFile } from './file-store';
import type { RegistryStore } from './store';
import { releaseRegistry, type RegistryDb } from './tables';

export interface PostgresRegistryOptions {
  /** The releases folder the row describes; its registry.json seeds the row once (moving a shop onto PostgreSQL). */
  releasesDir: string;
  db: RegistryDb;
  /**
   * Whether change notices reach this process (the API's change feed): only then is the row kept in memory
   * between changes. A command without a listener reads the row every time.
   */
  live?: () => boolean;
}

export interface PostgresRegistryStore extends RegistryStore {
  /** A change notice arrived (or notices may have been missed): the next read goes to the database. */
  changed(): void;
}

/**
 * The registry as the single release_registry row, so every instance (and the releases command) reads and
 * changes the same document. Its row lock orders concurrent operators on any machine, and the table's
 * statement trigger announces each change to every instance when the transaction commits.
 */
export function postgresRegistryStore(options: PostgresRegistryOptions): PostgresRegistryStore {
  const { db } = options;
  const live = options.live ?? (() => false);
  const releasesDir = path.resolve(options.releasesDir);
  let cached: { registry: Registry; revision: number } | null = null;
  // Raised by every notice, so a read that raced a change does not keep the older row.
  let generation = 0;

  const changed = () => {
    generation++;
    cached = null;
  };

  async function readRow(): Promise<{ registry: Registry; revision: number }> {
    if (live() && cached) return cached;
    const before = generation;
    const [row] = await db
      .select({ document: releaseRegistry.document, revision: releaseRegistry.revision })
      .from(releaseRegistry)
      .where(eq(releaseRegistry.id, 1));
    const found = row
      ? { registry: { ...row.document, remotes: row.document.remotes ?? {} }, revision: row.revision }
      : { registry: await readRegistryFile(releasesDir), revision: 0 };
    if (live() && before === generation) cached = found;
    return found;
  }

  return {
    releasesDir,
    changed,
    read: async () => (await readRow()).registry,
    stamp: async () => `db:${(await readRow()).revision}`,
    async update<T>(change: (registry: Registry) => T | Promise<T>): Promise<T> {
      const seed = await readRegistryFile(releasesDir);
      const result = await db.transaction(async (tx) => {
        await tx.insert(releaseRegistry).values({ id: 1, document: seed }).onConflictDoNothing();
        const [row] = await tx.select({ document: releaseRegistry.document }).from(releaseRegistry).where(eq(releaseRegistry.id, 1)).for('update');
        const registry: Registry = { ...row.document, remotes: row.document.remotes ?? {} };
        const value = await change(registry);
        await tx
          .update(releaseRegistry)
          .set({ document: registry, revision: sql`${releaseRegistry.revision} + 1`, updatedAt: sql`now()` })
          .where(eq(releaseRegistry.id, 1));
        return value;
      });
      // This process's notice may come later, or never (a command has no listener): drop the copy at once.
      changed();
      return result;
    },
  };
}
