import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db';
import { openDatabase, prepareDatabase, type Database } from '../db/client';
import { loadSpecWords } from '../i18n/specs';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbPluginOptions {
  config: Pick<Config, 'databaseUrl' | 'dataDir'>;
  /** An opened (and prepared) database to use instead of opening one; the app closes it. */
  database?: Database;
}

async function db(app: FastifyInstance, options: DbPluginOptions) {
  let database = options.database;
  if (!database) {
    database = await openDatabase(options.config);
    try {
      await prepareDatabase(database, { log: (line) => app.log.info(line) });
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  try {
    // Seeded before the server starts (the demo shop's command); a code without a word shows as itself.
    await loadSpecWords(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => {
    await database.close();
  });
}

export default fp(db, { name: 'db' });
