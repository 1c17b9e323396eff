import { z } from 'zod';
import { REMOTES } from '@storefront/shared/routes';
import { textField } from '@storefront/shared/schemas/common';

const version = textField().min(1).max(100);

/** What the shell's recovery plugin sends when a remote's release cannot be loaded. */
export const remoteFailureSchema = z.object({
  remote: z.enum(REMOTES),
  version,
  /** Version the shell fell back to, null when it had none left. */
  fallback: version.nullable().optional(),
  /** The error's message; long stacks are cut. */
  error: textField().max(2000).optional(),
  /** Address of the page, for the log. */
  page: textField().max(500).optional(),
});
export type RemoteFailure = z.infer<typeof remoteFailureSchema>;

export const remoteFailureResultSchema = z.object({
  /** False when the version is not one the registry ever made current (counted nowhere). */
  counted: z.boolean(),
});

export const failureCountSchema = z.object({
  version: z.string(),
  /** Reports counted, at most a few per client. */
  count: z.number().int(),
  /** Distinct clients (by a keyed hash of their address) that reported this version: what a rollback decision reads. */
  clients: z.number().int(),
  lastAt: z.string(),
  /** The newest counted error text: one line, markup escaped, at most 300 characters; left out for the public in production. */
  lastError: z.string().optional(),
  lastFallback: z.string().nullable(),
});
/** Failures per remote, newest version first. */
export const failureCountsSchema = z.record(z.enum(REMOTES), z.array(failureCountSchema));

/** Longest time a web vital may report (ms): a page hidden after an hour of idling says nothing useful. */
export const VITAL_MS_MAX = 60_000;
/** Highest layout-shift score accepted; real pages stay far below. */
export const CLS_MAX = 10;

const vital = z.discriminatedUnion('name', [
  z.object({ name: z.enum(['LCP', 'INP', 'FCP', 'TTFB']), value: z.number().min(0).max(VITAL_MS_MAX) }),
  z.object({ name: z.literal('CLS'), value: z.number().min(0).max(CLS_MAX) }),
]);

/**
 * One page view's web vitals, sent by the shell when the page is hidden: the page's route and the remote
 * versions on it, the device class and whether the server rendered it. No address, no user, no cookie.
 */
export const webVitalsSchema = z.object({
  /** The route table's path pattern, e.g. shop/goodDetails/:id ('' is home). */
  route: textField().max(100),
  /** Version of every remote the page ran; the route's own remote decides the canary. */
  versions: z.partialRecord(z.enum(REMOTES), version),
  device: z.enum(['phone', 'desktop']),
  ssr: z.boolean(),
  metrics: z
    .array(vital)
    .min(1)
    .max(5)
    .refine((list) => new Set(list.map((m) => m.name)).size === list.length, { message: 'each metric at most once' }),
});
export type WebVitals = z.infer<typeof webVitalsSchema>;

export const webVitalsResultSchema = z.object({
  /** False when the route or its remote's version is unknown (nothing kept). */
  counted: z.boolean(),
});
