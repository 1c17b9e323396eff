import { z } from 'zod';
import { REMOTES } from '@storefront/shared/routes';
import { failureCountsSchema } from '../beacon/schemas';

export const liveSchema = z.object({ ok: z.literal(true) });

/** Each dependency a rollout waits for; redis is null when REDIS_URL is not set. */
export const readySchema = z.object({
  ok: z.boolean(),
  database: z.boolean(),
  redis: z.boolean().nullable(),
  registry: z.boolean(),
});

export const healthSchema = z.object({
  ok: z.boolean(),
  /** Current release of each remote, null when never released. */
  versions: z.record(z.enum(REMOTES), z.string().nullable()),
  /** Failed loads browsers reported per remote and version (POST /api/beacon/remote-failure). */
  failures: failureCountsSchema,
  /** Current shell release, null while the built shell (shell/dist) is served. */
  shell: z.string().nullable(),
  /** Running canaries and how each side fares over the window (ADR 0019); `verdict` is what the rule would do now. */
  canaries: z.array(
    z.object({
      remote: z.enum(REMOTES),
      version: z.string(),
      percent: z.number(),
      startedAt: z.string(),
      stable: z.string(),
      canaryStats: z.object({ served: z.number().int(), failing: z.number().int() }),
      stableStats: z.object({ served: z.number().int(), failing: z.number().int() }),
      verdict: z.enum(['running', 'ended', 'promoted']),
      reason: z.string(),
    }),
  ),
  /** Mail that kept failing and waits for the operator (`operator mail-failed`, `mail-retry`); it is never deleted. */
  mail: z.object({ failed: z.number().int() }),
});
