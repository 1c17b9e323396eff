/**
 * The store as a cluster: HAProxy -> Varnish -> three instances on PostgreSQL and Redis (src/ops/cluster.ts),
 * driven over real HTTP. Needs a build (pnpm build), PostgreSQL and Redis:
 *   CLUSTER_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test CLUSTER_REDIS_URL=redis://127.0.0.1:6379 pnpm --filter api test:cluster
 * Its database is <the address's database>_cluster_test, made anew; CLUSTER_PORT (default 8930) moves its
 * block of ports. The drill (an instance killed while 20 shoppers order and pay) runs last.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPG_BYTES, multipart } from '../test/account-fixtures';
import { formatMoney } from '@storefront/shared/money';
import { formatPrice } from '@storefront/shared/format';
import { API_ROOT } from '../src/config';
import { inCanary } from '@storefront/registry/canary';
import { startCluster, type Cluster } from '../src/ops/cluster';

let cluster: Cluster;
let db: pg.Pool;

beforeAll(async () => {
  const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.DATABASE_URL;
  const named = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
  cluster = await startCluster({
    databaseUrl,
    redisUrl: process.env.CLUSTER_REDIS_URL ?? process.env.REDIS_URL,
    // Beside the address's database, never it: this one is dropped and made anew.
    database: `${named && named !== 'postgres' ? named : 'storefront'}_cluster_test`,
    fresh: true,
    port: Number(process.env.CLUSTER_PORT ?? 8930),
    checkIntervalMs: 500,
    log: (line) => console.log(line),
  });
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await cluster?.stop();
});

interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

async function call(
  base: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown; headers?: Record<string, string>; body?: NonNullable<Parameters<typeof fetch>[1]>['body'] } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': 'en', ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    redirect: 'manual',
  });
  const text = await response.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    // HTML or empty
  }
  return { status: response.status, headers: response.headers, body, text };
}

const instance = (i: number) => cluster.instances[i].url;

/**
 * The releases command, as an operator runs it. Not spawnSync: a blocked event loop would not see the
 * balancer close an idle kept-alive connection, and the next request would be sent on it.
 */
function releases(args: string[]) {
  return command(path.join(API_ROOT, '..', 'releases', 'src', 'cli.ts'), args);
}

/** A command of the repository in its own process, with the cluster's environment. */
function command(script: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { cwd: API_ROOT, env: { ...process.env, ...cluster.env }, encoding: 'utf8', timeout: 280_000 },
      (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

async function newShopper(base = cluster.url) {
  const username = `c${randomBytes(5).toString('hex')}`;
  const password = 'Cluster_pass1';
  const created = await call(base, '/api/dev/users', { method: 'POST', json: { username, email: `${username}@example.test`, password } });
  expect(created.status, created.text).toBe(200);
  const login = await call(base, '/api/user/login', { method: 'POST', json: { account: username, password } });
  expect(login.status, login.text).toBe(200);
  return { username, password, token: login.body.data.token as string, id: login.body.data.user.id as number };
}

async function within<T>(ms: number, read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

describe('one shop on three instances', () => {
  it('the load balancer spreads requests over the three instances', async () => {
    const before = await cluster.balancerStatus();
    expect(Object.values(before)).toEqual(['UP', 'UP', 'UP']);
  });

  it('a session made through one instance works on the others', async () => {
    const shopper = await newShopper(instance(0));
    for (const i of [1, 2]) {
      const me = await call(instance(i), '/api/user/me', { token: shopper.token });
      expect(me.status).toBe(200);
      expect(me.body.data.username).toBe(shopper.username);
    }
    // Logging out through one instance ends it everywhere.
    expect((await call(instance(2), '/api/logout', { method: 'POST', token: shopper.token, json: {} })).status).toBe(200);
    expect((await call(instance(0), '/api/user/me', { token: shopper.token })).status).toBe(401);
  });

  it('5 wrong logins spread over 3 instances lock the account as if on one', async () => {
    const shopper = await newShopper();
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await call(instance(i % 3), '/api/user/login', { method: 'POST', json: { account: shopper.username, password: 'Wrong_pass1' } })).status);
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    for (const i of [0, 1, 2]) {
      const locked = await call(instance(i), '/api/user/login', { method: 'POST', json: { account: shopper.username, password: shopper.password } });
      expect(locked.status).toBe(429);
    }
  });

  it('an avatar uploaded through one instance is served by the others', async () => {
    const shopper = await newShopper();
    const form = multipart(JPG_BYTES);
    const upload = await call(instance(1), '/api/user/avatar', { method: 'POST', token: shopper.token, headers: form.headers, body: form.payload });
    expect(upload.status, upload.text).toBe(200);
    const avatar: string = upload.body.data.avatar;
    const bodies: Buffer[] = [];
    for (const i of [0, 2]) {
      const response = await fetch(instance(i) + avatar);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      bodies.push(Buffer.from(await response.arrayBuffer()));
    }
    expect(bodies[0].equals(bodies[1])).toBe(true);
  });

  it('a price change through one instance shows on the others within a second, in the API and in the server-rendered page', async () => {
    const list = (await call(instance(0), '/api/catalog/products?sort=sales')).body.data.list;
    const id: number = list[1].id;
    const sku = (await call(instance(0), `/api/catalog/products/${id}`)).body.data.skus[0];
    // The others hold the old answer and the old page first.
    for (const i of [1, 2]) {
      await call(instance(i), `/api/catalog/products/${id}`);
      expect((await call(instance(i), `/api/catalog/products/${id}`)).headers.get('x-cache')).toBe('hit');
      expect((await call(instance(i), `/shop/goodDetails/${id}`)).status).toBe(200);
    }
    const price = 987_654 + Math.floor(Math.random() * 99);
    // As the page writes it: formatMoney groups thousands ("$9,876.54").
    const shown = formatMoney(price, 'USD', 'en');
    const operator = await call(instance(0), '/api/dev/operator', { method: 'POST', json: { args: ['price', String(sku.id), String(price)] } });
    expect(operator.body.data.code, operator.text).toBe(0);
    const changedAt = Date.now();
    for (const i of [1, 2]) {
      const api = await within(
        1000,
        () => call(instance(i), `/api/catalog/products/${id}`),
        (a) => a.body.data.skus[0].price === price,
      );
      expect(api.body.data.skus[0].price).toBe(price);
      const page = await within(
        1000,
        () => call(instance(i), `/shop/goodDetails/${id}`),
        (a) => a.text.includes(shown),
      );
      expect(page.text.includes(shown), `server HTML of instance ${i + 1} shows ${shown}`).toBe(true);
    }
    // Each read above waited at most a second for the new price; the total is a figure, not a rule (machines here are shared).
    console.log(`price change seen on both other instances (API and HTML) ${Date.now() - changedAt} ms after the operator's answer`);
  });

  it('a release made once is what every instance serves, and so is its rollback, through the shared cache too', async () => {
    const before = (await call(instance(0), '/remotes.json')).body.remotes.catalog.version as string;
    // A catalogue page Varnish holds, rendered with the current version.
    const page = '/shop/goodDetails/3';
    await call(cluster.url, page);
    const held = await call(cluster.url, page);
    expect(held.headers.get('x-cache')).toBe('hit');
    expect(held.text.includes(before)).toBe(true);

    const buildId = `cluster-${Date.now().toString(36)}`;
    const made = await releases(['release', 'mf-catalog', '--build-id', buildId]);
    expect(made.status, made.stderr + made.stdout).toBe(0);
    const version = `1.0.0-${buildId}`;
    for (const i of [0, 1, 2]) {
      const doc = await within(
        1000,
        () => call(instance(i), '/remotes.json'),
        (a) => a.body.remotes.catalog.version === version,
      );
      expect(doc.body.remotes.catalog).toMatchObject({ version, previous: before });
      // The server renders with it too: the page's state names the versions it was rendered with.
      const rendered = await call(instance(i), '/shop');
      expect(rendered.status).toBe(200);
      expect(rendered.text.includes(version), `server HTML of instance ${i + 1} rendered with catalog ${version}`).toBe(true);
    }
    const released = await within(
      1000,
      () => call(cluster.url, page),
      (a) => a.text.includes(version),
    );
    expect(released.text.includes(version), 'the page through Varnish is rendered with the release').toBe(true);
    // Held again, now with the release.
    expect((await call(cluster.url, page)).headers.get('x-cache')).toBe('hit');

    const rolledAt = Date.now();
    const back = await releases(['rollback', 'mf-catalog']);
    expect(back.status, back.stderr + back.stdout).toBe(0);
    const answeredAt = Date.now();
    const rolledBack = await within(
      1000,
      () => call(cluster.url, page),
      (a) => a.text.includes(before) && !a.text.includes(version),
    );
    console.log(`rollback seen through Varnish ${Date.now() - answeredAt} ms after pnpm rollback returned (it ran ${answeredAt - rolledAt} ms)`);
    expect(rolledBack.text.includes(before) && !rolledBack.text.includes(version), 'the page through Varnish is back on the rolled-back version').toBe(true);
    for (const i of [0, 1, 2]) {
      const doc = await within(
        1000,
        () => call(instance(i), '/remotes.json'),
        (a) => a.body.remotes.catalog.version === before,
      );
      expect(doc.body.remotes.catalog.version).toBe(before);
    }
  }, 300_000);
});

describe('the shared cache: HAProxy -> Varnish -> instances', () => {
  /** A product with its first SKU, as the API gives it. */
  async function product(rank: number) {
    const list = (await call(cluster.url, '/api/catalog/products?sort=sales')).body.data.list;
    const id: number = list[rank].id;
    const sku = (await call(cluster.url, `/api/catalog/products/${id}`)).body.data.skus[0] as { id: number; price: number };
    return { id, sku };
  }

  it('warm product pages come from Varnish, whatever unrelated cookies the browser sends', async () => {
    const { id } = await product(4);
    const url = `/shop/goodDetails/${id}`;
    const first = await call(cluster.url, url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    const warm = await call(cluster.url, url);
    expect(warm.headers.get('x-cache')).toBe('hit');
    expect(Number(warm.headers.get('age'))).toBeGreaterThanOrEqual(0);
    expect(warm.text).toBe(first.text);
    // Analytics, a session, a consent cookie: none of them is in the key, so they share the copy.
    const other = await call(cluster.url, url, { headers: { cookie: '_ga=GA1.2.345.678; consent=yes; token=not-a-session; sf_bucket=42-0123456789abcdef' } });
    expect(other.headers.get('x-cache')).toBe('hit');
    expect(other.text).toBe(first.text);
  });

  it('a page fetched in EUR and in USD is two copies, each with its own prices', async () => {
    const { id, sku } = await product(5);
    const url = `/shop/goodDetails/${id}`;
    const currencies = (await call(cluster.url, '/api/currency')).body.data as { currency: string; ex_rate: number }[];
    const eur = currencies.find((c) => c.currency === 'EUR')!;
    const usd = currencies.find((c) => c.currency === 'USD')!;
    const inEur = formatPrice(sku.price, eur, 'en');
    const inUsd = formatPrice(sku.price, usd, 'en');
    expect(inEur).not.toBe(inUsd);
    const pages: Record<string, Answer> = {};
    for (const round of [1, 2])
      for (const currency of ['EUR', 'USD']) {
        const answer = await call(cluster.url, url, { headers: { cookie: `moneyType=${currency}; _ga=GA1.${round}` } });
        expect(answer.status).toBe(200);
        if (round === 2) expect(answer.headers.get('x-cache'), `${currency} copy held`).toBe('hit');
        pages[currency] = answer;
      }
    expect(pages.EUR.text.includes(inEur), `the EUR copy shows ${inEur}`).toBe(true);
    expect(pages.EUR.text.includes(inUsd)).toBe(false);
    expect(pages.USD.text.includes(inUsd), `the USD copy shows ${inUsd}`).toBe(true);
    expect(pages.USD.text.includes(inEur)).toBe(false);
  });

  it('a price changed by the operator command shows in the next page fetched through the cluster within a second', async () => {
    const { id, sku } = await product(6);
    const url = `/shop/goodDetails/${id}`;
    await call(cluster.url, url);
    expect((await call(cluster.url, url)).headers.get('x-cache')).toBe('hit');
    const price = 876_543 + Math.floor(Math.random() * 99);
    const shown = formatMoney(price, 'USD', 'en');
    // The operator's own command, in its own process, as an operator runs it on a server.
    const operator = await command(path.join(API_ROOT, 'src', 'ops', 'cli.ts'), ['price', String(sku.id), String(price)]);
    expect(operator.status, operator.stderr + operator.stdout).toBe(0);
    const changedAt = Date.now();
    const page = await within(
      1000,
      () => call(cluster.url, url),
      (a) => a.text.includes(shown),
    );
    console.log(`price change seen through Varnish ${Date.now() - changedAt} ms after the operator command returned`);
    expect(page.text.includes(shown), `the page through the cluster shows ${shown}`).toBe(true);
    // And the catalogue JSON the browser asks for next.
    expect((await call(cluster.url, `/api/catalog/products/${id}`)).body.data.skus[0].price).toBe(price);
  });

  it("no page a shared cache may keep carries a signed-in shopper's data", async () => {
    const shopper = await newShopper();
    const { sku } = await product(7);
    expect((await call(cluster.url, '/api/cart/items', { method: 'POST', token: shopper.token, json: { skuId: sku.id, quantity: 2 } })).status).toBe(200);
    const me = await call(cluster.url, '/api/user/me', { token: shopper.token });
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(me.headers.get('x-cache')).toBe('pass');
    const { id } = await product(8);
    const kinds = [
      '/',
      '/shop',
      `/shop/goodDetails/${id}`,
      '/shop/productList/1',
      '/de/shop/productList/1?sort=priceAsc',
      '/shop/whatisnew',
      '/aboutus',
      '/blog',
      '/join',
    ];
    const secrets = [shopper.username, `${shopper.username}@example.test`, shopper.token];
    const signedIn = `token=${shopper.token}; moneyType=USD`;
    for (const kind of kinds) {
      // A query of its own: rendered anew for this request, with the session's cookie, by whichever instance.
      const probe = `probe=${randomBytes(4).toString('hex')}`;
      const url = `${kind}${kind.includes('?') ? '&' : '?'}${probe}`;
      const withSession = await call(cluster.url, url, { headers: { cookie: signedIn } });
      expect(withSession.status, kind).toBe(200);
      expect(withSession.headers.get('cache-control'), kind).toMatch(/^public/);
      for (const secret of secrets) expect(withSession.text.includes(secret), `${kind} carries the shopper's ${secret}`).toBe(false);
      // The copy Varnish now holds is what a signed-out browser gets: the same page.
      const signedOut = await call(cluster.url, url, { headers: { cookie: 'moneyType=USD' } });
      expect(signedOut.headers.get('x-cache'), kind).toBe('hit');
      expect(signedOut.text, kind).toBe(withSession.text);
      // And a signed-out render of its own, by an instance that never saw the session, is the same page too.
      const fresh = await call(cluster.url, `${kind}${kind.includes('?') ? '&' : '?'}probe=${randomBytes(4).toString('hex')}`, {
        headers: { cookie: 'moneyType=USD' },
      });
      const normal = (text: string) => text.replace(/probe(=|%3D)[0-9a-f]{8}/g, 'probe').replace(/nonce="[^"]*"/g, 'nonce');
      expect(normal(fresh.text), kind).toBe(normal(withSession.text));
    }
  });

  it('private pages go through to the instances and are never kept', async () => {
    const shopper = await newShopper();
    for (const page of ['/shop/goodCart', '/user/address', '/de/user/order']) {
      for (const round of [1, 2]) {
        const answer = await call(cluster.url, page, { headers: { cookie: `token=${shopper.token}` } });
        expect(answer.headers.get('cache-control'), `${page} (${round})`).toMatch(/private/);
        expect(answer.headers.get('x-cache'), `${page} (${round})`).toBe('pass');
      }
    }
  });

  it('canary shoppers get canary pages, the others the current ones, and Varnish never hands one to the other', async () => {
    const current = (await call(cluster.url, '/remotes.json')).body.remotes.catalog.version as string;
    const { id } = await product(9);
    const page = `/shop/goodDetails/${id}`;
    await call(cluster.url, page);
    expect((await call(cluster.url, page)).headers.get('x-cache')).toBe('hit');

    const buildId = `canary-${Date.now().toString(36)}`;
    const version = `1.0.0-${buildId}`;
    const made = await releases(['release', 'mf-catalog', '--build-id', buildId, '--canary', '50']);
    expect(made.status, made.stderr + made.stdout).toBe(0);
    const canary = { version, percent: 50 };
    let inside = 0;
    while (!inCanary(inside, 'catalog', canary)) inside++;
    let outside = 0;
    while (inCanary(outside, 'catalog', canary)) outside++;
    const bucket = (n: number) => `sf_bucket=${n}-${randomBytes(8).toString('hex')}`;

    // The copy Varnish held is purged; the canary shopper gets the canary, from the instances, every time.
    const canaryPage = await within(
      1000,
      () => call(cluster.url, page, { headers: { cookie: bucket(inside) } }),
      (a) => a.text.includes(version),
    );
    expect(canaryPage.text.includes(version), 'a canary shopper gets the canary page').toBe(true);
    expect(canaryPage.headers.get('cache-control')).toBe('private, no-cache');
    for (let round = 0; round < 2; round++) {
      const other = await call(cluster.url, page, { headers: { cookie: bucket(outside) } });
      expect(other.text.includes(version), 'a shopper outside the canary never gets it').toBe(false);
      expect(other.text.includes(current)).toBe(true);
      expect(other.headers.get('x-cache')).toBe('pass');
      const again = await call(cluster.url, page, { headers: { cookie: bucket(inside) } });
      expect(again.text.includes(version), 'the canary shopper again').toBe(true);
    }
    // A new browser is given its bucket with the page: never kept by Varnish.
    const newcomer = await call(cluster.url, page);
    expect(newcomer.headers.get('set-cookie')).toMatch(/^sf_bucket=/);
    expect(newcomer.headers.get('x-cache')).toBe('pass');

    // The canary ends: everyone is back on the current version, and Varnish keeps the page again.
    const ended = await releases(['rollback', 'mf-catalog']);
    expect(ended.status, ended.stderr + ended.stdout).toBe(0);
    const back = await within(
      1000,
      () => call(cluster.url, page, { headers: { cookie: bucket(inside) } }),
      (a) => !a.text.includes(version) && a.headers.get('cache-control')!.startsWith('public'),
    );
    expect(back.text.includes(version)).toBe(false);
    expect(back.text.includes(current)).toBe(true);
    expect((await call(cluster.url, page, { headers: { cookie: bucket(inside) } })).headers.get('x-cache')).toBe('hit');
  }, 300_000);

  it('purges come from the instances only: the balancer refuses them', async () => {
    const refused = await fetch(`${cluster.url}/`, { method: 'PURGE', headers: { xkey: 'shop' } });
    expect(refused.status).toBe(405);
  });
});

describe('drill: an instance dies while 20 shoppers order and pay', () => {
  it('loses no order, duplicates none, keeps stock right, and the balancer stops sending to the dead instance', async () => {
    const SHOPPERS = 20;
    const STOCK = 1000;
    // A product of its own, so the stock figure is this drill's alone.
    const tag = randomBytes(4).toString('hex');
    const {
      rows: [category],
    } = await db.query(`insert into categories (slug) values ($1) returning id`, [`drill-${tag}`]);
    const {
      rows: [product],
    } = await db.query(`insert into products (category_id, slug, price) values ($1, $2, 1500) returning id`, [category.id, `drill-${tag}`]);
    await db.query(`insert into product_i18n (product_id, locale, name, description) values ($1, 'en', 'Drill kettle', 'A kettle for the drill')`, [
      product.id,
    ]);
    const {
      rows: [sku],
    } = await db.query(`insert into skus (product_id, code, options, price, stock) values ($1, $2, '{}', 1500, $3) returning id`, [
      product.id,
      `DRILL-${tag}`,
      STOCK,
    ]);

    // Every request goes through the load balancer; a shopper's client retries what failed in transit,
    // with the same Idempotency-Key for the order.
    let transportFailures = 0;
    let failuresAfterDown = 0;
    let downAt = 0;
    async function retried(path: string, init: Parameters<typeof call>[2], accept: (a: Answer) => boolean): Promise<Answer> {
      for (let attempt = 0; ; attempt++) {
        let answer: Answer | null;
        try {
          answer = await call(cluster.url, path, init);
        } catch {
          answer = null;
        }
        if (answer && accept(answer)) return answer;
        if (answer && answer.status < 500) return answer;
        transportFailures++;
        if (downAt) failuresAfterDown++;
        if (attempt >= 30) throw new Error(`${path} kept failing: ${answer?.status} ${answer?.text}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    const shoppers = [];
    for (let i = 0; i < SHOPPERS; i++) {
      const shopper = await newShopper();
      const address = await call(cluster.url, '/api/user/address', {
        method: 'POST',
        token: shopper.token,
        json: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          country: 'US',
          region: 'NY',
          city: 'New York',
          line: '1 Main Street',
          phone: '+1 212 555 0100',
          postcode: '10001',
        },
      });
      expect(address.status, address.text).toBe(200);
      expect((await call(cluster.url, '/api/cart/items', { method: 'POST', token: shopper.token, json: { skuId: sku.id, quantity: 1 } })).status).toBe(200);
      shoppers.push({ ...shopper, addressId: address.body.data.id as number, key: randomUUID() });
    }

    const victim = cluster.instances[1];
    const startedAt = Date.now();
    let killedAt = 0;
    let sentWhenDown = 0;
    const kill = (async () => {
      await new Promise((r) => setTimeout(r, 300));
      killedAt = Date.now();
      victim.process.kill('SIGKILL');
      for (;;) {
        if ((await cluster.balancerStatus())[victim.port]?.startsWith('DOWN')) {
          downAt = Date.now();
          sentWhenDown = (await cluster.balancerCounters())[victim.port].sessions;
          return;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    const outcomes = await Promise.all(
      shoppers.map(async (shopper) => {
        const created = await retried(
          '/api/order/create',
          {
            method: 'POST',
            token: shopper.token,
            headers: { 'idempotency-key': shopper.key },
            json: { skuIds: [sku.id], addressId: shopper.addressId, paymentMethod: 'card' },
          },
          (a) => a.status === 200,
        );
        expect(created.status, created.text).toBe(200);
        const orderId: number = created.body.data.order.id;
        // A retried order with its key gives the same order back.
        const again = await retried(
          '/api/order/create',
          {
            method: 'POST',
            token: shopper.token,
            headers: { 'idempotency-key': shopper.key },
            json: { skuIds: [sku.id], addressId: shopper.addressId, paymentMethod: 'card' },
          },
          (a) => a.status === 200,
        );
        expect(again.body.data.order.id).toBe(orderId);
        for (let attempt = 0; attempt < 10; attempt++) {
          const started = await retried('/api/pay/start', { method: 'POST', token: shopper.token, json: { orderId } }, (a) => a.status === 200);
          if (started.status !== 200) break;
          const decided = await retried(
            `/api/pay/sandbox/${started.body.data.serialNumber}`,
            { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve' },
            (a) => a.status === 303,
          );
          if (decided.status === 303) break;
        }
        const order = await retried(`/api/order/${orderId}`, { token: shopper.token }, (a) => a.status === 200);
        return { orderId, status: order.body.data.status as string };
      }),
    );
    await kill;
    const finishedAt = Date.now();
    const victimCounters = (await cluster.balancerCounters())[victim.port];
    const sentAfterDown = victimCounters.sessions - sentWhenDown;

    const { rows: orderRows } = await db.query(
      `select o.id, o.user_id, o.status, oi.quantity from orders o join order_items oi on oi.order_id = o.id where oi.sku_id = $1`,
      [sku.id],
    );
    const {
      rows: [{ stock }],
    } = await db.query(`select stock from skus where id = $1`, [sku.id]);
    const {
      rows: [{ approved }],
    } = await db.query(
      `select count(*)::int as approved from payments p join order_items oi on oi.order_id = p.order_id where oi.sku_id = $1 and p.status = 'approved'`,
      [sku.id],
    );
    const users = new Set(orderRows.map((r) => r.user_id));
    const sold = orderRows.reduce((sum, r) => sum + r.quantity, 0);
    const detectionMs = downAt - killedAt;
    console.log(
      [
        'drill figures:',
        `  shoppers ${SHOPPERS}; orders in the database ${orderRows.length} (distinct shoppers ${users.size}); paid ${orderRows.filter((r) => r.status === 'paid').length}; approved payments ${approved}`,
        `  stock ${STOCK} -> ${stock}; units sold ${sold}; stock + sold = ${stock + sold}`,
        `  instance on port ${victim.port} killed (SIGKILL) ${killedAt - startedAt} ms into the run; HAProxy marked it DOWN ${detectionMs} ms later (health check every ${cluster.checkIntervalMs} ms)`,
        `  requests HAProxy sent to it after DOWN ${sentAfterDown}; its retries ${victimCounters.retries}, redispatches to the others ${victimCounters.redispatches}`,
        `  requests retried by the shoppers' clients ${transportFailures} (after DOWN: ${failuresAfterDown}); run took ${finishedAt - startedAt} ms`,
      ].join('\n'),
    );
    expect(outcomes.every((o) => o.status === 'paid')).toBe(true);
    expect(orderRows).toHaveLength(SHOPPERS);
    expect(users.size).toBe(SHOPPERS);
    expect(orderRows.every((r) => r.status === 'paid')).toBe(true);
    expect(approved).toBe(SHOPPERS);
    expect(stock + sold).toBe(STOCK);
    expect(sold).toBe(SHOPPERS);
    expect(downAt).toBeGreaterThan(0);
    // The next check comes due within one interval; on a loaded machine it may start late and the
    // statistics are read a moment after, so allow a second interval. Nothing may reach it once DOWN.
    expect(detectionMs).toBeLessThan(2 * cluster.checkIntervalMs);
    expect(failuresAfterDown).toBe(0);
    expect(sentAfterDown).toBe(0);
    // The survivors still serve the shop.
    expect(Object.entries(await cluster.balancerStatus()).filter(([, s]) => s === 'UP')).toHaveLength(2);
  }, 300_000);
});
