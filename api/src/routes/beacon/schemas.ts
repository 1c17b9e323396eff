import { z } from 'zod';
import { REMOTES } from '@storefront/shared/routes';

const version = z.string().min(1).max(100);

/** What the shell's recovery plugin sends when a remote's release cannot be loaded. */
export const remoteFailureSchema = z.object({
  remote: z.enum(REMOTES),
  version,
  /** Version the shell fell back to, null when it had none left. */
  fallback: version.nullable().optional(),
  /** The error's message; long stacks are cut. */
  error: z.string().max(2000).optional(),
  /** Address of the page, for the log. */
  page: z.string().max(500).optional(),
});
export type RemoteFailure = z.infer<typeof remoteFailureSchema>;

export const remoteFailureResultSchema = z.object({
  /** False when the version is not one the registry ever made current (counted nowhere). */
  counted: z.boolean(),
});

export const failureCountSchema = z.object({
  version: z.string(),
  count: z.number().int(),
  lastAt: z.string(),
  lastError: z.string(),
  lastFallback: z.string().nullable(),
});
/** Failures per remote, newest version first. */
export const failureCountsSchema = z.record(z.enum(REMOTES), z.array(failureCountSchema));
