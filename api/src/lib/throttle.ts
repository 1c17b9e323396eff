import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { authThrottle } from '../db/schema/auth';
import type { MessageKey } from '../i18n/messages';
import { refusal } from './errors';
import { failure, type Failure } from './result';

/** At most `max` counted attempts per `windowSeconds` for one subject (an address, an IP, a user). */
export interface ThrottleRule {
  name: string;
  max: number;
  windowSeconds: number;
}

export type ThrottleResult = { ok: true } | { ok: false; retryAfterSeconds: number };

const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject}`;

/**
 * Where the counters live when not in the database's auth_throttle: Redis (REDIS_URL), shared by every
 * instance. Same fixed windows on the store's clock; one atomic step per call.
 */
export interface ThrottleStore {
  count(key: string, windowSeconds: number): Promise<{ hits: number; retryAfterSeconds: number }>;
  /** The live window's hits and seconds left; null when there is none. */
  peek(key: string): Promise<{ hits: number; retryAfterSeconds: number } | null>;
  forgive(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

let store: ThrottleStore | null = null;
let onStoreFailure: (error: unknown) => void = () => {};

/**
 * Counts go to this store from now on (null: back to the database); set once at start by the app. While it
 * fails (Redis down), counting goes on in the database and `onFailure` hears of it: a limit never lapses.
 */
export function useThrottleStore(next: ThrottleStore | null, onFailure: (error: unknown) => void = () => {}): void {
  store = next;
  onStoreFailure = onFailure;
}

/** The shared store's answer, or undefined without one or when it failed (the caller counts elsewhere). */
async function fromStore<T>(ask: (shared: ThrottleStore) => Promise<T>): Promise<{ value: T } | undefined> {
  if (!store) return undefined;
  try {
    return { value: await ask(store) };
  } catch (error) {
    onStoreFailure(error);
    return undefined;
  }
}

/** One count in the shared store for other limiters (requests per client); undefined without one or when it fails. */
export async function countShared(key: string, windowSeconds: number): Promise<{ hits: number; retryAfterSeconds: number } | undefined> {
  return (await fromStore((shared) => shared.count(key, windowSeconds)))?.value;
}

/**
 * Counts one attempt and answers how many the window now holds and when it ends. One upsert, so
 * concurrent requests on any number of API instances are counted exactly; the window is the database's
 * clock. Callers that act once when a limit is first reached (a lock, a notice) compare `hits` to `max`.
 */
export async function count(db: Db, rule: ThrottleRule, subject: string): Promise<{ hits: number; retryAfterSeconds: number }> {
  const shared = await countShared(keyOf(rule, subject), rule.windowSeconds);
  if (shared) return shared;
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
  return { hits: row.hits, retryAfterSeconds: Math.max(1, row.retryAfter) };
}

/** Counts one attempt and tells whether it is within the rule. */
export async function hit(db: Db, rule: ThrottleRule, subject: string): Promise<ThrottleResult> {
  const { hits, retryAfterSeconds } = await count(db, rule, subject);
  return hits <= rule.max ? { ok: true } : { ok: false, retryAfterSeconds };
}

/** What the next `hit` would answer, without counting: not ok once the live window holds `max` attempts. */
export async function check(db: Db, rule: ThrottleRule, subject: string): Promise<ThrottleResult> {
  const shared = await fromStore((s) => s.peek(keyOf(rule, subject)));
  if (shared) {
    const live = shared.value;
    return !live || live.hits < rule.max ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, live.retryAfterSeconds) };
  }
  const [row] = await db
    .select({
      hits: authThrottle.hits,
      retryAfter: sql<number>`ceil(extract(epoch from (${authThrottle.windowEndsAt} - now())))::int`.mapWith(Number),
    })
    .from(authThrottle)
    .where(and(eq(authThrottle.key, keyOf(rule, subject)), gt(authThrottle.windowEndsAt, sql`now()`)));
  return !row || row.hits < rule.max ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, row.retryAfter) };
}

/** Takes back one counted attempt (a login that succeeded should not count against the IP). */
export async function forgive(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  if (await fromStore((s) => s.forgive(keyOf(rule, subject)))) return;
  await db
    .update(authThrottle)
    .set({ hits: sql`greatest(auth_throttle.hits - 1, 0)` })
    .where(eq(authThrottle.key, keyOf(rule, subject)));
}

/** Forgets every attempt of the subject (the account's counter after a successful login). */
export async function reset(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  if (await fromStore((s) => s.reset(keyOf(rule, subject)))) return;
  await db.delete(authThrottle).where(eq(authThrottle.key, keyOf(rule, subject)));
}

/** Removes counters whose window ended long ago; called now and then so the table stays small. */
export async function pruneThrottle(db: Db): Promise<void> {
  // Redis drops a counter itself when its window ends; the table still holds what was counted while it was down.
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
export function tooManyAttempts(retryAfterSeconds: number) {
  return refusal(waitFailure(retryAfterSeconds, 'auth.tooManyAttempts'), () => 429);
}

/** Refused until a limit's window passes: `key` is worded with the whole minutes to wait as its count. */
export function waitFailure<const K extends MessageKey>(retryAfterSeconds: number, key: K): Failure<K> {
  return failure(key, { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}
