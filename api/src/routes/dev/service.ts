import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { mailOutbox } from '../../db/schema/mail';

/** Newest first, optionally only mail to one address. */
export async function listOutbox(db: Db, query: { to?: string; limit: number }) {
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(query.to ? eq(mailOutbox.to, query.to) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(query.limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
