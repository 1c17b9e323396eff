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
