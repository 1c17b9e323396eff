import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface JobRunner {
  /**
   * Runs `run` every `seconds` once the server is ready; 0 or less leaves the job off. A tick that comes
   * while the previous run is still going is skipped, so one instance never runs a job twice at once.
   */
  every(name: string, seconds: number, run: () => Promise<void>): void;
  /** Runs under way on this instance now (the jobs' queue depth in /metrics). */
  running(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

interface Job {
  name: string;
  seconds: number;
  run: () => Promise<void>;
}

/**
 * Periodic jobs of the domains, which register them while the app loads. The runner knows nothing of
 * what they do. There is no guard across instances: every instance may run every job, so a job must
 * keep each change safe to race (a status-guarded UPDATE, an idempotent call).
 */
async function jobs(app: FastifyInstance) {
  const jobs: Job[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let started = false;
  let closing = false;

  app.decorate('jobs', {
    every(name, seconds, run) {
      if (started) throw new Error(`job ${name} was added after the server started: register jobs while the app loads`);
      if (seconds > 0) jobs.push({ name, seconds, run });
    },
    running: () => running.size,
  } satisfies JobRunner);

  const schedule = (job: Job) => {
    let current: Promise<void> | null = null;
    const tick = () => {
      if (current || closing) return;
      const run = job
        .run()
        .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed; it runs again on its next tick'))
        .finally(() => {
          running.delete(run);
          current = null;
        });
      current = run;
      running.add(run);
    };
    const timer = setInterval(tick, job.seconds * 1000);
    // A pending tick never keeps the process alive.
    timer.unref();
    timers.push(timer);
  };

  app.addHook('onReady', async () => {
    started = true;
    for (const job of jobs) schedule(job);
  });
  // preClose, before the database closes: no new run starts, and the runs under way finish first.
  app.addHook('preClose', async () => {
    closing = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  });
}

export default fp(jobs, { name: 'jobs' });
