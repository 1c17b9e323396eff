import { z } from 'zod';
import { RELEASE_HEALTH_HOURS } from '../contracts/release-health';
import { remoteParamSchema } from './backoffice';

/**
 * A remote's real-user health over the last hours, in time buckets (GET /api/backoffice/releases/:remote/health).
 * Apart from the console's other schemas: the console only needs its type, so its first load does not carry it.
 */
export const releaseHealthQuerySchema = z.object({ hours: z.coerce.number().int().min(1).max(RELEASE_HEALTH_HOURS).default(RELEASE_HEALTH_HOURS) });
const p75Schema = z.object({ LCP: z.number().nullable(), INP: z.number().nullable(), CLS: z.number().nullable() });
export const releaseHealthPointSchema = z.object({
  /** Distinct clients that sent LCP, INP or CLS in the bucket. */
  clients: z.number().int(),
  /**
   * Distinct clients with a failure to load this version in the bucket, as far as kept: a client's first and
   * latest failure (one row a client), so a count never shows a failure that did not happen.
   */
  failing: z.number().int(),
  /** p75 over each client's median: milliseconds (LCP, INP) and score (CLS); null without samples. */
  p75: p75Schema,
});
export const releaseHealthSchema = z.object({
  remote: remoteParamSchema.shape.remote,
  current: z.string().nullable(),
  canary: z.object({ version: z.string(), percent: z.number() }).nullable(),
  hours: z.number().int(),
  bucketMinutes: z.number().int(),
  /** Start of each bucket (ISO), oldest first; the last one holds the current moment and is still filling. */
  buckets: z.array(z.string()),
  /** The current version, the canary and every version shoppers reported on in the window; one point per bucket each. */
  versions: z.array(z.object({ version: z.string(), points: z.array(releaseHealthPointSchema) })),
});
export type ReleaseHealth = z.infer<typeof releaseHealthSchema>;
