import type { FastifyInstance } from 'fastify';
import type { Runner } from 'graphile-worker';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { dueMail, sendOutboxMail } from './outbox';

/** graphile-worker's task that sends one outbox row. */
const SEND_TASK = 'mail.send';
/** How often the embedded database's loop looks for due mail. */
const PGLITE_POLL_SECONDS = 1;
const PGLITE_BATCH = 20;
/** Pause before a mail worker that stopped on its own is started again. */
const RESTART_SECONDS = 5;

/** Where mail links lead: the shop's public address, else this server. */
export function mailOrigin(config: FastifyInstance['config']): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/**
 * Sends the mail outbox (ADR 0034). On PostgreSQL each pending row is a graphile-worker job, added by a
 * trigger in the transaction that wrote the row; the queue takes each job with SKIP LOCKED, so one instance
 * sends each mail once, and retries failures with its exponential backoff. On PGlite this one process
 * sends what is due every second. Either way sendOutboxMail() takes the row with a guarded UPDATE first.
 */
export async function startMailWorker(app: FastifyInstance): Promise<void> {
  const { maxAttempts, concurrency } = app.config.mail;
  if (concurrency === 0) return;
  const send = (id: number) => sendOutboxMail(app.db, app.mail, id, { maxAttempts, origin: mailOrigin(app.config) });

  if (app.database.driver === 'pglite') {
    app.jobs.every('mail', PGLITE_POLL_SECONDS, async () => {
      for (const id of await dueMail(app.db, PGLITE_BATCH)) await send(id);
    });
    return;
  }

  // Only PostgreSQL needs the queue; PGlite starts without loading it.
  const { Logger, run, runMigrations } = await import('graphile-worker');
  const result = await app.db.execute(sql`select current_schema()::text as schema`);
  const { schema } = (result as unknown as { rows: Array<{ schema: string }> }).rows[0];
  // One queue per schema: a test file's schema gets its own, the shop's "public" the usual name.
  const workerSchema = schema === 'public' ? 'graphile_worker' : `${schema}_graphile_worker`;
  const pool = new pg.Pool({ connectionString: (app.database.client as pg.Pool).options.connectionString, max: concurrency + 2 });
  // A connection lost while idle or in use must not crash the process; the queue reconnects.
  const lost = (error: Error) => app.log.warn({ err: error }, 'mail queue connection lost');
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const logger = new Logger(() => (level, message, meta) => {
    if (level === 'error') app.log.error({ meta }, message);
    else if (level === 'warning') app.log.warn({ meta }, message);
  });
  await runMigrations({ pgPool: pool, schema: workerSchema, logger });
  await installEnqueueTrigger(app, workerSchema, maxAttempts);

  let runner: Runner | null = null;
  let closing = false;
  const start = async (): Promise<void> => {
    const started = await run({
      pgPool: pool,
      schema: workerSchema,
      concurrency,
      noHandleSignals: true,
      logger,
      taskList: {
        [SEND_TASK]: async (payload) => {
          const outcome = await send(Number((payload as { id: unknown }).id));
          // Thrown, the job is tried again after graphile-worker's backoff, which the row's next_attempt_at mirrors.
          if (outcome === 'retry') throw new Error('mail not sent yet; see mail_outbox.last_error');
        },
      },
    });
    runner = started;
    // A runner that stops on its own (its connections failed) would leave every later mail waiting: start another.
    started.promise.then(
      () => restart(null),
      (error: unknown) => restart(error),
    );
  };
  const restart = (error: unknown) => {
    if (closing) return;
    runner = null;
    // Recovered here, so a warning: the mail waits seconds, and nothing is lost.
    app.log.warn({ err: error }, `mail worker stopped on its own; starting it again in ${RESTART_SECONDS} s`);
    setTimeout(() => {
      if (!closing) start().catch((failure: unknown) => restart(failure));
    }, RESTART_SECONDS * 1000).unref();
  };
  app.addHook('onReady', start);
  app.addHook('preClose', async () => {
    closing = true;
    const current = runner;
    runner = null;
    // Waits for the mail being sent; a runner that already stopped (its pool failed) has nothing left.
    await current?.stop().catch((error: unknown) => app.log.warn({ err: error }, 'mail worker was already stopped'));
    await pool.end().catch(() => {});
  });
}

/**
 * The trigger that turns every pending row into a job in the same transaction: a row inserted pending (new
 * mail) or set back to pending (`mail-retry`). The job key is the row, so a row never has two waiting jobs.
 * Installed at start because the queue's schema is graphile-worker's own, migrated at start.
 */
async function installEnqueueTrigger(app: FastifyInstance, workerSchema: string, maxAttempts: number) {
  const queue = pg.escapeIdentifier(workerSchema);
  // A job may be handed out more often than the row is tried (a crash); the row's own count decides failure.
  const jobAttempts = maxAttempts + 5;
  await app.db.transaction(async (tx) => {
    // Instances starting together replace the trigger one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('storefront mail outbox trigger'))`);
    await tx.execute(
      sql.raw(`create or replace function mail_outbox_enqueue() returns trigger language plpgsql as $$
        begin
          perform ${queue}.add_job('${SEND_TASK}', json_build_object('id', new.id), run_at := new.next_attempt_at,
            max_attempts := ${jobAttempts}, job_key := 'mail:' || new.id);
          return null;
        end $$`),
    );
    await tx.execute(sql.raw(`drop trigger if exists mail_outbox_enqueue on mail_outbox`));
    await tx.execute(
      sql.raw(`create trigger mail_outbox_enqueue after insert or update of status on mail_outbox
        for each row when (new.status = 'pending') execute function mail_outbox_enqueue()`),
    );
  });
}
