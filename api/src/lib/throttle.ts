import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { authThrottle } from '../db/schema/auth';
import { ApiError } from './errors';

/** At most `max` counted attempts per `windowSeconds` for one subject (an address, an IP, a user). */
export interface ThrottleRule {
  name: string;
  max: number;
  windowSeconds: number;
}

export type ThrottleResult = { ok: true } | { ok: false; retryAfterSeconds: number };

const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject}`;

/**
 * Counts one attempt and tells whether it is within the rule. One upsert, so concurrent requests on any
 * number of API instances are counted exactly; the window is the database's clock.
 */
export async function hit(db: Db, rule: ThrottleRule, subject: string): Promise<ThrottleResult> {
  const expired = sql`auth_throttle.window_ends_at <= now()`;
  const [row] = await db
    .insert(authThrottle)
    .values({
      key: keyOf(rule, subject),
      hits: 1,
      windowStartedAt: sql`now()`,
      windowEndsAt: sql`now() + ${rule.windowSeconds}::int * interval '1 second'`,
    })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        hits: sql`case when ${expired} then 1 else auth_throttle.hits + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else auth_throttle.window_started_at end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else auth_throttle.window_ends_at end`,
      },
    })
    .returning({
      hits: authThrottle.hits,
      retryAfter: sql<number>`ceil(extract(epoch from (${authThrottle.windowEndsAt} - now())))::int`.mapWith(Number),
    });
  return row.hits <= rule.max ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, row.retryAfter) };
}

/** Takes back one counted attempt (a login that succeeded should not count against the IP). */
export async function forgive(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  await db
    .update(authThrottle)
    .set({ hits: sql`greatest(auth_throttle.hits - 1, 0)` })
    .where(eq(authThrottle.key, keyOf(rule, subject)));
}

/** Forgets every attempt of the subject (the account's counter after a successful login). */
export async function reset(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, keyOf(rule, subject)));
}

/** Removes counters whose window ended long ago; called now and then so the table stays small. */
export async function pruneThrottle(db: Db): Promise<void> {
  await db.delete(authThrottle).where(lt(authThrottle.windowEndsAt, sql`now() - interval '1 hour'`));
}

/** Counts one attempt against each rule; not ok when any is exceeded, with the longest wait. */
export async function hitAll(db: Db, checks: ReadonlyArray<readonly [ThrottleRule, string]>): Promise<ThrottleResult> {
  let wait = 0;
  for (const [rule, subject] of checks) {
    const result = await hit(db, rule, subject);
    if (!result.ok) wait = Math.max(wait, result.retryAfterSeconds);
  }
  return wait > 0 ? { ok: false, retryAfterSeconds: wait } : { ok: true };
}

/**
 * The answer to a caller over a limit: HTTP 429 with body status 400 (the login and registration forms
 * receive 400s themselves) and a message saying in how many minutes to try again.
 */
export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1
    ? new ApiError(429, 400, 'auth.tooManyAttemptsMinute')
    : new ApiError(429, 400, 'auth.tooManyAttempts', { minutes });
}
