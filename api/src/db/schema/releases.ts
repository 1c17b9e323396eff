import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { REMOTES } from '@storefront/shared/routes';

// The registry's own tables (its PostgreSQL store, the canary's failing and served clients) are defined by
// @storefront/registry; exported here so the migrations in drizzle/ keep creating them.
export { releaseRegistry, releaseServedClients, remoteFailureClients, webVitalSamples } from '@storefront/registry/tables';

/**
 * Browsers that could not load a remote's release report it (POST /api/beacon/remote-failure); one row
 * per remote and version, shared by every API instance, shown by GET /api/health.
 */
export const remoteLoadFailures = pgTable(
  'remote_load_failures',
  {
    remote: text('remote', { enum: REMOTES }).notNull(),
    version: text('version').notNull(),
    count: integer('count').notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest error message, as the browser reported it (truncated). */
    lastError: text('last_error').notNull().default(''),
    /** The version the shell fell back to on the newest report, if any. */
    lastFallback: text('last_fallback'),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version] })],
);
