import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../src/config';
import { openPglite, prepareDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated and seeded PGlite, loaded by every test file (empty on PostgreSQL). */
    pgliteTemplate: string;
  }
}

/** Migrate and seed once per run; test files then start from a copy instead of paying for it each. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const started = Date.now();
  const database = await openPglite();
  let file: string;
  try {
    await prepareDatabase(database, { demo: true });
    const dump = await (database.client as import('@electric-sql/pglite').PGlite).dumpDataDir('none');
    // One file per run: concurrent runs must not read each other's half-written template.
    file = path.join(REPO_ROOT, 'var', 'test', `pglite-template-${process.pid}.tar`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  console.log(`PGlite template ready in ${Date.now() - started} ms`);
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}
