/**
 * A sale through `pnpm cluster` (HAProxy -> Varnish -> three instances, ADR 0046): 200 connections ask for
 * product pages, some signed in (a shopper with a marker name and a cart), some in EUR, each from an address
 * of its own (X-Forwarded-For, as the balancer passes a shopper's), first warm for BENCH_SALE_WARM seconds
 * (req/s), then for BENCH_SALE_DURATION seconds while one instance is killed (SIGKILL) half-way. Counts the
 * answers by status and checks each: no answer >= 500 but the documented 503 with Retry-After, and no
 * public answer carrying any shopper's marker. Prints figures (var/bench/sale.json); asserts nothing, but
 * exits 1 when either count is not 0.
 *
 *   npx -y pnpm@10.34.9 bench:sale     (after pnpm build)
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/shop BENCH_REDIS_URL=redis://127.0.0.1:6379/3 BENCH_SALE_PORT=8940 ...
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startCluster, type Cluster } from 'api/cluster';
import { fmt, writeFigures } from './report';

const CONNECTIONS = Number(process.env.BENCH_SALE_CONNECTIONS ?? 200);
const DURATION = Number(process.env.BENCH_SALE_DURATION ?? 30);
const WARM = Number(process.env.BENCH_SALE_WARM ?? 10);
const PORT = Number(process.env.BENCH_SALE_PORT ?? 8940);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Every fifth connection is a signed-in shopper; every third asks in euros. */
const SIGNED_IN_EVERY = 5;
const EUR_EVERY = 3;
const SHOPPERS = Math.ceil(CONNECTIONS / SIGNED_IN_EVERY);

interface Tally {
  statuses: Record<string, number>;
  /** >= 500 and not a 503 with Retry-After. */
  failures: number;
  /** Public answers with a shopper's marker in them. */
  leaks: number;
  /** By Varnish's X-Cache: hit, miss, pass. */
  cache: Record<string, number>;
}

/** What autocannon keeps per connection: which shopper it is and the headers it sends. */
interface Connection {
  n?: number;
  headers?: Record<string, string>;
}

const newTally = (): Tally => ({ statuses: {}, failures: 0, leaks: 0, cache: {} });

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = (await response.json()) as { status: number; msg: string; data: Record<string, unknown> };
  if (!response.ok || body.status !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${body.msg}`);
  return body.data;
}

/** Shoppers signed in with a marker name, each with something in the cart: what must never be shared. */
async function shoppers(base: string, skuId: number) {
  const out: { marker: string; email: string; token: string }[] = [];
  for (let i = 0; i < SHOPPERS; i++) {
    // A name no page holds by chance (usernames are 4-16 letters, digits or underscores).
    const marker = `sale${randomBytes(5).toString('hex')}`;
    const email = `${marker}@example.test`;
    // Each from an address of its own, as the balancer would see them, so no sign-up limit is shared.
    const from = { 'x-forwarded-for': `198.51.100.${i + 1}` };
    await json(`${base}/api/dev/users`, { method: 'POST', headers: from, body: JSON.stringify({ username: marker, email, password: 'Sale_pass1' }) });
    const login = await json(`${base}/api/user/login`, { method: 'POST', headers: from, body: JSON.stringify({ account: marker, password: 'Sale_pass1' }) });
    const token = login.token as string;
    await json(`${base}/api/cart/items`, {
      method: 'POST',
      headers: { ...from, authorization: `Bearer ${token}` },
      body: JSON.stringify({ skuId, quantity: 1 }),
    });
    out.push({ marker, email, token });
  }
  return out;
}

function load(cluster: Cluster, productIds: number[], people: { marker: string; email: string; token: string }[], seconds: number, tally: Tally) {
  // One pass over each body: any shopper's name (their email holds it too) by its pattern, then their
  // tokens; 120 separate searches of every page would make the client, not the cluster, the bottleneck.
  const names = new Set(people.map((p) => p.marker));
  const tokens = new RegExp(people.map((p) => p.token.replace(/[^\w-]/g, (c) => `\\${c}`)).join('|'));
  const leaks = (body: string) => [...body.matchAll(/sale[0-9a-f]{10}/g)].some((m) => names.has(m[0])) || tokens.test(body);
  let connection = 0;
  const instance = autocannon({
    url: cluster.url,
    connections: CONNECTIONS,
    duration: seconds,
    // Each connection is one shopper: an address, maybe a session and a currency, and an unrelated cookie.
    initialContext: {},
    requests: [
      {
        setupRequest: (request: { headers?: Record<string, string> }, context: Connection) => {
          if (context.n === undefined) {
            context.n = connection++;
            const n = context.n;
            const cookies = [`_ga=GA1.2.${n}.${Date.now()}`];
            if (n % SIGNED_IN_EVERY === 0) cookies.push(`token=${people[(n / SIGNED_IN_EVERY) % people.length].token}`);
            if (n % EUR_EVERY === 0) cookies.push('moneyType=EUR');
            context.headers = { 'x-forwarded-for': `10.${(n >> 8) & 255}.${n & 255}.7`, cookie: cookies.join('; ') };
          }
          const id = productIds[Math.floor(Math.random() * productIds.length)];
          return { ...request, method: 'GET', path: `/shop/goodDetails/${id}`, headers: { ...request.headers, ...context.headers } };
        },
        onResponse: (status: number, body: string, _context: Connection, rawHeaders: Record<string, string>) => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(rawHeaders ?? {})) headers[name.toLowerCase()] = String(value);
          tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
          const cache = headers['x-cache'] ?? 'none';
          tally.cache[cache] = (tally.cache[cache] ?? 0) + 1;
          if (status >= 500 && !(status === 503 && headers['retry-after'])) tally.failures++;
          if (/public/.test(headers['cache-control'] ?? '') && leaks(body)) tally.leaks++;
        },
      },
    ],
  });
  return instance;
}

async function main() {
  const log: string[] = [];
  const cluster = await startCluster({
    databaseUrl: PG_URL,
    redisUrl: REDIS_URL,
    database: `${new URL(PG_URL).pathname.slice(1).replace(/^postgres$|^$/, 'storefront')}_sale`,
    fresh: true,
    port: PORT,
    log: (line) => log.push(line),
  });
  try {
    const list = (await json(`${cluster.url}/api/catalog/products?sort=sales&limit=40`)).list as { id: number }[];
    const productIds = list.map((p) => p.id);
    // A SKU in stock for the shoppers' carts.
    let skuId = 0;
    for (const id of productIds) {
      const detail = (await json(`${cluster.url}/api/catalog/products/${id}`)) as { skus: { id: number; stock: number }[] };
      skuId = detail.skus.find((sku) => sku.stock > 0)?.id ?? 0;
      if (skuId) break;
    }
    const people = await shoppers(cluster.url, skuId);
    console.log(
      `cluster ${cluster.url} (HAProxy -> Varnish ${cluster.varnishUrl} -> ${cluster.instances.length} instances); ${productIds.length} product pages; ${people.length} shoppers signed in`,
    );

    // Each page once per currency, one at a time, as the first shoppers of the morning would: the run
    // measures a warm shop, not the first render of every page by 200 connections at once.
    for (const id of productIds)
      for (const currency of ['USD', 'EUR'])
        await fetch(`${cluster.url}/shop/goodDetails/${id}`, { headers: { cookie: `moneyType=${currency}` } }).then((r) => r.arrayBuffer());

    const warmTally = newTally();
    const warm = await load(cluster, productIds, people, WARM, warmTally);
    console.log(
      `\nwarm, ${CONNECTIONS} connections, ${WARM} s: ${fmt(warm.requests.average)} req/s, p50 ${warm.latency.p50} ms, p99 ${warm.latency.p99} ms; X-Cache ${JSON.stringify(warmTally.cache)}`,
    );

    const tally = newTally();
    const victim = cluster.instances[1];
    let killedAt = 0;
    const started = Date.now();
    const timer = setTimeout(
      () => {
        killedAt = Date.now() - started;
        victim.process.kill('SIGKILL');
      },
      (DURATION * 1000) / 2,
    );
    const sale = await load(cluster, productIds, people, DURATION, tally);
    clearTimeout(timer);
    const status = await cluster.balancerStatus();
    const answers = Object.values(tally.statuses).reduce((a, b) => a + b, 0);
    console.log(`\nsale, ${CONNECTIONS} connections, ${DURATION} s, instance on port ${victim.port} killed (SIGKILL) at ${(killedAt / 1000).toFixed(1)} s:`);
    console.log(`  ${fmt(sale.requests.average)} req/s, p50 ${sale.latency.p50} ms, p99 ${sale.latency.p99} ms; ${fmt(answers)} answers`);
    console.log(`  by status: ${JSON.stringify(tally.statuses)}; transport errors ${sale.errors}, timeouts ${sale.timeouts}`);
    console.log(`  X-Cache: ${JSON.stringify(tally.cache)}`);
    console.log(`  answers >= 500 other than 503 with Retry-After: ${tally.failures}`);
    console.log(`  public answers carrying a shopper's marker: ${tally.leaks} (warm phase: ${warmTally.leaks})`);
    console.log(`  balancer after the run: ${JSON.stringify(status)}`);
    await writeFigures('sale', {
      connections: CONNECTIONS,
      warm: { seconds: WARM, rps: warm.requests.average, p50: warm.latency.p50, p99: warm.latency.p99, cache: warmTally.cache, leaks: warmTally.leaks },
      sale: {
        seconds: DURATION,
        killedAtMs: killedAt,
        rps: sale.requests.average,
        p50: sale.latency.p50,
        p99: sale.latency.p99,
        statuses: tally.statuses,
        cache: tally.cache,
        errors: sale.errors,
        timeouts: sale.timeouts,
        failures: tally.failures,
        leaks: tally.leaks,
      },
    });
    if (tally.failures || tally.leaks || warmTally.leaks || warmTally.failures) process.exitCode = 1;
  } finally {
    await cluster.stop();
  }
}

await main();
