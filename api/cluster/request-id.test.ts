/**
 * Request ids through the load balancer (ADR 0040, 0047): HAProxy gives every request its unique id, the
 * instance that serves it answers that id in `X-Request-Id` and writes it in its log lines, and an id a
 * client sends is replaced. Two instances on PostgreSQL and Redis behind HAProxy, logging to one file:
 *   CLUSTER_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test CLUSTER_REDIS_URL=redis://127.0.0.1:6379 pnpm --filter api test:cluster
 */
import http from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../src/ops/cluster';

// Ports of its own (the other cluster journeys use 8930 and the next ones), so the files can run one after another.
const PORT = Number(process.env.CLUSTER_REQUEST_ID_PORT ?? 8960);

let cluster: Cluster;
let logDir: string;
let logFile: string;

beforeAll(async () => {
  logDir = await mkdtemp(path.join(os.tmpdir(), 'sf-cluster-log-'));
  logFile = path.join(logDir, 'instances.log');
  cluster = await startCluster({
    databaseUrl: process.env.CLUSTER_DATABASE_URL ?? process.env.DATABASE_URL,
    redisUrl: process.env.CLUSTER_REDIS_URL ?? process.env.REDIS_URL,
    database: 'storefront_cluster_request_ids',
    fresh: true,
    instances: 2,
    port: PORT,
    log: (line) => console.log(line),
    // Request lines are logged at info.
    env: { LOG_LEVEL: 'info', LOG_FILE: logFile },
  });
});
afterAll(async () => {
  await cluster?.stop();
  if (logDir) await rm(logDir, { recursive: true, force: true });
});

/** One GET through the balancer on a connection of its own: the answer's id and the client's port (HAProxy puts it in the id). */
function get(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; id: string | undefined; clientPort: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${cluster.url}${pathname}`, { headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode!, id: response.headers['x-request-id'] as string | undefined, clientPort: request.socket!.localPort! }),
      );
    });
    request.on('error', reject);
  });
}

interface LogLine {
  pid: number;
  reqId?: string;
  msg: string;
  req?: { url: string };
  res?: { statusCode: number };
}

/** The instances' log lines of one request id, once its "request completed" line is written. */
async function linesOf(id: string): Promise<LogLine[]> {
  for (let i = 0; i < 100; i++) {
    const lines = (await readFile(logFile, 'utf8').catch(() => ''))
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine)
      .filter((l) => l.reqId === id);
    if (lines.some((l) => l.msg === 'request completed')) return lines;
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}

const hex = (n: number) => n.toString(16).toUpperCase();

describe('request ids through the load balancer', () => {
  it("an answer's X-Request-Id is the balancer's id, and the instance that served it logs the request under it", async () => {
    const pathname = '/api/catalog/products?sort=sales&page=1&limit=10';
    const answer = await get(pathname);
    expect(answer.status).toBe(200);
    // HAProxy's unique-id (cluster.ts): client address and port, then frontend address and port, in hex.
    expect(answer.id).toMatch(new RegExp(`^7F000001:${hex(answer.clientPort)}_7F000001:${hex(PORT)}_`));

    const lines = await linesOf(answer.id!);
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(lines.find((l) => l.msg === 'incoming request')!.req!.url).toBe(pathname);
    expect(lines.find((l) => l.msg === 'request completed')!.res!.statusCode).toBe(200);
    // Written by one of the instances, every line of the request by the same one.
    const pids = new Set(lines.map((l) => l.pid));
    expect(pids.size).toBe(1);
    expect(cluster.instances.map((i) => i.process.pid)).toContain([...pids][0]);

    // The same address again is the shared cache's copy: it answers with its own request's id, not the first's.
    const again = await get(pathname);
    expect(again.id).toMatch(new RegExp(`^7F000001:${hex(again.clientPort)}_7F000001:${hex(PORT)}_`));
    expect(again.id).not.toBe(answer.id);
  });

  it('an X-Request-Id sent by a client is replaced by the balancer, in the answer and in the log', async () => {
    const chosen = `client-chosen-${Date.now()}`;
    // Addresses the shared cache does not hold yet: an instance answers them, and its log is read.
    const answers = [await get('/api/catalog/products?sort=sales&page=2&limit=10', { 'x-request-id': chosen }), await get('/shop', { 'x-request-id': chosen })];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.id).not.toBe(chosen);
      expect(answer.id).toMatch(new RegExp(`^7F000001:${hex(answer.clientPort)}_`));
      expect((await linesOf(answer.id!)).length).toBeGreaterThan(0);
    }
    // The two requests had two ids, and no line of any instance carries the client's.
    expect(answers[0].id).not.toBe(answers[1].id);
    expect(await readFile(logFile, 'utf8')).not.toContain(chosen);
  });
});
