import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { redisThrottleStore } from './redis-throttle';
import { check, count, forgive, hit, hitAll, reset, useThrottleStore, type ThrottleRule } from './throttle';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// With a store in use the database handle is never touched.
const db = null as unknown as Db;

let redis: Redis | null = null;
beforeAll(async () => {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis = await client.connect().then(
    () => client,
    () => null,
  );
  if (redis) useThrottleStore(redisThrottleStore(redis, `test-${randomBytes(4).toString('hex')}`));
});
afterAll(async () => {
  useThrottleStore(null);
  await redis?.quit();
});

describe.skipIf(!process.env.REDIS_URL && !process.env.DATABASE_URL)('throttles in Redis (REDIS_URL; skipped where no Redis runs)', () => {
  const rule = (max: number, windowSeconds = 60): ThrottleRule => ({ name: `t-${randomBytes(3).toString('hex')}`, max, windowSeconds });

  it('counts every hit in the window, concurrent ones exactly, and says how long to wait', async (context) => {
    if (!redis) context.skip();
    const r = rule(5, 120);
    const results = await Promise.all(Array.from({ length: 24 }, () => hit(db, r, 'alice')));
    expect(results.filter((x) => x.ok)).toHaveLength(5);
    const refused = results.find((x) => !x.ok) as { ok: false; retryAfterSeconds: number };
    expect(refused.retryAfterSeconds).toBeGreaterThan(100);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(120);
    // Another subject has its own counter.
    expect((await hit(db, r, 'bob')).ok).toBe(true);
  });

  it('check looks without counting; forgive takes one back, never below zero; reset forgets the subject', async (context) => {
    if (!redis) context.skip();
    const r = rule(2);
    expect(await check(db, r, 'carol')).toEqual({ ok: true });
    await forgive(db, r, 'carol');
    expect((await count(db, r, 'carol')).hits).toBe(1);
    expect((await count(db, r, 'carol')).hits).toBe(2);
    expect((await check(db, r, 'carol')).ok).toBe(false);
    expect((await count(db, r, 'carol')).hits).toBe(3);
    await forgive(db, r, 'carol');
    expect((await check(db, r, 'carol')).ok).toBe(false);
    await forgive(db, r, 'carol');
    expect(await check(db, r, 'carol')).toEqual({ ok: true });
    await reset(db, r, 'carol');
    expect((await count(db, r, 'carol')).hits).toBe(1);
  });

  it("a window ends on Redis's clock and counting starts again", async (context) => {
    if (!redis) context.skip();
    const r = rule(1, 1);
    expect((await hitAll(db, [[r, 'dave']])).ok).toBe(true);
    expect((await hitAll(db, [[r, 'dave']])).ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await hitAll(db, [[r, 'dave']])).ok).toBe(true);
  });
});
