import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { mailOutbox } from '../../db/schema/mail';
import { resolveMailLinks } from '../mail/service';

/** Newest first, optionally only mail to one address; every row of the outbox, sent or not, its links as sent. */
export async function listOutbox(db: Db, query: { to?: string; limit: number }, origin: string) {
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      kind: mailOutbox.kind,
      status: mailOutbox.status,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      headers: mailOutbox.headers,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(query.to ? eq(mailOutbox.to, query.to) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(query.limit);
  return rows.map((row) => ({
    ...row,
    text: resolveMailLinks(row.text, origin),
    html: row.html === null ? null : resolveMailLinks(row.html, origin),
    headers: Object.fromEntries(Object.entries(row.headers).map(([name, value]) => [name, resolveMailLinks(value, origin)])),
    createdAt: row.createdAt.toISOString(),
  }));
}
