import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { REMOTES } from '@storefront/shared/routes';
import type { Registry } from './document';

/**
 * The registry's tables on PostgreSQL. The API's schema re-exports them, so its drizzle migrations create
 * them; the stores here take the database handle their caller opened.
 */

/** Any drizzle PostgreSQL database (PGlite or pg) whose migrations created the tables below. */
export type RegistryDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/**
 * Which clients reported a failure of a release, one row each: the operator (and the canary rule) reads
 * distinct clients, so one client repeating itself cannot make a healthy release look broken.
 */
export const remoteFailureClients = pgTable(
  'remote_failure_clients',
  {
    remote: text('remote', { enum: REMOTES }).notNull(),
    version: text('version').notNull(),
    /** A keyed hash of the client's address, never the address itself. */
    client: text('client').notNull(),
    reports: integer('reports').notNull().default(1),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version, t.client] })],
);

/**
 * Which clients were served which version of a remote while it ran a canary (ADR 0019): the base of
 * each side's failing-client rate. Only written during a canary, pruned past the window.
 */
export const releaseServedClients = pgTable(
  'release_served_clients',
  {
    remote: text('remote', { enum: REMOTES }).notNull(),
    version: text('version').notNull(),
    /** The browser's random id, hashed (canary.ts visitorClient). */
    client: text('client').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version, t.client] })],
);

/**
 * The release registry (each remote's current version and its history) when the shop runs on PostgreSQL:
 * one row, changed under its row lock, so every instance serves the same /remotes.json and renders with
 * the same remote versions. The file store keeps <releases>/registry.json instead.
 */
export const releaseRegistry = pgTable(
  'release_registry',
  {
    id: integer('id').primaryKey().default(1),
    document: jsonb('document').$type<Registry>().notNull(),
    /** Raised by every change: instances compare it to know their copy is current. */
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('release_registry_single_row', sql`${t.id} = 1`)],
);
