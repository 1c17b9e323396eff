import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, redisReachable } from '../../test/helpers';
import { requestKind } from './fair-use';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMITS = { pagesPerMinute: 3, apiPerMinute: 5 };
/** A client address of this run only: Redis keeps its windows across runs. */
const address = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

describe('what a request costs', () => {
  it('counts pages and the API apart, and files and the health check not at all', () => {
    expect(['/', '/shop', '/de/shop/productList/1?sort=priceAsc', '/shop/goodDetails/7'].map(requestKind)).toEqual(['page', 'page', 'page', 'page']);
    expect(['/api/catalog/products', '/api/user/login?x=1'].map(requestKind)).toEqual(['api', 'api']);
    expect(
      ['/api/health', '/releases/mf-catalog/1.0.0/remoteEntry.js', '/uploads/avatars/a.jpg', '/main.3f2a.js', '/remotes.json', '/robots.txt'].map(requestKind),
    ).toEqual(Array(6).fill('free'));
  });
});

describe('fair use on one instance (counted in memory)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ config: { rateLimit: LIMITS, redisUrl: null } });
  });
  afterAll(() => app?.close());

  it('answers the API 429 with Retry-After in the envelope once a client passes its minute, and no one else', async () => {
    const ip = address();
    const ask = (remoteAddress: string, language = 'en') => app.inject({ url: '/api/currency', remoteAddress, headers: { 'accept-language': language } });
    for (let i = 0; i < LIMITS.apiPerMinute; i++) expect((await ask(ip)).statusCode).toBe(200);
    const refused = await ask(ip, 'de');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ status: 429, msg: 'Zu viele Anfragen, bitte versuchen Sie es später erneut', data: null });
    // Another address, the balancer's health check and files are not held back.
    expect((await ask(address())).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await app.inject({ url: '/api/health', remoteAddress: ip })).statusCode).not.toBe(429);
    expect((await app.inject({ url: '/releases/mf-catalog/0.0.0/remoteEntry.js', remoteAddress: ip })).statusCode).not.toBe(429);
  });

  it("counts pages on their own and answers a short page in the page's language", async () => {
    const ip = address();
    // The API's minute is spent; pages still open.
    for (let i = 0; i <= LIMITS.apiPerMinute; i++) await app.inject({ url: '/api/currency', remoteAddress: ip });
    for (let i = 0; i < LIMITS.pagesPerMinute; i++) expect((await app.inject({ url: '/de/shop', remoteAddress: ip })).statusCode).not.toBe(429);
    const refused = await app.inject({ url: '/de/shop', remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('<html lang="de">');
    expect(refused.body).toContain('Zu viele Anfragen');
  });
});

/** A TCP relay to Redis that the test can cut, as a network failure or a Redis restart would. */
async function relay(target: URL): Promise<{ url: string; cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    sockets.add(client).add(upstream);
    upstream.connect(Number(target.port || 6379), target.hostname);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

describe('fair use with Redis (skipped without it)', () => {
  let redisUp = false;
  let app: FastifyInstance;
  let link: Awaited<ReturnType<typeof relay>>;
  const warnings: string[] = [];

  beforeAll(async () => {
    redisUp = await redisReachable(REDIS_URL);
    if (!redisUp) return;
    link = await relay(new URL(REDIS_URL));
    app = await createTestApp({
      config: { rateLimit: LIMITS, redisUrl: link.url },
      extend: async (scope) => {
        const warn = scope.log.warn.bind(scope.log);
        scope.log.warn = ((...args: Parameters<typeof warn>) => {
          warnings.push(String(args.at(-1)));
          return warn(...args);
        }) as typeof warn;
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await link?.cut();
  });

  it('counts in Redis, shared by every instance; when Redis goes away it keeps limiting here and never answers 500', async (context) => {
    if (!redisUp) context.skip();
    const ip = address();
    const ask = () => app.inject({ url: '/api/currency', remoteAddress: ip });
    for (let i = 0; i < LIMITS.apiPerMinute; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`sf:*:throttle:fair:api|${ip}`);
    expect(keys).toHaveLength(1);
    expect(Number(await redis.get(keys[0]))).toBe(LIMITS.apiPerMinute + 1);
    redis.disconnect();

    await link.cut();
    const other = address();
    const answers: number[] = [];
    for (let i = 0; i <= LIMITS.apiPerMinute; i++) answers.push((await app.inject({ url: '/api/currency', remoteAddress: other })).statusCode);
    expect(answers).toEqual([...Array(LIMITS.apiPerMinute).fill(200), 429]);
    // The throttles of forms count in the database meanwhile: the newsletter still answers, limited, not 500.
    const signup = await app.inject({ method: 'POST', url: '/api/newsletter', remoteAddress: address(), payload: { email: `fair-${Date.now()}@example.com` } });
    expect(signup.statusCode).toBe(200);
    expect(warnings.some((w) => w.includes('Redis unavailable'))).toBe(true);
  });
});
