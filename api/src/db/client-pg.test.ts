import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openPostgres } from './client';

const url = process.env.DATABASE_URL;

it.skipIf(!url)('a connection lost inside a transaction fails that transaction, not the process (PostgreSQL)', async () => {
  const database = await openPostgres({ url: url!, max: 2 });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const transaction = database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      // Between two queries of the transaction: the client is checked out and waiting for no answer.
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    // The pool goes on with a new connection.
    const { rows } = (await database.db.execute(sql`select 41 + 1 as answer`)) as unknown as { rows: { answer: number }[] };
    expect(rows[0]!.answer).toBe(42);
  } finally {
    await admin.end();
    await database.close();
  }
});
