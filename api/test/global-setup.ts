import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../src/config';
import { openPglite } from '../src/db/client';
import { DEMO_PREPARED_FOLDER, demoPhotoRoot } from '../../demo-shop/src/catalog-photos';
import { seedDemoShop } from './demo-shop';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated and seeded PGlite, loaded by every test file (empty on PostgreSQL). */
    pgliteTemplate: string;
  }
}

/**
 * Migrate and seed once per run (the demo shop's seed command on a PGlite folder); test files then start
 * from a copy instead of paying for it each.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    // The first seed on a machine makes the demo's photos (minutes on 2 cores). Made here, once, instead of
    // in the first files' hooks, where every other file waits for them and can run out of its hook's time.
    if (!existsSync(path.join(demoPhotoRoot(), DEMO_PREPARED_FOLDER))) await rm(await seedOnPglite(), { recursive: true, force: true });
    project.provide('pgliteTemplate', '');
    return;
  }
  const started = Date.now();
  const dataDir = await seedOnPglite();
  let file: string;
  const database = await openPglite({ dir: path.join(dataDir, 'db') });
  try {
    const dump = await (database.client as import('@electric-sql/pglite').PGlite).dumpDataDir('none');
    // One file per run: concurrent runs must not read each other's half-written template.
    file = path.join(REPO_ROOT, 'var', 'test', `pglite-template-${process.pid}.tar`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`PGlite template ready in ${Date.now() - started} ms`);
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}

/** The demo shop seeded into a new PGlite folder, which is returned. */
async function seedOnPglite(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sf-pglite-template-'));
  try {
    await seedDemoShop({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return dataDir;
}
