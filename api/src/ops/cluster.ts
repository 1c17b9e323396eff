/**
 * `pnpm cluster`: the store as several instances behind a load balancer and a shared page cache, on one
 * machine's loopback. HAProxy -> Varnish -> HAProxy -> three API/render instances (each its own data
 * folder, one shared releases folder) on PostgreSQL and Redis (ADR 0013, 0046). HAProxy balances and
 * health-checks the instances on both sides of Varnish; Varnish keeps public pages (varnish/storefront.vcl)
 * and the instances purge it by surrogate key. HAProxy, Varnish and varnish-modules (xkey) are installed
 * from Debian's packages when missing.
 *
 *   pnpm cluster                      # http://127.0.0.1:8910, until Ctrl+C
 *   CLUSTER_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres CLUSTER_REDIS_URL=redis://127.0.0.1:6379 pnpm cluster
 *   CLUSTER_PORT=8930 pnpm cluster    # another block of ports (it takes CLUSTER_PORT to CLUSTER_PORT + instances + 3)
 *
 * Tests and the bench import startCluster().
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { API_ROOT, REPO_ROOT } from '../config';

export interface ClusterOptions {
  /**
   * A PostgreSQL server. The cluster's database is the one the address names, or `storefront_cluster` when
   * it names `postgres` (or none).
   */
  databaseUrl?: string;
  redisUrl?: string;
  /** Name of the cluster's database (overrides the address's); dropped and created again when `fresh`. */
  database?: string;
  fresh?: boolean;
  instances?: number;
  /**
   * The load balancer's port (CLUSTER_PORT, else 8910); instances take the next ones, then HAProxy's
   * statistics, Varnish, and the balancer's side that Varnish sends to.
   */
  port?: number;
  /** Varnish between the balancer and the instances (default true); false: HAProxy -> instances as before. */
  varnish?: boolean;
  /** Seconds between health checks of each instance. */
  checkIntervalMs?: number;
  log?: (line: string) => void;
  /** Extra environment of every instance. */
  env?: Record<string, string>;
  /**
   * The photo folder every instance shares (PHOTO_DIR, else the checkout's var/photos): a review picture
   * made through one instance is served by any other. In production a shared volume, or a folder synced
   * to the CDN's origin.
   */
  photoDir?: string;
}

export interface ClusterInstance {
  port: number;
  url: string;
  process: ChildProcess;
  dataDir: string;
}

export interface Cluster {
  /** The load balancer. */
  url: string;
  /** Varnish itself (where the instances send purges), null without it. */
  varnishUrl: string | null;
  databaseUrl: string;
  redisUrl: string;
  instances: ClusterInstance[];
  /** What every instance is started with (the releases command needs the same). */
  env: Record<string, string>;
  /** The photo folder all instances share. */
  photoDir: string;
  checkIntervalMs: number;
  /** HAProxy's view of each instance: UP, DOWN... by port. */
  balancerStatus(): Promise<Record<number, string>>;
  /** HAProxy's counters of each instance by port: requests sent (sessions), retries and redispatches. */
  balancerCounters(): Promise<Record<number, { sessions: number; retries: number; redispatches: number }>>;
  stop(): Promise<void>;
}

const ROOT = path.join(REPO_ROOT, 'var', 'cluster');
const VCL_DIR = path.join(API_ROOT, 'src', 'ops', 'varnish');
// One process per instance (tsx's own command would put a second one between): SIGKILL reaches the server.
const NODE_TSX = [process.execPath, '--import', 'tsx'] as const;

function ensureHaproxy(log: (line: string) => void): string {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (found) return found;
  log('HAProxy is missing: installing it from Debian packages (apt-get install -y haproxy)');
  const apt = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt(['install', '-y', 'haproxy']).status !== 0) {
    apt(['update']);
    if (apt(['install', '-y', 'haproxy']).status !== 0) throw new Error('could not install haproxy: run apt-get install -y haproxy as root');
  }
  return '/usr/sbin/haproxy';
}

function ensureVarnish(log: (line: string) => void): string {
  const find = () => spawnSync('sh', ['-c', 'command -v varnishd || ls /usr/sbin/varnishd'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  // xkey comes with varnish-modules, a package of its own.
  const xkey = () => spawnSync('sh', ['-c', 'ls /usr/lib/*/varnish/vmods/libvmod_xkey.so 2>/dev/null'], { encoding: 'utf8' }).stdout.trim();
  const found = find();
  if (found && xkey()) return found;
  log('Varnish or its xkey module is missing: installing them from Debian packages (apt-get install -y varnish varnish-modules)');
  const apt = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt(['install', '-y', 'varnish', 'varnish-modules']).status !== 0) {
    apt(['update']);
    if (apt(['install', '-y', 'varnish', 'varnish-modules']).status !== 0)
      throw new Error('could not install varnish: run apt-get install -y varnish varnish-modules as root');
  }
  return find() || '/usr/sbin/varnishd';
}

async function reachable(url: string, what: string) {
  try {
    const response = await fetch(url);
    return response;
  } catch {
    throw new Error(`${what} is not reachable at ${url}`);
  }
}

async function waitFor(check: () => Promise<boolean>, ms: number, what: string) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not come up in ${Math.round(ms / 1000)} s`);
}

/** The database the address names, unless it is the server's maintenance database. */
function databaseNamed(serverUrl: string): string | null {
  const name = decodeURIComponent(new URL(serverUrl).pathname.slice(1));
  return name && name !== 'postgres' ? name : null;
}

/** The cluster's own database on the given server: created when missing, or dropped and created when fresh. */
async function clusterDatabase(serverUrl: string, name: string, fresh: boolean): Promise<string> {
  // Through the maintenance database: the cluster's own may be the one the address names, and is dropped.
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${serverUrl}: ${(error as Error).message}`, { cause: error });
  }
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Secrets the instances must share (payment results, beacon hashes), kept in var/cluster. */
async function sharedSecrets(): Promise<{ PAYMENT_SECRET: string; BEACON_SECRET: string }> {
  const file = path.join(ROOT, 'secrets.json');
  const existing = await readFile(file, 'utf8').then(
    (t) => JSON.parse(t),
    () => null,
  );
  if (existing?.PAYMENT_SECRET && existing?.BEACON_SECRET) return existing;
  const secrets = { PAYMENT_SECRET: randomBytes(32).toString('hex'), BEACON_SECRET: randomBytes(32).toString('hex') };
  await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

function run(command: string, args: string[], env: Record<string, string>, log: (line: string) => void) {
  const result = spawnSync(command, args, { cwd: API_ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  for (const line of result.stdout.trim().split('\n').filter(Boolean)) log(`  ${line}`);
}

interface BalancerPorts {
  port: number;
  statsPort: number;
  instances: number[];
  /** Varnish, and the balancer's side it sends to; null: the front sends to the instances itself. */
  varnish: { port: number; backPort: number } | null;
}

function haproxyConfig({ port, statsPort, instances, varnish }: BalancerPorts, checkIntervalMs: number) {
  return `global
  maxconn 4096
  log stderr format short local0 notice

defaults
  mode http
  log global
  option httplog
  option dontlognull
  option forwardfor
  option redispatch
  retries 2
  retry-on conn-failure empty-response response-timeout
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  http-reuse safe

frontend shop
  bind 127.0.0.1:${port}
  # Every request gets the balancer's id, whatever a client sent; the instances trust it (TRUST_PROXY) and
  # log and answer it, so one id follows a request from the balancer's log to the instance's.
  unique-id-format %{+X}o%ci:%cp_%fi:%fp_%Ts_%rt:%pid
  http-request set-header X-Request-Id %[unique-id]
  log-format "%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %{+Q}r id=%ID"
  # Purging the shared cache is for the instances, on the machine, straight to Varnish.
  http-request deny deny_status 405 if { method PURGE }
  default_backend ${varnish ? 'varnish' : 'instances'}
${
  varnish
    ? `
backend varnish
  # One cache; the instances behind it are balanced and checked below, where Varnish sends its misses.
  # A connection check: an HTTP one would go through Varnish to the instances, which have checks of their own.
  server varnish 127.0.0.1:${varnish.port} check inter ${checkIntervalMs}

frontend from_varnish
  bind 127.0.0.1:${varnish.backPort}
  # Varnish closes its idle connections first (backend_idle_timeout, 60 s): a request it sends on a reused
  # connection never meets one this side has just closed (a POST could not be sent again).
  timeout http-keep-alive 90s
  timeout client 90s
  # The request id is the front's, passed on by Varnish.
  capture request header X-Request-Id len 100
  log-format "%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %{+Q}r id=%hr"
  default_backend instances
`
    : ''
}
backend instances
  balance roundrobin
  # Liveness only: a check that queried the database every second on every instance would load it for nothing.
  option httpchk GET /api/health/live
  http-check expect status 200
  # One failed check, or one refused connection seen in real traffic, takes an instance out at once; a
  # busy instance answering its check slowly (up to 5 s) is not failed for that.
  timeout check 5s
  default-server check inter ${checkIntervalMs} fastinter ${checkIntervalMs} downinter ${checkIntervalMs} fall 1 rise 2 observe layer4 error-limit 1 on-error mark-down
${instances.map((p, i) => `  server instance${i + 1} 127.0.0.1:${p}`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
  stats refresh 1s
`;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const port = options.port ?? (process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : 8910);
  if (!Number.isInteger(port) || port < 1024 || port > 65000) throw new Error(`CLUSTER_PORT must be a port number from 1024 to 65000`);
  const count = options.instances ?? 3;
  const statsPort = port + count + 1;
  const varnishPorts = (options.varnish ?? true) ? { port: port + count + 2, backPort: port + count + 3 } : null;
  const varnishUrl = varnishPorts ? `http://127.0.0.1:${varnishPorts.port}` : null;
  const checkIntervalMs = options.checkIntervalMs ?? 1000;
  const serverUrl = options.databaseUrl ?? process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = options.redisUrl ?? process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const name = options.database ?? databaseNamed(serverUrl) ?? 'storefront_cluster';
  if (!existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html')))
    throw new Error('no build: run pnpm build first (the cluster serves what npm start serves)');

  const haproxy = ensureHaproxy(log);
  const varnishd = varnishPorts ? ensureVarnish(log) : null;
  // Each block of ports has its own folders, so two clusters of one checkout (tests, the bench) can run apart.
  const workDir = path.join(ROOT, String(port));
  await mkdir(workDir, { recursive: true });
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
  } catch (error) {
    throw new Error(`Redis is not reachable at ${redisUrl}: ${(error as Error).message}`, { cause: error });
  }
  const databaseUrl = await clusterDatabase(serverUrl, name, options.fresh ?? false);
  if (options.fresh) {
    // Counters of an earlier cluster's accounts must not lock this one's (ids start again).
    const keys = await redis.keys(`sf:${name}.*`);
    if (keys.length) await redis.del(...keys);
  }
  redis.disconnect();

  const releasesDir = path.join(workDir, 'releases');
  // One folder for every instance and for the seed: photos are files, named by content, made once.
  const photos = path.resolve(options.photoDir ?? process.env.PHOTO_DIR ?? path.join(REPO_ROOT, 'var', 'photos'));
  await mkdir(photos, { recursive: true });
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    RELEASES_DIR: releasesDir,
    PHOTO_DIR: photos,
    // The demo shop as npm start serves it (development endpoints included), whatever the caller's NODE_ENV.
    NODE_ENV: 'development',
    TRUST_PROXY: '127.0.0.1',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...(await sharedSecrets()),
    ...(varnishUrl ? { VARNISH_PURGE_URL: varnishUrl } : {}),
    ...options.env,
  };
  log(`database ${name}: migrating and seeding the demo shop once`);
  run(NODE_TSX[0], [...NODE_TSX.slice(1), path.join(REPO_ROOT, 'demo-shop', 'src', 'cli.ts')], env, log);
  log('publishing the built remotes into the shared releases folder and the database registry');
  run(NODE_TSX[0], [...NODE_TSX.slice(1), path.join(REPO_ROOT, 'releases', 'src', 'cli.ts'), 'publish-builds'], env, log);

  const instances: ClusterInstance[] = [];
  const stopAll = async () => {
    await Promise.all(
      [...instances.map((i) => i.process), balancer, cache]
        .filter((p): p is ChildProcess => !!p && p.exitCode === null && p.signalCode === null)
        .map(
          (p) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => p.kill('SIGKILL'), 10_000);
              p.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              p.kill('SIGTERM');
            }),
        ),
    );
  };
  let balancer: ChildProcess | null = null;
  let cache: ChildProcess | null = null;
  try {
    for (let i = 0; i < count; i++) {
      const instancePort = port + 1 + i;
      const dataDir = path.join(workDir, `instance-${i + 1}`);
      await mkdir(dataDir, { recursive: true });
      const child = spawn(NODE_TSX[0], [...NODE_TSX.slice(1), 'src/server.ts'], {
        cwd: API_ROOT,
        env: { ...process.env, ...env, PORT: String(instancePort), DATA_DIR: dataDir },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      instances.push({ port: instancePort, url: `http://127.0.0.1:${instancePort}`, process: child, dataDir });
    }
    for (const instance of instances) {
      await waitFor(async () => (await reachable(`${instance.url}/api/health/ready`, 'instance')).ok, 180_000, `instance on port ${instance.port}`);
    }
    const configFile = path.join(workDir, 'haproxy.cfg');
    await writeFile(configFile, haproxyConfig({ port, statsPort, instances: instances.map((i) => i.port), varnish: varnishPorts }, checkIntervalMs));
    if (varnishPorts && varnishd) {
      await writeFile(
        path.join(workDir, 'cluster-backend.vcl'),
        `backend instances {\n  .host = "127.0.0.1";\n  .port = "${varnishPorts.backPort}";\n  .first_byte_timeout = 30s;\n}\n`,
      );
      cache = spawn(
        varnishd,
        [
          '-F',
          '-a',
          `127.0.0.1:${varnishPorts.port}`,
          // No management port: nothing here drives it but this process's signals.
          '-T',
          'none',
          '-n',
          path.join(workDir, 'varnishd'),
          '-p',
          `vcl_path=${workDir}:${VCL_DIR}`,
          '-f',
          path.join(VCL_DIR, 'storefront.vcl'),
          '-s',
          'malloc,256m',
          // The balancer closes its idle connections to Varnish first (it keeps them seconds), for the
          // same reason.
          '-p',
          'timeout_idle=75',
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      // Listening (its backend, the balancer, not yet): then the balancer's first check of it passes.
      await waitFor(async () => !!(await reachable(`${varnishUrl}/api/health/live`, 'Varnish')), 30_000, 'Varnish');
    }
    balancer = spawn(haproxy, ['-f', configFile, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (varnishUrl) await waitFor(async () => (await reachable(`${varnishUrl}/api/health/live`, 'Varnish')).ok, 30_000, 'Varnish');
    const url = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await reachable(`${url}/api/health/live`, 'load balancer')).ok, 30_000, 'HAProxy');
    const statsRows = async (): Promise<[number, string[]][]> => {
      const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
      const rows: [number, string[]][] = [];
      for (const line of csv.split('\n')) {
        const cells = line.split(',');
        const match = /^instance(\d+)$/.exec(cells[1] ?? '');
        if (cells[0] === 'instances' && match) rows.push([instances[Number(match[1]) - 1].port, cells]);
      }
      return rows;
    };
    log(
      `cluster: ${url} (HAProxy) -> ${varnishUrl ? `${varnishUrl} (Varnish) -> 127.0.0.1:${varnishPorts?.backPort} (HAProxy) -> ` : ''}${instances.map((i) => i.port).join(', ')}; statistics http://127.0.0.1:${statsPort}/stats`,
    );
    return {
      url,
      varnishUrl,
      databaseUrl,
      redisUrl,
      instances,
      env,
      photoDir: photos,
      checkIntervalMs,
      async balancerStatus() {
        const status: Record<number, string> = {};
        for (const [port, cells] of await statsRows()) status[port] = cells[17];
        return status;
      },
      async balancerCounters() {
        const counters: Record<number, { sessions: number; retries: number; redispatches: number }> = {};
        // CSV columns of HAProxy 2.x: stot 7, wretr 15, wredis 16.
        for (const [port, cells] of await statsRows())
          counters[port] = { sessions: Number(cells[7]), retries: Number(cells[15]), redispatches: Number(cells[16]) };
        return counters;
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cluster = await startCluster().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
  console.log(`the store: ${cluster.url} (Ctrl+C stops the instances and the load balancer)`);
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
