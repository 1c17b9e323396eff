import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import jobs from './jobs';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A bare server with the runner, and whatever the test registers before ready. */
async function server(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(jobs);
  register(app);
  await app.ready();
  return app;
}

let open: FastifyInstance | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

describe('the job runner', () => {
  it('runs each job on its period once the server is ready; a job of 0 seconds stays off', async () => {
    let ticks = 0;
    let off = 0;
    open = await server((app) => {
      app.jobs.every('count', 0.02, async () => {
        ticks++;
      });
      app.jobs.every('off', 0, async () => {
        off++;
      });
    });
    const started = Date.now();
    while (ticks < 3 && Date.now() - started < 30_000) await sleep(20);
    expect(ticks).toBeGreaterThanOrEqual(3);
    expect(off).toBe(0);
  });

  it('never runs a job twice at once: ticks during a slow run are skipped', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    open = await server((app) =>
      app.jobs.every('slow', 0.01, async () => {
        runs++;
        running++;
        most = Math.max(most, running);
        await sleep(60);
        running--;
      }),
    );
    const started = Date.now();
    // Three runs, however late a busy machine fires the timers.
    while (runs < 3 && Date.now() - started < 30_000) await sleep(20);
    const elapsed = Date.now() - started;
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    // Each run takes 60 ms, so at most one per 60 ms, far fewer than the ticks every 10 ms.
    expect(runs).toBeLessThanOrEqual(Math.ceil(elapsed / 60) + 1);
  });

  it('a failing run is logged and the job runs again on its next tick', async () => {
    let runs = 0;
    const logged: unknown[] = [];
    open = await server((app) => {
      app.log.error = ((obj: unknown) => logged.push(obj)) as typeof app.log.error;
      app.jobs.every('flaky', 0.02, async () => {
        runs++;
        if (runs === 1) throw new Error('database away');
      });
    });
    await sleep(150);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(logged[0]).toMatchObject({ job: 'flaky', err: expect.objectContaining({ message: 'database away' }) });
  });

  it('closing waits for the run under way and starts no other', async () => {
    let started = 0;
    let finished = 0;
    const app = await server((a) =>
      a.jobs.every('long', 0.02, async () => {
        started++;
        await sleep(100);
        finished++;
      }),
    );
    await sleep(40);
    expect(started).toBe(1);
    await app.close();
    expect(finished).toBe(1);
    await sleep(80);
    expect(started).toBe(1);
  });

  it('refuses a job added after the server started', async () => {
    open = await server(() => {});
    expect(() => open!.jobs.every('late', 1, async () => {})).toThrow('job late was added after the server started');
  });
});
