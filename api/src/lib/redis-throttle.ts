import type { Redis } from 'ioredis';
import type { ThrottleStore } from './throttle';

// INCR and the window's expiry in one step, so parallel requests on any instance are counted exactly.
const COUNT = `local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if hits == 1 or ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

const PEEK = `local hits = redis.call('GET', KEYS[1])
if not hits then return nil end
return {tonumber(hits), redis.call('TTL', KEYS[1])}`;

// DECR keeps the key's expiry; never below zero.
const FORGIVE = `local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** The throttle counters in Redis: fixed windows as in auth_throttle, on Redis's clock. */
/** `namespace` keeps shops (databases) that share one Redis apart. */
export function redisThrottleStore(redis: Redis, namespace: string): ThrottleStore {
  const PREFIX = `sf:${namespace}:throttle:`;
  // While the connection is down a command would wait for it; failing at once lets the caller count elsewhere.
  const eval_ = (script: string, key: string, ...args: (string | number)[]) => {
    if (redis.status !== 'ready') return Promise.reject(new Error(`Redis is ${redis.status}`));
    return redis.eval(script, 1, PREFIX + key, ...args);
  };
  return {
    async count(key, windowSeconds) {
      const [hits, ttl] = (await eval_(COUNT, key, windowSeconds)) as [number, number];
      return { hits, retryAfterSeconds: Math.max(1, ttl) };
    },
    async peek(key) {
      const found = (await eval_(PEEK, key)) as [number, number] | null;
      return found ? { hits: found[0], retryAfterSeconds: Math.max(1, found[1]) } : null;
    },
    async forgive(key) {
      await eval_(FORGIVE, key);
    },
    async reset(key) {
      if (redis.status !== 'ready') throw new Error(`Redis is ${redis.status}`);
      await redis.del(PREFIX + key);
    },
  };
}
