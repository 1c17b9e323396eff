import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type PgDatabase,
  type PgQueryResultHKT,
} from 'drizzle-orm/pg-core';
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

/** The web vitals the shell measures (web-vitals: LCP, INP, CLS, FCP, TTFB). */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

/**
 * Web vitals of real page views, one row a measurement, tagged with the remote that renders the page and its
 * version: what the canary rule compares between a canary and stable. Kept over the health window only.
 */
export const webVitalSamples = pgTable(
  'web_vital_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    remote: text('remote', { enum: REMOTES }).notNull(),
    version: text('version').notNull(),
    metric: text('metric', { enum: WEB_VITALS }).notNull(),
    /** Milliseconds, or the layout-shift score for CLS. */
    value: doublePrecision('value').notNull(),
    /** Route name of the page (the shared route table's), never its address. */
    route: text('route').notNull(),
    device: text('device', { enum: ['phone', 'desktop'] }).notNull(),
    /** The page arrived server-rendered (hydrated) rather than rendered in the browser. */
    ssr: boolean('ssr').notNull(),
    /** Hashed like the failure beacon's client: one client's samples count once (as their median). */
    client: text('client').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_vital_samples_version_at').on(t.remote, t.version, t.metric, t.at)],
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
