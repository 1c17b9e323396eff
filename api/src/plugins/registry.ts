import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileRegistryStore } from '@storefront/registry/file-store';
import { postgresRegistryStore } from '@storefront/registry/postgres-store';
import type { RegistryStore } from '@storefront/registry/store';
import type { Config } from '../config';
import { ANY_TABLE } from './shared-state';

declare module 'fastify' {
  interface FastifyInstance {
    /** The release registry this instance serves (read by the static site, server rendering, beacon, health). */
    registry: RegistryStore;
  }
}

export interface RegistryPluginOptions {
  config: Pick<Config, 'releasesDir'>;
}

/**
 * The release registry's store. On PostgreSQL (several instances) the document lives in the database, so
 * every instance reads what every other one reads, and is kept in memory only while change notices arrive.
 * The embedded database belongs to one process: the registry stays the file beside the releases.
 */
async function registry(app: FastifyInstance, options: RegistryPluginOptions) {
  const { releasesDir } = options.config;
  if (app.database.driver !== 'pg') {
    // Kept in memory while the folder is watched: the release commands write the file from other processes.
    const store = fileRegistryStore(releasesDir, { watch: true });
    app.addHook('onClose', async () => store.close());
    app.decorate('registry', store);
    return;
  }
  const store = postgresRegistryStore({ releasesDir, db: app.db, live: () => app.changes.live });
  const unsubscribe = app.changes.subscribe((table) => {
    if (table === 'release_registry' || table === ANY_TABLE) store.changed();
  });
  app.addHook('onClose', async () => unsubscribe());
  app.decorate('registry', store as RegistryStore);
}

export default fp(registry, { name: 'registry', dependencies: ['db', 'shared-state'] });
